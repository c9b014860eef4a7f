// The Mass Email dialog (spec 3 §2, §5): a subject, a message whose line breaks are kept, and the
// clients it goes to, found by name or email. "Send test to me" needs the subject and the message;
// Send also needs a recipient. What was typed stays until it is sent; failures say why above the
// buttons.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { MASS_EMAIL_MESSAGES } from '@portico/common/messaging/mass-email';
import type { UserRowDto } from '@portico/common/people/people-list';
import { toast } from '@/lib/toast';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useClientSearch, useQueueMassEmail, useTestMassEmail } from '../api/mass-email';

/** Spec 3 §10: people search waits 300 ms after typing. */
const CLIENT_SEARCH_DEBOUNCE_MS = 300;

const clientLabel = (u: UserRowDto) => (u.email ? `${u.full_name} (${u.email})` : u.full_name);

/** Mount it to open it. */
export function MassEmailDialog({ onClose }: { onClose: () => void }) {
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [recipients, setRecipients] = useState<UserRowDto[]>([]);
  const [term, setTerm] = useState('');
  const [tried, setTried] = useState<'test' | 'send' | null>(null);
  const search = useDebouncedValue(term.trim(), CLIENT_SEARCH_DEBOUNCE_MS);
  const found = useClientSearch(search);
  const test = useTestMassEmail();
  const send = useQueueMassEmail();
  const subjectError = tried && !subject.trim() ? MASS_EMAIL_MESSAGES.subjectRequired : null;
  const bodyError = tried && !body.trim() ? MASS_EMAIL_MESSAGES.bodyRequired : null;
  const recipientsError =
    tried === 'send' && recipients.length === 0 ? MASS_EMAIL_MESSAGES.noRecipients : null;
  const failure = (test.isError && test.error.message) || (send.isError && send.error.message);

  const sendTest = () => {
    setTried('test');
    if (!subject.trim() || !body.trim()) return;
    test.mutate({ subject, body }, { onSuccess: (r) => toast.success(r.message) });
  };
  const sendAll = () => {
    setTried('send');
    if (!subject.trim() || !body.trim() || recipients.length === 0) return;
    send.mutate(
      { subject, body, clientIds: recipients.map((r) => r.id) },
      {
        onSuccess: (r) => {
          toast.success(r.message);
          onClose();
        },
      },
    );
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="mass-email-title">
      <DialogTitle id="mass-email-title">Mass Email</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Autocomplete
            multiple
            options={found.data?.users ?? []}
            value={recipients}
            onChange={(_, value) => setRecipients(value)}
            inputValue={term}
            onInputChange={(_, value) => setTerm(value)}
            getOptionLabel={clientLabel}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            filterOptions={(options) => options}
            loading={found.isFetching}
            noOptionsText={
              search.length < 2 ? 'Type 2 or more letters of a name or email' : 'No clients found'
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label="Recipients"
                error={Boolean(recipientsError)}
                helperText={recipientsError ?? 'Clients, found by name or email'}
              />
            )}
          />
          <TextField
            label="Subject"
            value={subject}
            onChange={(e) => setSubject(e.target.value)}
            error={Boolean(subjectError)}
            helperText={subjectError ?? ' '}
          />
          <TextField
            label="Message"
            multiline
            minRows={6}
            maxRows={16}
            value={body}
            onChange={(e) => setBody(e.target.value)}
            error={Boolean(bodyError)}
            helperText={bodyError ?? 'Line breaks are kept in the email.'}
          />
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button disabled={test.isPending} onClick={sendTest}>
          Send test to me
        </Button>
        <Button variant="contained" disabled={send.isPending} onClick={sendAll}>
          Send
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** The list panel's Mass Email button and its dialog. */
export function MassEmailButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Mass Email
      </Button>
      {open && <MassEmailDialog onClose={() => setOpen(false)} />}
    </>
  );
}
