// The signer's identity check before they sign (issues 45, 46), when their firm asks it: what it takes
// and who checks it, then "Verify my identity" to Stripe's verification page and back. While Stripe
// reviews it the card says so (the page asks again every few seconds); a failed attempt shows
// Stripe's reason and how many attempts are left; when none are, who to turn to. Verified, it
// steps aside for the signatures, which show "Identity verified".
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import {
  identityMessages,
  type IdentitySubject,
  type MyIdentityDto,
} from '@portico/common/signing/identity-verification';
import { useStartIdentityCheckAt } from '@/lib/use-identity-checks';

const attemptsLeft = (n: number) =>
  n === 1 ? 'You have 1 attempt left.' : `You have ${n} attempts left.`;

export function MyIdentityCheck(props: {
  subject: IdentitySubject;
  /** Where the check is started (the document's `identity_verification`). */
  startPath: string;
  identity: MyIdentityDto;
  firmName: string;
  /** Back from the verification page, waiting for Stripe's answer. */
  checking: boolean;
}) {
  const { identity } = props;
  const start = useStartIdentityCheckAt(props.startPath);
  const SAY = identityMessages(props.subject);
  if (identity.status === 'verified') return null;

  const go = () => start.mutate(undefined, { onSuccess: ({ url }) => window.location.assign(url) });
  const button = (label: string) => (
    <Button
      variant="contained"
      fullWidth
      startIcon={<VerifiedUser />}
      loading={start.isPending}
      onClick={go}
    >
      {label}
    </Button>
  );
  const reviewing =
    identity.status === 'processing' ||
    (props.checking && identity.status === 'requires_input' && !identity.error_description);

  let body;
  if (reviewing) {
    body = (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={20} aria-hidden />
        <Typography variant="body2">{SAY.processing}</Typography>
      </Stack>
    );
  } else if (identity.status === 'failed' || identity.status === 'canceled') {
    const failed = identity.status === 'failed';
    body = (
      <Stack spacing={1.5}>
        <Alert severity={identity.attempts_left > 0 ? 'warning' : 'error'}>
          <AlertTitle>
            {failed ? 'Your identity could not be verified' : 'You cancelled the verification'}
          </AlertTitle>
          {failed && identity.error_description && (
            <Typography variant="body2">{identity.error_description}</Typography>
          )}
          <Typography variant="body2">
            {identity.attempts_left > 0 ? attemptsLeft(identity.attempts_left) : SAY.noAttemptsLeft}
          </Typography>
        </Alert>
        {identity.attempts_left > 0 && button('Try again')}
      </Stack>
    );
  } else {
    const started = identity.attempts_used > 0;
    body = (
      <Stack spacing={1.5}>
        <Typography variant="body2">
          {started
            ? 'You started verifying your identity. Continue where you left off.'
            : `Before you sign, ${props.firmName} asks you to verify your identity: a photo of your driver’s license, passport or ID card, and a selfie. It takes about two minutes; Stripe checks it and your firm sees only the result.`}
        </Typography>
        {button(started ? 'Continue verification' : 'Verify my identity')}
      </Stack>
    );
  }

  return (
    <Paper variant="outlined" component="section" aria-labelledby="identity-check" sx={{ p: 2 }}>
      <Typography variant="subtitle1" component="h2" id="identity-check" sx={{ mb: 1 }}>
        Verify your identity
      </Typography>
      {body}
      {start.error && (
        <Alert severity="error" sx={{ mt: 1.5 }}>
          {start.error.message}
        </Alert>
      )}
    </Paper>
  );
}

/** Beside the signer's progress once their check passed. */
export const IdentityVerifiedChip = () => (
  <Chip
    size="small"
    color="success"
    variant="outlined"
    icon={<VerifiedUser />}
    label="Identity verified"
    sx={{ mt: 0.5 }}
  />
);
