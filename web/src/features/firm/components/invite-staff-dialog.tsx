// Invite staff (Firm Settings → Team): one person through a form, or a list pasted from a
// spreadsheet, read as it is typed so the lines that cannot be invited are named before sending.
// Whoever could not be invited (an address that has an account) stays listed in the dialog.
import { useMemo, useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FIRM_ACCESS_LEVELS, type FirmAccess } from '@portico/common/people/access';
import type { FirmGroupDto } from '@portico/common/firm/firm-catalog-dto';
import {
  ACCESS_LEVEL_LABELS,
  canInviteStaff,
  MAX_INVITATIONS,
  parsePastedStaff,
  staffInvitationSchema,
  STAFF_INVITATION_DAYS,
  STAFF_INVITATION_MESSAGES,
  type InviteStaffResultDto,
  type StaffInvitationInput,
} from '@portico/common/people/staff-invitations';
import { bindField } from '@/lib/bind-field';
import { toast } from '@/lib/toast';
import { useInviteStaff } from '../api/staff';

interface Props {
  onClose: () => void;
  callerAccess: FirmAccess | null;
  groups: FirmGroupDto[];
}

const blank = (level: FirmAccess): StaffInvitationInput => ({
  fname: '',
  lname: '',
  email: '',
  firm_access: level,
  firm_group_id: '',
});

const PASTE_HELP = `One person a line: name, email, access level, group — as columns pasted from a spreadsheet, or typed with commas. The access level is Full user when left out; the group is optional.`;

