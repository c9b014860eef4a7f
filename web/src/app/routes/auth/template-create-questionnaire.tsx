// /template/{hashId}/create-questionnaire-from-template: where a template sign-up lands. Creating
// the questionnaire belongs to the questionnaire issues; until then the page names the template
// and says what comes next.
import { Navigate, Link as RouterLink, useLocation, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { paths } from '@/config/paths';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuthState } from '@/lib/auth-state';
import { useTemplateInfo } from '@/features/auth/api/template-sign-up';
import { AuthCard } from '@/features/auth/components/auth-card';
import { serverMessage } from '@/features/auth/utils/sign-in-errors';

export default function TemplateCreateQuestionnaireRoute() {
  const { hashId = '' } = useParams();
  const location = useLocation();
  const auth = useAuthState();
  const info = useTemplateInfo(hashId);

  if (auth.status === 'signed-out')
    return <Navigate to={paths.home.getHref(location.pathname)} replace />;
  if (auth.status === 'loading' || info.isPending) return <FullPageSpinner />;
  if (info.isError) {
    return (
      <AuthCard title="Template not found">
        <Alert severity="error">
          {serverMessage(info.error, SIGN_IN_MESSAGES.templateNotFound)}
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={info.data.name} subtitle={info.data.firm_name}>
      <Stack spacing={2.5}>
        <Alert severity="info" role="status">
          <Typography variant="subtitle2" component="p">
            Coming next
          </Typography>
          Starting a questionnaire from this template is not available yet. You are signed in, and
          your firm can send you the questionnaire in the meantime.
        </Alert>
        <Button component={RouterLink} to={paths.home.getHref()} variant="contained">
          Go to my dashboard
        </Button>
      </Stack>
    </AuthCard>
  );
}
