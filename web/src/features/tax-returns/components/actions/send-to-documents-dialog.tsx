// "Send Tax Return to Documents" (spec 3 §2, §9): the subject and message the owners are mailed,
// the document's name and the folder of their Documents it goes to — started from the firm's saved
// defaults, else the spec's — and whether to keep the subject and message for next time.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ValidationError } from 'yup';
import {
  MAX_MESSAGE,
  MAX_SUBJECT,
  sendToDocumentsDefaults,
  sendToDocumentsSchema,
  type SendToDocumentsInput,
} from '@portico/common/tax-returns/send-to-documents';
import type { TaxReturnSummaryDto } from '@portico/common/tax-returns/tax-return-model';
import { api } from '@/lib/api-client';
import { firmKeys, useCurrentFirm } from '@/lib/current-firm';
import { queryRoots } from '@/lib/query-keys';
import { toast } from '@/lib/toast';

const TITLE_ID = 'send-to-documents-title';

export function SendToDocumentsDialog(props: { tax: TaxReturnSummaryDto; onClose: () => void }) {
  const { tax } = props;
  const firm = useCurrentFirm();
  const client = useQueryClient();
  const defaults = sendToDocumentsDefaults(
    {
      tax_return_send_to_documents_path:
        firm.data?.preferences?.tax_return_send_to_documents_path ?? '',
      send_tax_return_to_documents_default_subject:
        firm.data?.preferences?.send_tax_return_to_documents_default_subject ?? '',
      send_tax_return_to_documents_default_message:
        firm.data?.preferences?.send_tax_return_to_documents_default_message ?? '',
    },
    tax.tax_year,
  );
  const [form, setForm] = useState({
    subject: defaults.subject,
    message: defaults.message,
    document_name: tax.tax_return_name,
    path: defaults.path,
    save_subject_for_future_use: false,
    save_message_for_future_use: false,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const send = useMutation({
    meta: { inlineErrors: true },
    mutationFn: (input: SendToDocumentsInput) =>
      api.post<{ message: string }>(
        `/tax_returns/${encodeURIComponent(tax.id)}/send_to_documents`,
        input,
      ),
    onSuccess: (answer, input) => {
      toast.success(answer.message);
      void client.invalidateQueries({ queryKey: queryRoots.taxReturns });
      if (input.save_subject_for_future_use || input.save_message_for_future_use)
        void client.invalidateQueries({ queryKey: firmKeys.all });
      props.onClose();
    },
  });
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });

  async function submit() {
    try {
      const input = await sendToDocumentsSchema.validate(form, { abortEarly: false });
      setErrors({});
      send.mutate(input);
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      setErrors(Object.fromEntries(error.inner.map((e) => [e.path ?? '', e.message]).reverse()));
    }
  }

  const field = (name: 'subject' | 'document_name' | 'path', label: string, max?: number) => (
    <TextField
      label={label}
      value={form[name]}
      onChange={(e) => set({ [name]: e.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      slotProps={{ htmlInput: max ? { maxLength: max } : undefined }}
      required
      fullWidth
    />
  );

  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" aria-labelledby={TITLE_ID}>
      <DialogTitle id={TITLE_ID}>Send Tax Return to Documents</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {send.isError && <Alert severity="error">{send.error.message}</Alert>}
          {field('subject', 'Subject', MAX_SUBJECT)}
          <TextField
            label="Message"
            value={form.message}
            onChange={(e) => set({ message: e.target.value })}
            error={Boolean(errors.message)}
            helperText={errors.message}
            slotProps={{ htmlInput: { maxLength: MAX_MESSAGE } }}
            multiline
            minRows={3}
            fullWidth
          />
          {field('document_name', 'Document name')}
          {field('path', 'Folder')}
          <Stack>
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.save_subject_for_future_use}
                  onChange={(e) => set({ save_subject_for_future_use: e.target.checked })}
                />
              }
              label="Save subject for future use"
            />
            <FormControlLabel
              control={
                <Checkbox
                  checked={form.save_message_for_future_use}
                  onChange={(e) => set({ save_message_for_future_use: e.target.checked })}
                />
              }
              label="Save message for future use"
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button variant="contained" disabled={send.isPending} onClick={() => void submit()}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}
