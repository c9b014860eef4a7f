// The signer's part of a delivered return (issue 45): how many of their signatures are given
// ("1 of 2 signed"), each form with its state, and "Start" (then "Next") leading to the next box to
// sign — showing its page in the viewer, asking the ESIGN consent the first time, then the sign
// dialog. A form that needs a handwritten signature says so instead.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { formatPages } from '@portico/common/tax-returns/classification';
import {
  SIGNING_MESSAGES as SAY,
  stillToSign,
  type MySignatureDto,
  type MySignatureState,
  type ReturnSigningDto,
} from '@portico/common/tax-returns/return-signing';
import { EsignConsentDialog } from '@/components/signing/esign-consent-dialog';
import { IdentityVerifiedChip } from '@/components/signing/my-identity-check';
import { SignDialog } from '@/components/signing/sign-dialog';
import { SigningProgress } from '@/components/signing/signing-progress';
import { useEsignConsent, useSignForm } from '../../api/signing';

const STATE_CHIPS: Record<MySignatureState, { label: string; color: 'success' | 'default' }> = {
  waiting: { label: 'To sign', color: 'default' },
  signed: { label: 'Signed', color: 'success' },
  marked_signed: { label: 'Signed on paper', color: 'success' },
  wet_signature: { label: 'Sign on paper', color: 'default' },
};

export function MySignatures(props: {
  taxReturnId: string;
  signing: ReturnSigningDto;
  /** Shows a signature's page in the viewer. */
  onShow: (signature: MySignatureDto) => void;
  /** Signing waits for this (their identity check, another signer's turn): no Start, no Sign. */
  waitsFor?: string;
}) {
  const { signing } = props;
  const consent = useEsignConsent(props.taxReturnId);
  const sign = useSignForm(props.taxReturnId);
  const [step, setStep] = useState<'consent' | 'sign' | null>(null);
  const [current, setCurrent] = useState<MySignatureDto | null>(null);
  const [announced, setAnnounced] = useState('');

  const mine = signing.signatures;
  if (mine.length === 0) return null;
  const open = stillToSign(mine);
  const given = mine.filter((s) => s.state === 'signed' || s.state === 'marked_signed').length;
  const eSignable = mine.filter((s) => s.state !== 'wet_signature');

  function begin(signature: MySignatureDto) {
    setCurrent(signature);
    props.onShow(signature);
    sign.reset();
    setStep(signing.consent.given ? 'sign' : 'consent');
  }

  return (
    <section aria-labelledby="my-signatures">
      <SigningProgress
        headingId="my-signatures"
        title="Your signatures"
        done={given}
        total={mine.length}
        unit="signed"
        announced={announced}
        next={
          open.length > 0
            ? { label: `sign ${open[0]!.form_name}`, onStart: () => begin(open[0]!) }
            : null
        }
        waitsFor={props.waitsFor}
        finished={eSignable.length > 0 ? SAY.allSigned : null}
      >
        {signing.identity?.status === 'verified' && <IdentityVerifiedChip />}
      </SigningProgress>
      <List dense disablePadding>
        {mine.map((s) => (
          <ListItem
            key={s.form_id}
            disableGutters
            secondaryAction={
              s.state === 'waiting' ? (
                <Button size="small" disabled={Boolean(props.waitsFor)} onClick={() => begin(s)}>
                  Sign
                </Button>
              ) : (
                <Chip size="small" {...STATE_CHIPS[s.state]} />
              )
            }
          >
            <ListItemText
              primary={s.form_name}
              secondary={
                s.state === 'wet_signature' ? SAY.wetSignature : `Page ${formatPages(s.pages)}`
              }
              sx={{ pr: 10 }}
            />
          </ListItem>
        ))}
      </List>
      {step === 'consent' && (
        <EsignConsentDialog
          firmName={signing.firm_name}
          pending={consent.isPending}
          error={consent.error?.message ?? null}
          onClose={() => setStep(null)}
          onAgree={() =>
            consent.mutate(undefined, {
              // The sign dialog opening is the answer: a toast there would cover its Sign button
              // on a phone.
              onSuccess: () => setStep('sign'),
            })
          }
        />
      )}
      {step === 'sign' && current && (
        <SignDialog
          formName={current.form_name}
          signerName={signing.signer_name}
          step={
            open.length > 1 ? `${open.indexOf(current) + 1} of ${open.length} to sign` : undefined
          }
          pending={sign.isPending}
          error={sign.error?.message ?? null}
          onClose={() => setStep(null)}
          onSign={(capture) =>
            sign.mutate(
              { formId: current.form_id, capture },
              {
                // Shown in place (the form's chip, the count) and announced; a toast would cover
                // the next button (the invoice's Pay) on a phone.
                onSuccess: () => {
                  setAnnounced(`${SAY.signed}: ${current.form_name}`);
                  setStep(null);
                },
              },
            )
          }
        />
      )}
    </section>
  );
}
