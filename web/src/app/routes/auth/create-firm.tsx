// /create-firm: a firm signs itself up (issue 50) — its name and first partner, then the code
// mailed to the partner; signed-in visitors are sent on to their portal.
import { useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { paths } from '@/config/paths';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useAuthState } from '@/lib/auth-state';
import { AuthCard } from '@/features/auth/components/auth-card';
import { CreateFirmForm, type CreateFirmStep } from '@/features/auth/components/create-firm-form';

export default function CreateFirmRoute() {
  const auth = useAuthState();
  const [step, setStep] = useState<CreateFirmStep>({ kind: 'details' });
  // A signed-in visitor (the partner a moment after the code) goes on from the form itself.
  if (auth.status === 'loading') return <FullPageSpinner />;
  if (auth.status === 'signed-in' && step.kind === 'details')
    return <Navigate to={paths.home.getHref()} replace />;
  return (
    <AuthCard
      title={step.kind === 'details' ? 'Create your firm' : 'Check your email'}
      subtitle={
        step.kind === 'details' ? (
          <>
            Your clients’ portal for questionnaires, documents, returns and signatures.{' '}
            <Link component={RouterLink} to={paths.signIn.getHref()} underline="always">
              Already use Portico? Sign in
            </Link>
          </>
        ) : undefined
      }
    >
      <CreateFirmForm step={step} onStep={setStep} />
      {step.kind === 'code' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          The code works for 30 minutes. Wrong address?{' '}
          <Link
            component="button"
            underline="always"
            sx={{ verticalAlign: 'baseline' }}
            onClick={() => setStep({ kind: 'details' })}
          >
            Start again
          </Link>
        </Typography>
      )}
    </AuthCard>
  );
}
