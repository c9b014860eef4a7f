// The Entities page's "New entity": first "Select User for new Entity" (an existing client), then
// "Create a new entity" for them (spec 3 §2).
import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import AddBusinessOutlined from '@mui/icons-material/AddBusinessOutlined';
import type { UserRowDto } from '@portico/common/people/people-list';
import { ClientPicker } from './client-picker';
import { CreateEntityDialog } from './create-entity-dialog';

export function NewEntityButton() {
  const [step, setStep] = useState<'closed' | 'select' | 'create'>('closed');
  const [user, setUser] = useState<UserRowDto | null>(null);
  const close = () => {
    setStep('closed');
    setUser(null);
  };
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddBusinessOutlined />}
        onClick={() => setStep('select')}
      >
        New entity
      </Button>
      <Dialog
        open={step === 'select'}
        onClose={close}
        fullWidth
        maxWidth="sm"
        aria-labelledby="select-user-title"
      >
        <DialogTitle id="select-user-title">Select User for new Entity</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            Choose the client who will own the new entity. To add a new client, use Create User and
            Entity on the Users page.
          </DialogContentText>
          <ClientPicker value={user} onChange={setUser} />
        </DialogContent>
        <DialogActions>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" disabled={!user} onClick={() => setStep('create')}>
            Next
          </Button>
        </DialogActions>
      </Dialog>
      {step === 'create' && user && <CreateEntityDialog user={user} onClose={close} />}
    </>
  );
}
