// The Add owner dialog (spec 3 §5): an Existing User (searched like the Users list, so firm groups
// limit who can be found) or a New User with their advisor and what happens to earlier messages.
import { useCallback, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import type { FirmUserDto } from '@portico/common/firm/firm-catalog-dto';
import type { EarlierMessages } from '@portico/common/messaging/conversations';
import type { UserRowDto } from '@portico/common/people/people-list';
import { phoneForSubmit } from '@portico/common/people/phone';
import { toast } from '@/lib/toast';
import { useAddOwner, useCreateOwner } from '../api/owners';
import { AdvisorSelect } from './advisor-select';
import { ClientPicker } from './client-picker';
import { CheckedEmailField } from './checked-email-field';
import { PhoneField } from './phone-field';

interface Props {
  open: boolean;
  onClose: () => void;
  entity: { id: string; name: string };
  advisors: FirmUserDto[];
}

/** Says what each choice does (docs/decisions.md "Previous messages for a new owner"). */
const MESSAGE_CHOICES: [EarlierMessages, string][] = [
  ['none', 'Don’t share earlier messages'],
  ['copy', 'Copy earlier messages (they join the entity’s conversations)'],
  ['transfer', 'Transfer earlier messages (they replace the current client participants)'],
];
const blank = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  advisor: '-1',
  messages: 'none' as EarlierMessages,
};

export function AddOwnerDialog({ open, onClose, entity, advisors }: Props) {
  const [tab, setTab] = useState<'existing' | 'new'>('existing');
  const [picked, setPicked] = useState<UserRowDto | null>(null);
  const [person, setPerson] = useState(blank);
  const [taken, setTaken] = useState(false);
  const onTaken = useCallback((t: boolean) => setTaken(t), []);
  const add = useAddOwner(entity.id);
  const create = useCreateOwner(entity.id);
  const done = () => {
    toast.success('Entity updated successfully');
    setPicked(null);
    setPerson(blank);
    onClose();
  };
  const save = () => {
    if (tab === 'existing' && picked)
      add.mutate(picked.id, { onSuccess: done, onError: (e) => toast.error(e) });
    if (tab === 'new') {
      create.mutate(
        {
          firstName: person.firstName,
          lastName: person.lastName,
          email: person.email,
          phoneNumber: phoneForSubmit(person.phone),
          advisor: person.advisor,
          copyPreviousMessages: person.messages === 'copy',
          transferPreviousMessages: person.messages === 'transfer',
        },
        { onSuccess: done, onError: (e) => toast.error(e) },
      );
    }
  };
  const ready =
    tab === 'existing'
      ? picked !== null
      : Boolean(person.firstName.trim() && person.lastName.trim() && person.email.trim() && !taken);
  const set = (patch: Partial<typeof blank>) => setPerson((p) => ({ ...p, ...patch }));

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-owner-title">
      <DialogTitle id="add-owner-title">Add owner to {entity.name}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_e, v: 'existing' | 'new') => setTab(v)} sx={{ mb: 2 }}>
          <Tab value="existing" label="Existing User" />
          <Tab value="new" label="New User" />
        </Tabs>
        {tab === 'existing' ? (
          <ClientPicker value={picked} onChange={setPicked} />
        ) : (
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                required
                label="First name"
                value={person.firstName}
                onChange={(e) => set({ firstName: e.target.value })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <TextField
                fullWidth
                required
                label="Last name"
                value={person.lastName}
                onChange={(e) => set({ lastName: e.target.value })}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <CheckedEmailField
                fullWidth
                required
                label="Email"
                value={person.email}
                onChange={(email) => set({ email })}
                onTaken={onTaken}
              />
            </Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <PhoneField
                fullWidth
                label="Phone"
                value={person.phone}
                onChange={(phone) => set({ phone })}
              />
            </Grid>
            <Grid size={12}>
              <AdvisorSelect
                advisors={advisors}
                first={{ value: '-1', label: 'The entity’s advisor' }}
                fullWidth
                label="Advisor"
                value={person.advisor}
                onChange={(e) => set({ advisor: e.target.value })}
              />
            </Grid>
            <Grid size={12}>
              <FormControl>
                <FormLabel id="add-owner-messages">Earlier messages</FormLabel>
                <RadioGroup
                  aria-labelledby="add-owner-messages"
                  value={person.messages}
                  onChange={(e) => set({ messages: e.target.value as EarlierMessages })}
                >
                  {MESSAGE_CHOICES.map(([value, label]) => (
                    <FormControlLabel key={value} value={value} control={<Radio />} label={label} />
                  ))}
                </RadioGroup>
              </FormControl>
            </Grid>
          </Grid>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={!ready || add.isPending || create.isPending}
        >
          Add owner
        </Button>
      </DialogActions>
    </Dialog>
  );
}
