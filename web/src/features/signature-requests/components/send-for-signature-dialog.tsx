// Send for signature, from the Entities list's selection (issue 46 "Bulk"): one PDF, its year, form
// and name, and — when the firm verifies signers — whether each verifies their identity first; it
// goes to every entity chosen, one request each, with each entity's owners asked to sign on its
// signature lines. Once accepted the dialog follows the send in the background: how many went, who
// was left out and why; it may be closed meanwhile (the send goes on).
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { countNoun } from '@portico/common/format/count-noun';
import type { RequestBatchDto } from '@portico/common/signature-requests/request-batches';
import { IDENTITY_CHOICE } from '@portico/common/signing/identity-verification';
import { CheckboxWithHelp } from '@/components/checkbox-with-help';
import { PdfUploadDialog } from '@/components/pdf-upload-dialog';
import { paths } from '@/config/paths';
import { useIdentityChecksOn } from '@/lib/use-identity-checks';
import { useRequestBatch, useSendRequestBatch } from '../api/request-batches';
import { useRequestUploadForm } from '../hooks/use-request-upload-form';
import { RequestNamingFields } from './request-naming-fields';

/** The send under way: a bar, what went, who was left out and why. */
function BatchProgress(props: { start: RequestBatchDto; onClose: () => void }) {
  const batch = useRequestBatch(props.start).data;
  const handled = batch.sent + batch.skipped.length;
  const done = batch.status === 'done';
  const entities = (n: number) => countNoun(n, 'entity', 'entities');
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby="batch-title">
      <DialogTitle id="batch-title">
        {done ? 'Sent for signature' : 'Sending for signature'}
        <Typography variant="body2" color="text.secondary">
          {batch.form_name}: {batch.document_name} ({batch.tax_year})
        </Typography>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          {batch.status === 'error' ? (
            <Alert severity="error">{batch.error}</Alert>
          ) : (
            <>
              <LinearProgress
                variant={batch.status === 'processing' ? 'indeterminate' : 'determinate'}
                value={batch.total === 0 ? 0 : (100 * handled) / batch.total}
                aria-label="Sending progress"
              />
              <Typography role="status">
                {batch.status === 'processing'
                  ? `Reading the document for ${entities(batch.total)}…`
                  : `Sent to ${batch.sent} of ${entities(batch.total)}`}
              </Typography>
            </>
          )}
          {!done && batch.status !== 'error' && (
            <Typography variant="body2" color="text.secondary">
              It goes on in the background if you close this: each request appears in{' '}
              <Link component={RouterLink} to={paths.staff.signatureRequests.getHref()}>
                Signatures
              </Link>{' '}
              as it goes out.
            </Typography>
          )}
          {batch.skipped.length > 0 && (
            <Alert severity="warning">
              <AlertTitle>Not sent to {entities(batch.skipped.length)}</AlertTitle>
              <List dense disablePadding>
                {batch.skipped.map((s) => (
                  <ListItem key={s.company_id} disableGutters>
                    <ListItemText primary={s.company_name || 'An entity'} secondary={s.reason} />
                  </ListItem>
                ))}
              </List>
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        {done && (
          <Button component={RouterLink} to={paths.staff.signatureRequests.getHref()}>
            Open Signatures
          </Button>
        )}
        <Button variant={done ? 'contained' : 'text'} onClick={props.onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** Mount it to open it, for the entities chosen (ids, in the list's order). */
export default function SendForSignatureDialog(props: {
  companyIds: string[];
  onClose: () => void;
}) {
  const send = useSendRequestBatch();
  const form = useRequestUploadForm(send.isPending);
  const identityOffered = useIdentityChecksOn();
  const [identity, setIdentity] = useState(true);
  const count = countNoun(props.companyIds.length, 'entity', 'entities');

  if (send.data) return <BatchProgress start={send.data} onClose={props.onClose} />;

  const submit = () => {
    const upload = form.complete ? form.upload() : null;
    if (!upload) return;
    send.mutate(
      {
        companyIds: props.companyIds,
        ...upload,
        identityVerification: identityOffered && identity,
      },
      { onError: (error) => form.showProblem(error.message) },
    );
  };

  return (
    <PdfUploadDialog
      title="Send for Signature"
      intro={`One request for each of the ${count} chosen: their owners are each asked to sign on the document’s signature lines. Each entity keeps the PDF in its documents, in the signature requests folder of its year, which only staff see.`}
      {...form.dialog}
      ready={form.complete}
      submitLabel={`Send to ${count}`}
      onSubmit={submit}
      onClose={props.onClose}
    >
      <RequestNamingFields value={form.naming} onChange={form.rename} />
      {identityOffered && (
        <CheckboxWithHelp
          label={IDENTITY_CHOICE.label}
          help={IDENTITY_CHOICE.help}
          checked={identity}
          onChange={setIdentity}
        />
      )}
    </PdfUploadDialog>
  );
}