/** A select bound to the form, its error (or hint) under it. */
function SelectField(props: {
  control: Control<StaffInvitationInput>;
  name: 'firm_access' | 'firm_group_id';
  label: string;
  options: { value: string; label: string }[];
  required?: boolean;
  hint?: string;
}) {
  return (
    <Controller
      control={props.control}
      name={props.name}
      render={({ field, fieldState }) => (
        <TextField
          select
          label={props.label}
          fullWidth
          required={props.required}
          {...field}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? props.hint}
        >
          {props.options.map((o) => (
            <MenuItem key={o.value} value={o.value}>
              {o.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

/** Mount it to open it. */
export function InviteStaffDialog({ onClose, callerAccess, groups }: Props) {
  const [mode, setMode] = useState<'one' | 'list'>('one');
  const [pasted, setPasted] = useState('');
  const [leftOut, setLeftOut] = useState<InviteStaffResultDto['not_invited']>([]);
  const [error, setError] = useState<string | null>(null);
  const invite = useInviteStaff();
  const levels = FIRM_ACCESS_LEVELS.filter((level) => canInviteStaff(callerAccess, level));
  const form = useForm<StaffInvitationInput>({
    resolver: yupResolver(staffInvitationSchema) as never,
    defaultValues: blank(levels.includes('full') ? 'full' : levels[0]!),
  });
  const { control, register, handleSubmit, formState } = form;
  const field = bindField(register, formState.errors);
  const level = useWatch({ control, name: 'firm_access' });
  const parsed = useMemo(() => parsePastedStaff(pasted, groups), [pasted, groups]);
  const tooHigh = parsed.rows.filter((row) => !canInviteStaff(callerAccess, row.firm_access));

  const send = (invitations: StaffInvitationInput[]) => {
    setError(null);
    setLeftOut([]);
    invite.mutate(
      { invitations },
      {
        onSuccess: (result) => {
          if (result.invited.length > 0) toast.success(result.message);
          if (result.not_invited.length === 0) return onClose();
          // Keep the lines that were not invited, so they can be fixed and sent again.
          const left = new Set(result.not_invited.map((n) => n.email));
          setPasted(
            pasted
              .split(/\r?\n/)
              .filter((line) => [...left].some((email) => line.toLowerCase().includes(email)))
              .join('\n'),
          );
          setLeftOut(result.not_invited);
        },
        onError: (e) => setError(e.message),
      },
    );
  };

  const ready = parsed.rows.length - tooHigh.length;
  const submitList = () => {
    if (ready > 0 && ready <= MAX_INVITATIONS && parsed.problems.length === 0 && !tooHigh.length)
      send(parsed.rows);
  };

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="invite-staff-title">
      <DialogTitle id="invite-staff-title">Invite staff</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 1 }}>
          Each person gets an email with a link that works for {STAFF_INVITATION_DAYS} days. They
          set their password and two-factor sign-in when they first open it.
        </DialogContentText>
        <Tabs
          value={mode}
          onChange={(_e, next) => setMode(next)}
          aria-label="How to invite"
          sx={{ mb: 2 }}
        >
          <Tab value="one" label="One person" />
          <Tab value="list" label="Paste a list" />
        </Tabs>
        {error && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {error}
          </Alert>
        )}
        {leftOut.length > 0 && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            <AlertTitle>Not invited</AlertTitle>
            {leftOut.map((n) => (
              <div key={n.email}>
                {n.email}: {n.reason}
              </div>
            ))}
          </Alert>
        )}
        {mode === 'one' ? (
          <form id="invite-one" noValidate onSubmit={handleSubmit((input) => send([input]))}>
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="First name" fullWidth required autoFocus {...field('fname')} />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <TextField label="Last name" fullWidth required {...field('lname')} />
              </Grid>
              <Grid size={12}>
                <TextField
                  label="Email"
                  type="email"
                  autoComplete="off"
                  fullWidth
                  required
                  {...field('email')}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 6 }}>
                <SelectField
                  control={control}
                  name="firm_access"
                  label="Access level"
                  options={levels.map((l) => ({ value: l, label: ACCESS_LEVEL_LABELS[l] }))}
                />
              </Grid>
              {groups.length > 0 && (
                <Grid size={{ xs: 12, sm: 6 }}>
                  <SelectField
                    control={control}
                    name="firm_group_id"
                    label="Firm group"
                    required={level === 'group'}
                    hint={level === 'group' ? 'They will see only this group’s clients' : ' '}
                    options={[
                      { value: '', label: 'No group' },
                      ...groups.map((g) => ({ value: g.id, label: g.name })),
                    ]}
                  />
                </Grid>
              )}
            </Grid>
          </form>
        ) : (
          <Stack spacing={2}>
            <TextField
              label="People to invite"
              multiline
              minRows={5}
              maxRows={14}
              fullWidth
              autoFocus
              value={pasted}
              onChange={(e) => {
                setPasted(e.target.value);
                setLeftOut([]);
              }}
              placeholder={'Jordan Lee, jordan.lee@yourfirm.com, Full user, North Office'}
              helperText={PASTE_HELP}
            />
            {parsed.problems.length + tooHigh.length > 0 && (
              <Alert severity="error" aria-live="polite">
                <AlertTitle>Fix these lines to invite the list</AlertTitle>
                {parsed.problems.map((p) => (
                  <div key={p.line}>
                    Line {p.line}: {p.reason}
                  </div>
                ))}
                {tooHigh.map((row) => (
                  <div key={row.email}>
                    {row.email}: {STAFF_INVITATION_MESSAGES.tooHigh}
                  </div>
                ))}
              </Alert>
            )}
            {ready > MAX_INVITATIONS && (
              <Alert severity="error">{STAFF_INVITATION_MESSAGES.tooMany}</Alert>
            )}
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {ready === 1 ? '1 person ready to invite' : `${ready} people ready to invite`}
            </Typography>
          </Stack>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {mode === 'one' ? (
          <Button type="submit" form="invite-one" variant="contained" disabled={invite.isPending}>
            Send invitation
          </Button>
        ) : (
          <Button
            variant="contained"
            disabled={
              invite.isPending ||
              ready === 0 ||
              ready > MAX_INVITATIONS ||
              parsed.problems.length + tooHigh.length > 0
            }
            onClick={submitList}
          >
            {ready === 1 ? 'Invite 1 person' : `Invite ${ready} people`}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
