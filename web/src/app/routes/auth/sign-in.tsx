// The sign-in page (/ for anonymous visitors, and /signin). A signed-in user is sent on to
// the safe `redirect` or the role's home.
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import * as yup from 'yup';
import { paths } from '@/config/paths';
import { BrandMark } from '@/components/brand-mark';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuthState } from '@/lib/auth-state';
import { useCurrentUser } from '@/features/auth/api/get-current-user';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { postSignInTarget } from '@/features/auth/utils/post-sign-in';

const emailParam = yup.string().trim().email().required();

export default function SignInRoute() {
  const [params] = useSearchParams();
  const auth = useAuthState();
  const user = useCurrentUser();

  if (auth.status === 'signed-in' && user.data) {
    return <Navigate to={postSignInTarget(user.data, params.get('redirect'))} replace />;
  }
  if (auth.status === 'loading') return <FullPageSpinner />;

  // Spec: the email query parameter prefills the form only when it is a valid address.
  const email = params.get('email') ?? '';
  const defaultEmail = emailParam.isValidSync(email) ? email.trim() : '';

  return (
    <Box
      component="main"
      sx={(theme) => ({
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'flex-start',
        justifyContent: 'center',
        px: 2,
        pt: { xs: 6, sm: 12 },
        pb: 4,
        // A band of the firm colour behind the top of the card.
        background: `linear-gradient(180deg, ${theme.palette.primary.dark} 0, ${theme.palette.primary.main} 300px, ${theme.palette.background.default} 300px)`,
      })}
    >
      <Box sx={{ width: '100%', maxWidth: 420 }}>
        <Box sx={{ color: 'common.white', mb: 3, display: 'flex', justifyContent: 'center' }}>
          <BrandMark name="Portico" size="large" inverted />
        </Box>
        <Card
          elevation={0}
          sx={{ borderRadius: 3, boxShadow: '0 12px 40px rgba(15, 23, 42, 0.14)' }}
        >
          <CardContent sx={{ p: { xs: 3, sm: 4 } }}>
            <Typography variant="h1" component="h1" sx={{ mb: 0.5 }}>
              Sign in
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
              Enter your email and password to continue.
            </Typography>
            <SignInForm defaultEmail={defaultEmail} />
          </CardContent>
        </Card>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center', mt: 3 }}>
          Trouble signing in?{' '}
          <Link component={RouterLink} to={paths.help.getHref()} underline="hover">
            Get help
          </Link>
        </Typography>
      </Box>
    </Box>
  );
}
