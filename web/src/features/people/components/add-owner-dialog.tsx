// The Add owner dialog (spec 3 §5): an Existing User (searched like the Users list, so firm groups
// limit who can be found) or a New User with their advisor and what happens to earlier messages.
import { useCallback, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import { mixed, string, type InferType } from 'yup';
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
import type { FirmUserDto } from '@portico/common/firm/firm-catalog-dto';
import type { EarlierMessages } from '@portico/common/messaging/conversations';
import { groupAllowsOwner, newOwnerSchema } from '@portico/common/people/owners';
import type { UserRowDto } from '@portico/common/people/people-list';
import { phoneForSubmit } from '@portico/common/people/phone';
import { useCurrentFirm } from '@/lib/current-firm';
import { toast } from '@/lib/toast';
import { useAddOwner, useCreateOwner } from '../api/owners';
import { ConversationChoice } from './conversation-choice';
import type { ConversationChoice as ConversationChoiceValue } from '@portico/common/people/owners';
import { AdvisorSelect } from './advisor-select';
import { ClientPicker } from './client-picker';
import { PersonFields } from './person-fields';

interface Props {
  open: boolean;
  onClose: () => void;
  /** `owners` when known (the entity page), so current owners are not offered again. */
  entity: { id: string; name: string; firm_group_id: string | null; owners?: { id: string }[] };
  advisors: FirmUserDto[];
}

/** Says what each choice does (docs/decisions/messaging.md). */
const MESSAGE_CHOICES: [EarlierMessages, string][] = [
  ['none', 'Don’t share earlier messages'],
  ['copy', 'Copy earlier messages (they join the entity’s conversations)'],
  ['transfer', 'Transfer earlier messages (they replace the current client participants)'],
];
/** The New User tab: the new owner's person fields, advisor and earlier-messages choice. */
const newUserSchema = newOwnerSchema.pick(['firstName', 'lastName', 'email', 'advisor']).shape({
  // An incomplete phone is sent empty rather than refused (spec 3 §5).
  phoneNumber: string().default(''),
  messages: mixed<EarlierMessages>().oneOf(['none', 'copy', 'transfer']).default('none'),
});
type NewUserValues = InferType<typeof newUserSchema>;
const blank: NewUserValues = {
  firstName: '',
  lastName: '',
  email: '',
  phoneNumber: '',
  advisor: '-1',
  messages: 'none',
};

export function AddOwnerDialog({ open, onClose, entity, advisors }: Props) {
  const [tab, setTab] = useState<'existing' | 'new'>('existing');
  const [picked, setPicked] = useState<UserRowDto | null>(null);
  const [conversation, setConversation] = useState<ConversationChoiceValue>('move');
  const groupsEnabled = useCurrentFirm().data?.preferences?.has_firm_groups === true;
  const canBeAdded = (user: UserRowDto) =>
    !(entity.owners ?? []).some((owner) => owner.id === user.id) &&
    groupAllowsOwner(groupsEnabled, user.firm_group_id, entity.firm_group_id);
  const form = useForm<NewUserValues>({
    resolver: yupResolver(newUserSchema) as never,
    defaultValues: blank,
  });
  const [taken, setTaken] = useState(false);
  const onTaken = useCallback((t: boolean) => setTaken(t), []);
  const add = useAddOwner(entity.id);
  const create = useCreateOwner(entity.id);
  const done = () => {
    toast.success('Entity updated successfully');
    setPicked(null);
    form.reset(blank);
    onClose();
  };
  const createNewUser = form.handleSubmit((person) => {
    if (taken) return;
    create.mutate(
      {
        firstName: person.firstName,
        lastName: person.lastName,
        email: person.email,
        phoneNumber: phoneForSubmit(person.phoneNumber),
        advisor: person.advisor,
        copyPreviousMessages: person.messages === 'copy',
        transferPreviousMessages: person.messages === 'transfer',
      },
      { onSuccess: done, onError: (e) => toast.error(e) },
    );
  });
  const save = () => {
    if (tab === 'existing' && picked)
      add.mutate(
        { userId: picked.id, conversation },
        { onSuccess: done, onError: (e) => toast.error(e) },
      );
    if (tab === 'new') void createNewUser();
  };
  const ready = tab === 'existing' ? picked !== null : !taken;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-owner-title">
      <DialogTitle id="add-owner-title">Add owner to {entity.name}</DialogTitle>
      <DialogContent>
        <Tabs value={tab} onChange={(_e, v: 'existing' | 'new') => setTab(v)} sx={{ mb: 2 }}>
          <Tab value="existing" label="Existing User" />
          <Tab value="new" label="New User" />
        </Tabs>
        {tab === 'existing' ? (
          <>
            <ClientPicker value={picked} onChange={setPicked} eligible={canBeAdded} />
            {picked && (
              <ConversationChoice
                name={picked.full_name}
                change="add"
                value={conversation}
                onChange={setConversation}
              />
            )}
          </>
        ) : (
          <Grid container spacing={2}>
            <PersonFields
              form={form}
              names={{
                fname: 'firstName',
                lname: 'lastName',
                email: 'email',
                phone: 'phoneNumber',
              }}
              email={{ kind: 'checked', onTaken }}
              phoneLabel="Phone"
              required
            />
            <Grid size={12}>
              <Controller
                control={form.control}
                name="advisor"
                render={({ field }) => (
                  <AdvisorSelect
                    advisors={advisors}
                    first={{ value: '-1', label: 'The entity’s advisor' }}
                    fullWidth
                    label="Advisor"
                    value={field.value}
                    onChange={(e) => field.onChange(e.target.value)}
                  />
                )}
              />
            </Grid>
            <Grid size={12}>
              <Controller
                control={form.control}
                name="messages"
                render={({ field }) => (
                  <FormControl>
                    <FormLabel id="add-owner-messages">Earlier messages</FormLabel>
                    <RadioGroup
                      aria-labelledby="add-owner-messages"
                      value={field.value}
                      onChange={(e) => field.onChange(e.target.value as EarlierMessages)}
                    >
                      {MESSAGE_CHOICES.map(([value, label]) => (
                        <FormControlLabel
                          key={value}
                          value={value}
                          control={<Radio />}
                          label={label}
                        />
                      ))}
                    </RadioGroup>
                  </FormControl>
                )}
              />
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
