// The signer's part of a signature request (issue 46 "The client's review"): how many of their
// fields are filled in ("1 of 3 done"), each field with its state, and "Start" (then "Next")
// leading to the next one — showing its page in the viewer, asking the ESIGN consent the first
// time, then the sign dialog (a signature or initials, typed or drawn) or the text to type. Dates
// fill themselves with the first signature. "Decline to sign" asks why and closes the request.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import {
  ASKED_KINDS,
  DECLINE_REASON_MAX,
  FIELD_TEXT_MAX,
  REQUEST_SIGNING_MESSAGES as SAY,
  stillToFill,
  type MyFieldDto,
  type RequestSigningDto,
} from '@portico/common/signature-requests/request-signing';
import { FIELD_KIND_LABELS } from '@portico/common/signature-requests/signature-fields';
import type { SignatureCaptureInput } from '@portico/common/signing/signature-capture';
import { EsignConsentDialog } from '@/components/signing/esign-consent-dialog';
import { IdentityVerifiedChip } from '@/components/signing/my-identity-check';
import { SignDialog } from '@/components/signing/sign-dialog';
import { TextAnswerDialog } from '@/components/text-answer-dialog';
import { SigningProgress } from '@/components/signing/signing-progress';
import { toast } from '@/lib/toast';
import {
  useDeclineRequest,
  useFillField,
  useRequestConsent,
  useSignedCopyLink,
} from '../../api/request-signing';

/** Where a field is, as the list and the buttons name it. */
export const fieldPlace = (f: MyFieldDto) => `${FIELD_KIND_LABELS[f.kind]} on page ${f.page}`;

/** The signer's own day, for their date fields. */
const today = () => new Date().toLocaleDateString('en-CA');

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .join('');

function FieldState(props: { field: MyFieldDto; onFill: () => void; disabled: boolean }) {
  const { field } = props;
  if (field.value)
    return (
      <Chip
        size="small"
        color="success"
        label={field.kind === 'text' || field.kind === 'date' ? 'Filled in' : 'Signed'}
      />
    );
  if (field.kind === 'date') return <Chip size="small" label="Dated when you sign" />;
  return (
    <Button size="small" disabled={props.disabled} onClick={props.onFill}>
      {field.kind === 'text' ? 'Fill in' : field.kind === 'initials' ? 'Initial' : 'Sign'}
    </Button>
  );
}

/** Once everyone has signed: the sealed copies to keep (sealed in a moment). */
function SignedCopies(props: { requestId: string; sealed: boolean }) {
  const download = useSignedCopyLink(props.requestId);
  if (!props.sealed)
    return (
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
        Everyone has signed. Your signed copy is being prepared.
      </Typography>
    );
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        disabled={download.isPending}
        onClick={() => download.mutate('whole')}
      >
        Signed document
      </Button>
      <Button
        variant="outlined"
        startIcon={<FileDownloadOutlined />}
        disabled={download.isPending}
        onClick={() => download.mutate('signed-pages')}
      >
        Signed pages only
      </Button>
    </Stack>
  );
}

