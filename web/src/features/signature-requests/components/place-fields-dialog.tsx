// Placing a request's fields (issue 46 "Placing fields"): the document in the viewer with each
// signer's fields over its pages — proposed from its signature lines until the advisor saves
// their own — and the tools to add, move and remove them, save, and send it to its signers after
// the confirmation (saving first what is not; when the firm verifies signers, it asks whether each
// must verify their identity first). Closing with fields not saved asks first.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import type { FieldPlacementDto } from '@portico/common/signature-requests/signature-fields';
import { IDENTITY_CHOICE } from '@portico/common/signing/identity-verification';
import type { SignatureRequestDto } from '@portico/common/signature-requests/signature-request-model';
import { CheckboxWithHelp } from '@/components/checkbox-with-help';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { useIdentityChecksOn } from '@/lib/use-identity-checks';
import FilePreviewDialog from '@/components/file-preview/file-preview-dialog';
import { toast } from '@/lib/toast';
import {
  useSaveSignatureFields,
  useSendSignatureRequest,
  useSignatureFields,
} from '../api/signature-requests';
import { useFieldEditor } from '../hooks/use-field-editor';
import { FieldLayer } from './field-layer';
import { FieldToolbar } from './field-toolbar';

export const FIELDS_SAVED = 'Fields saved';

function Editor(props: {
  request: SignatureRequestDto;
  start: FieldPlacementDto;
  onClose: () => void;
}) {
  const editor = useFieldEditor(props.start);
  const save = useSaveSignatureFields(props.request.id);
  const send = useSendSignatureRequest();
  const [confirming, setConfirming] = useState(false);
  const identityOffered = useIdentityChecksOn();
  const [identity, setIdentity] = useState(true);
  const [page, setPage] = useState(props.start.pages.at(-1)?.page ?? 1);
  const [problem, setProblem] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  const submit = () => {
    setProblem(null);
    save.mutate(editor.fields, {
      onSuccess: (saved) => {
        editor.markSaved(saved.fields);
        toast.success(FIELDS_SAVED);
      },
      onError: (error) => setProblem(error.message),
    });
  };

  /** Saved first when anything is not, then sent; the editor closes once it has gone. */
  const sendNow = async () => {
    setProblem(null);
    try {
      if (editor.unsaved) editor.markSaved((await save.mutateAsync(editor.fields)).fields);
      const { message } = await send.mutateAsync({
        id: props.request.id,
        identity_verification: identityOffered && identity,
      });
      toast.success(message);
      props.onClose();
    } catch (error) {
      setConfirming(false);
      setProblem((error as Error).message);
    }
  };
  const names = editor.signers.map((s) => s.name).join(' and ');

  return (
    <>
      <FilePreviewDialog
        file={{
          id: props.request.source.document_id,
          name: `Place fields: ${props.request.document_name}`,
        }}
        canDownload={false}
        onClose={() => (editor.unsaved ? setLeaving(true) : props.onClose())}
        extras={{
          tools: () => (
            <FieldToolbar
              editor={editor}
              page={page}
              onPage={setPage}
              // The new field takes the focus when it shows (field-layer.tsx): arrow keys move it.
              onAdd={(kind) => editor.add(kind, page)}
              saving={save.isPending || send.isPending}
              problem={problem}
              onSave={submit}
              onSend={() => setConfirming(true)}
            />
          ),
          pageOverlay: ({ rotation }) =>
            rotation === 0
              ? (onPage, size) => <FieldLayer page={onPage} size={size} editor={editor} />
              : undefined,
        }}
      />
      {confirming && (
        <ConfirmDialog
          title="Send to signers?"
          confirmLabel="Send"
          pending={save.isPending || send.isPending}
          onConfirm={() => void sendNow()}
          onClose={() => setConfirming(false)}
          options={
            identityOffered && (
              <CheckboxWithHelp
                label={IDENTITY_CHOICE.label}
                help={IDENTITY_CHOICE.help}
                checked={identity}
                onChange={setIdentity}
              />
            )
          }
        >
          {`${names} will each be mailed a link to sign ${props.request.document_name}. Its fields cannot be changed once it is sent.`}
        </ConfirmDialog>
      )}
      {leaving && (
        <ConfirmDialog
          title="Leave without saving?"
          confirmLabel="Leave"
          destructive
          onConfirm={props.onClose}
          onClose={() => setLeaving(false)}
        >
          The fields you placed are not saved yet.
        </ConfirmDialog>
      )}
    </>
  );
}

/** Mount it to open it. */
export default function PlaceFieldsDialog(props: {
  request: SignatureRequestDto;
  onClose: () => void;
}) {
  const placement = useSignatureFields(props.request.id);
  if (placement.data)
    return <Editor request={props.request} start={placement.data} onClose={props.onClose} />;
  return (
    <Dialog open onClose={props.onClose} aria-label="Place fields">
      <DialogContent>
        {placement.isError ? (
          <Alert severity="error">{placement.error.message}</Alert>
        ) : (
          <CircularProgress aria-label="Loading the fields" />
        )}
      </DialogContent>
    </Dialog>
  );
}
