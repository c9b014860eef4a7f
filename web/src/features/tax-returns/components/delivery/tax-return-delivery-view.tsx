// Staff's delivery view of a return (/tax-return-delivery-admin-view/{id}?companyId=, and the
// Deliver table's full-size dialog; spec 3 §2): the return's pages beside its classification.
// While it is ready to classify the advisor chooses the signers, the forms, the vouchers and the
// invoice (starting from what the return's text suggested), saves, and sends it to the client
// after a confirmation; once sent the view shows what it asks and how far the client is. Closing
// with changes not saved asks first. A sent return shows its signing trail too.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  CLASSIFICATION_MESSAGES as SAY,
  type ClassificationDto,
} from '@portico/common/tax-returns/classification';
import { askedOf, isDelivered } from '@portico/common/tax-returns/sending';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useIdentityChecksOn } from '@/lib/use-identity-checks';
import {
  useClassification,
  useReturnFile,
  useSaveClassification,
  useSendReturn,
} from '../../api/classification';
import {
  DocumentScreen,
  DocumentWithPanel,
  documentSpinner,
} from '@/components/document-screen/document-screen';
import { TaxReturnStatusChip } from '../tax-return-status-chip';
import {
  checked,
  draftFrom,
  inputOf,
  sendProblem,
  type ClassificationDraft,
  type DraftErrors,
} from './classification-draft';
import { ClassificationPanel } from './classification-panel';
import { ReturnAsks } from './return-asks';
import { SigningTrailSection } from './signing-trail-section';

const PANEL_WIDTH = 480;

function Classifier(props: { dto: ClassificationDto; onClose: () => void }) {
  const { dto } = props;
  const tax = dto.tax_return;
  const file = useReturnFile(tax.id);
  const save = useSaveClassification(tax.id);
  const send = useSendReturn(tax.id);
  const identityOffered = useIdentityChecksOn();
  const [initial] = useState(() => draftFrom(dto, identityOffered));
  const [draft, setDraft] = useState<ClassificationDraft>(initial);
  const [savedAs, setSavedAs] = useState(() => JSON.stringify(inputOf(initial)));
  const [errors, setErrors] = useState<DraftErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [confirming, setConfirming] = useState<'send' | 'discard' | null>(null);
  const editable = tax.status === 'action_required';
  const dirty = editable && JSON.stringify(inputOf(draft)) !== savedAs;
  const busy = save.isPending || send.isPending;

  /** Checks and saves; true when saved. */
  async function saveDraft(): Promise<boolean> {
    setProblem(null);
    const result = await checked(draft);
    if ('errors' in result) {
      setErrors(result.errors);
      setProblem(result.errors[''] ?? 'Please correct the highlighted fields.');
      return false;
    }
    setErrors({});
    try {
      await save.mutateAsync(result.input);
      setSavedAs(JSON.stringify(inputOf(draft)));
      return true;
    } catch (error) {
      setProblem((error as Error).message);
      return false;
    }
  }

  async function askToSend() {
    const missing = sendProblem(draft);
    if (missing) {
      setProblem(missing);
      return;
    }
    if (await saveDraft()) setConfirming('send');
  }

  const close = () => (dirty ? setConfirming('discard') : props.onClose());
  const signers = dto.owners.filter((o) => draft.signerIds.includes(o.id));
  const panel = editable ? (
    <>
      {problem && (
        <Alert severity="error" sx={{ mx: 2, mt: 2 }} role="alert">
          {problem}
        </Alert>
      )}
      <ClassificationPanel
        owners={dto.owners}
        draft={draft}
        errors={errors}
        page={page}
        identityOffered={identityOffered}
        onChange={setDraft}
      />
    </>
  ) : (
    <Stack spacing={3} sx={{ p: 2 }}>
      <ReturnAsks
        taxReturnId={tax.id}
        forms={dto.e_sign_forms}
        vouchers={dto.payment_vouchers}
        invoice={dto.invoice}
      />
      {isDelivered(tax.status) && <SigningTrailSection taxReturnId={tax.id} />}
    </Stack>
  );

  return (
    <DocumentScreen
      title={`${tax.tax_return_name} (${tax.tax_year})`}
      subtitle={tax.company_name}
      onClose={close}
      actions={
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TaxReturnStatusChip tax={tax} />
          {editable && (
            <>
              <Button
                variant="outlined"
                disabled={busy}
                onClick={() => void saveDraft().then((ok) => ok && toast.success(SAY.saved))}
              >
                Save
              </Button>
              <Button variant="contained" disabled={busy} onClick={() => void askToSend()}>
                Send to Client
              </Button>
            </>
          )}
        </Stack>
      }
    >
      <DocumentWithPanel
        documentTab="Return"
        file={file}
        onPageChange={setPage}
        label={editable ? 'Classification' : 'What it asks'}
        width={PANEL_WIDTH}
      >
        {panel}
      </DocumentWithPanel>
      {confirming === 'send' && (
        <ConfirmDialog
          title="Send this tax return?"
          confirmLabel="Send"
          pending={send.isPending}
          onClose={() => setConfirming(null)}
          onConfirm={() =>
            send.mutate(undefined, {
              onSuccess: () => {
                toast.success(SAY.sent);
                props.onClose();
              },
              onError: (error) => {
                setConfirming(null);
                setProblem(error.message);
              },
            })
          }
        >
          {whoIsEmailed(
            signers.map((s) => [s.fname, s.lname].filter(Boolean).join(' ')),
            draft.inOrder,
          )}
          . It has {askedOf(dto.e_sign_forms, dto.payment_vouchers, dto.invoice)}. You cannot change
          its classification after sending.
        </ConfirmDialog>
      )}
      {confirming === 'discard' && (
        <ConfirmDialog
          title="Discard your changes?"
          confirmLabel="Discard"
          cancelLabel="Keep editing"
          destructive
          onClose={() => setConfirming(null)}
          onConfirm={props.onClose}
        >
          The classification has changes that are not saved.
        </ConfirmDialog>
      )}
    </DocumentScreen>
  );
}

/** Who the confirmation says is emailed the link: all at once, or one after another. */
function whoIsEmailed(names: string[], inOrder: boolean): string {
  if (!inOrder || names.length < 2)
    return `${names.join(' and ')} will be emailed a link to the return`;
  return `${names[0]} will be emailed a link to the return now, and ${names.slice(1).join(', then ')} once the signer before them has signed`;
}

export function TaxReturnDeliveryView(props: { taxReturnId: string; onClose: () => void }) {
  const classification = useClassification(props.taxReturnId);
  if (classification.data) return <Classifier dto={classification.data} onClose={props.onClose} />;
  return (
    <DocumentScreen title="Tax return" subtitle="" onClose={props.onClose}>
      <Box sx={{ flex: 1 }}>
        {classification.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            {classification.error.message}
          </Alert>
        ) : (
          documentSpinner
        )}
      </Box>
    </DocumentScreen>
  );
}