export function MyFields(props: {
  requestId: string;
  signing: RequestSigningDto;
  /** Shows a field's page in the viewer. */
  onShow: (field: MyFieldDto) => void;
  /** Filling in waits for this (their identity check): no Start, no Sign. */
  waitsFor?: string;
}) {
  const { signing } = props;
  const consent = useRequestConsent(props.requestId);
  const fill = useFillField(props.requestId);
  const decline = useDeclineRequest(props.requestId);
  const [step, setStep] = useState<'consent' | 'fill' | 'decline' | null>(null);
  const [current, setCurrent] = useState<MyFieldDto | null>(null);
  const [announced, setAnnounced] = useState('');

  const mine = signing.fields;
  const asked = mine.filter((f) => ASKED_KINDS.includes(f.kind));
  const open = stillToFill(mine);
  const done = asked.length - open.length;
  const closed = signing.declined !== null || signing.request.status !== 'sent';

  function begin(field: MyFieldDto) {
    setCurrent(field);
    props.onShow(field);
    fill.reset();
    setStep(signing.consent.given ? 'fill' : 'consent');
  }

  function send(
    field: MyFieldDto,
    input: Omit<SignatureCaptureInput, 'method'> & {
      method: SignatureCaptureInput['method'] | 'text';
    },
  ) {
    fill.mutate(
      { fieldId: field.id, input: { ...input, local_date: today() } },
      {
        // Shown in place (the field's chip, the count, the page) and announced; a toast would
        // cover the next button on a phone.
        onSuccess: () => {
          setAnnounced(
            `${field.kind === 'text' ? SAY.filledToast : SAY.signed}: ${fieldPlace(field)}`,
          );
          setStep(null);
        },
      },
    );
  }

  if (signing.declined)
    return (
      <Alert severity="warning">
        {signing.declined.by} declined to sign: “{signing.declined.reason}”. Your firm can send a
        corrected document.
      </Alert>
    );
  if (mine.length === 0) return <Alert severity="info">{SAY.notASigner}</Alert>;

  return (
    <section aria-labelledby="my-fields">
      <SigningProgress
        headingId="my-fields"
        title="Your fields"
        done={done}
        total={asked.length}
        unit="done"
        announced={announced}
        next={
          open.length > 0 && !closed
            ? { label: fieldPlace(open[0]!), onStart: () => begin(open[0]!) }
            : null
        }
        waitsFor={props.waitsFor}
        finished={open.length === 0 ? SAY.allSigned : null}
      >
        {signing.identity?.status === 'verified' && <IdentityVerifiedChip />}
      </SigningProgress>
      <List dense disablePadding>
        {mine.map((field) => (
          <ListItem
            key={field.id}
            disableGutters
            secondaryAction={
              <FieldState
                field={field}
                disabled={closed || Boolean(props.waitsFor)}
                onFill={() => begin(field)}
              />
            }
          >
            <ListItemText
              primary={fieldPlace(field)}
              secondary={
                field.value && field.value.method !== 'drawn' ? field.value.text : undefined
              }
              slotProps={{ secondary: { sx: { overflowWrap: 'anywhere' } } }}
              sx={{ pr: 12 }}
            />
          </ListItem>
        ))}
      </List>
      {signing.others.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            Also signing
          </Typography>
          {signing.others.map((other) => (
            <Typography key={other.name} variant="body2" color="text.secondary">
              {other.name}: {other.done ? 'signed' : 'not signed yet'}
            </Typography>
          ))}
        </Box>
      )}
      {(signing.request.status === 'signed' || signing.request.sealed) && (
        <SignedCopies requestId={props.requestId} sealed={signing.request.sealed} />
      )}
      {open.length > 0 && !closed && (
        <Button color="error" sx={{ mt: 2 }} onClick={() => setStep('decline')}>
          Decline to sign
        </Button>
      )}
      {step === 'consent' && (
        <EsignConsentDialog
          firmName={signing.firm_name}
          pending={consent.isPending}
          error={consent.error?.message ?? null}
          onClose={() => setStep(null)}
          onAgree={() => consent.mutate(undefined, { onSuccess: () => setStep('fill') })}
        />
      )}
      {step === 'fill' && current?.kind === 'text' && (
        <TextAnswerDialog
          title={`Fill in ${fieldPlace(current)}`}
          description={`Type the text ${signing.request.form_name} asks for here.`}
          label="Text"
          confirmLabel="Fill in"
          maxLength={FIELD_TEXT_MAX}
          pending={fill.isPending}
          error={fill.error?.message ?? null}
          onSend={(text) => send(current, { method: 'text', text, image: '', client_time: '' })}
          onClose={() => setStep(null)}
        />
      )}
      {step === 'fill' && current && current.kind !== 'text' && (
        <SignDialog
          formName={signing.request.form_name}
          signerName={
            current.kind === 'initials' ? initialsOf(signing.signer_name) : signing.signer_name
          }
          typedLabel={current.kind === 'initials' ? 'Your initials' : undefined}
          step={`${fieldPlace(current)}${open.length > 1 ? ` · ${open.findIndex((f) => f.id === current.id) + 1} of ${open.length} to fill in` : ''}`}
          pending={fill.isPending}
          error={fill.error?.message ?? null}
          onClose={() => setStep(null)}
          onSign={(capture) => send(current, capture)}
        />
      )}
      {step === 'decline' && (
        <TextAnswerDialog
          title="Decline to sign?"
          description={`Tell ${signing.firm_name} why you will not sign ${signing.request.document_name}. Nobody can sign it after you decline.`}
          label="Reason"
          confirmLabel="Decline"
          destructive
          multiline
          maxLength={DECLINE_REASON_MAX}
          pending={decline.isPending}
          error={decline.error?.message ?? null}
          onSend={(reason) =>
            decline.mutate(
              { reason },
              {
                onSuccess: ({ message }) => {
                  toast.info(message);
                  setStep(null);
                },
              },
            )
          }
          onClose={() => setStep(null)}
        />
      )}
    </section>
  );
}
