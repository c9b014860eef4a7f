// The entity email update prompt (spec 3 §2, §7): after a user's email changes, the entities whose
// business email was the old address can take the new one.
import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import type { OwnedEntityDto } from '@portico/common/people/entity-dto';
import { ENTITY_INFO_UPDATED } from '@portico/common/people/owners';
import { toast } from '@/lib/toast';
import { useUpdateEntityEmails } from '../api/owners';

export interface EntityEmailChange {
  userId: string;
  from: string;
  to: string;
  entities: OwnedEntityDto[];
}

/** The entities a changed email concerns: those whose business email was the old address. */
export const entitiesUsingEmail = (entities: OwnedEntityDto[], email: string) =>
  entities.filter((e) => e.business_email.toLowerCase() === email.toLowerCase());

export function EntityEmailPrompt({
  change,
  onClose,
}: {
  change: EntityEmailChange;
  onClose: () => void;
}) {
  const [chosen, setChosen] = useState(() => change.entities.map((e) => e.id));
  const update = useUpdateEntityEmails();
  const submit = () =>
    update.mutate(
      { userId: change.userId, companyIds: chosen, email: change.to },
      {
        onSuccess: () => {
          toast.success(ENTITY_INFO_UPDATED);
          onClose();
        },
        onError: (error) => toast.error(error),
      },
    );
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="entity-email-title">
      <DialogTitle id="entity-email-title">Update entity email?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          These entities use {change.from} as their business email. Change it to {change.to}?
        </DialogContentText>
        <FormGroup>
          {change.entities.map((e) => (
            <FormControlLabel
              key={e.id}
              label={e.name}
              control={
                <Checkbox
                  checked={chosen.includes(e.id)}
                  onChange={(_ev, on) =>
                    setChosen(on ? [...chosen, e.id] : chosen.filter((id) => id !== e.id))
                  }
                />
              }
            />
          ))}
        </FormGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Keep {change.from}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={chosen.length === 0 || update.isPending}
        >
          Update entity email
        </Button>
      </DialogActions>
    </Dialog>
  );
}
