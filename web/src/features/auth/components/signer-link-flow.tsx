// A spouse's signer link (issue 45 "spouses are equal signers"): the link came to the household's
// address, so it asks for the code we text to the spouse's own phone, and the code signs them in
// as themselves; the sign-in route then takes them to the return. Whoever was signed in on this
// browser before (the other spouse, say) is replaced.
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { SIGNER_LINK_MESSAGES, type OpenSignerLinkDto } from '@portico/common/auth/signer-links';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { paths } from '@/config/paths';
import { openSignerLink } from '../api/open-signer-link';
import type { SignInOutcome } from '../api/finish-sign-in';
import { serverMessage } from '../utils/sign-in-errors';
import { AuthCard } from './auth-card';
import { CodeEntry } from './code-entry';

export function SignerLinkFlow({
  signerToken,
  onSignedIn,
}: {
  signerToken: string;
  /** The signer is in: the route drops the token and goes on to the return. */
  onSignedIn: () => void;
}) {
  const [signer, setSigner] = useState<OpenSignerLinkDto | null>(null);
  const opened = useRef<string | null>(null);
  const open = useMutation({
    meta: { inlineErrors: true },
    mutationFn: () => openSignerLink(signerToken),
    onSuccess: setSigner,
  });
  const { mutate } = open;

  useEffect(() => {
    // Once per link, even when React runs effects twice in development: each opening texts a code.
    if (opened.current === signerToken) return;
    opened.current = signerToken;
    mutate();
  }, [signerToken, mutate]);

  const signedIn = (outcome: SignInOutcome) => {
    if (outcome.kind === 'signed-in') onSignedIn();
  };

  if (signer) {
    return (
      <AuthCard
        title={`Sign as ${signer.fname}`}
        subtitle={`This link is for ${signer.full_name}. We texted a 6-digit code to your phone ending in ${signer.phone_ending}. It expires in 10 minutes.`}
      >
        <CodeEntry
          uid={signer.uid}
          label="Verification code"
          onSignedIn={signedIn}
          resend={() => openSignerLink(signerToken)}
          resendFallback={SIGN_IN_MESSAGES.codeSendProblem}
        />
      </AuthCard>
    );
  }
  if (open.isError) {
    return (
      <AuthCard title="We could not open this link">
        <Stack spacing={2.5}>
          <Alert severity="error" role="alert">
            {serverMessage(open.error, SIGNER_LINK_MESSAGES.expired)}
          </Alert>
          <Button component={RouterLink} to={paths.signIn.getHref()} variant="outlined">
            Go to sign in
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Opening your link">
      <Stack sx={{ alignItems: 'center' }}>
        <CircularProgress aria-label="Opening your link" />
      </Stack>
    </AuthCard>
  );
}
