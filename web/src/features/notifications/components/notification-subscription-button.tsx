// A button opening the one dialog for choosing the notifications the signed-in user receives
// (their own, on one entity or on a selection): the types as checkboxes, Cancel and Save. The
// opener supplies the current types, what may not change and why; Save calls
// save_notification_subscription and says what changed and what was left as it was.
import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { toast } from '@/lib/toast';
import { useSaveSubscription } from '../api/notification-settings';
import { NotificationTypeCheckboxes } from './notification-type-checkboxes';

interface Props {
  label: string;
  /** The button itself is off (e.g. in preview, where the settings are not the viewer's). */
  disabled?: boolean;
  title: string;
  /** Whose notifications these are and for which entities. */
  description: ReactNode;
  entityIds: string[];
  /** The types on now (undefined while loading). */
  current: { data: number[] | undefined; isError: boolean; error: Error | null };
  /** The types that are on stay on (the caller is the assigned advisor); the text says why. */
  lockedReason?: string | undefined;
  /** Nothing can change; the text says why. */
  readOnlyReason?: string | undefined;
  /** Save is on even before anything changes (a bulk choice applies to entities that differ). */
  saveUnchanged?: boolean;
  onSaved?: () => void;
}

/** The info line after a bulk save that skipped entities of the caller's own clients. */
export function skippedNotice(count: number): string {
  return count === 1
    ? '1 entity of a client assigned to you was left unchanged: you cannot turn off its notifications.'
    : `${count} entities of clients assigned to you were left unchanged: you cannot turn off their notifications.`;
}

function Choice(props: Props & { initial: number[]; onClose: () => void }) {
  const [value, setValue] = useState(props.initial);
  const save = useSaveSubscription();
  const readOnly = Boolean(props.readOnlyReason);
  const changed = value.join() !== props.initial.join();
  const submit = () =>
    save.mutate(
      { entity_ids: props.entityIds, notification_type_ids: value },
      {
        onSuccess: (answer) => {
          const skipped = answer.skipped?.length ?? 0;
          if (answer.updated?.length !== 0) toast.success(answer.message);
          if (skipped) toast.info(skippedNotice(skipped));
          props.onClose();
          props.onSaved?.();
        },
        onError: (error) => toast.error(error),
      },
    );
  return (
    <>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{props.description}</DialogContentText>
          <NotificationTypeCheckboxes
            legend="Notify me about"
            value={value}
            onChange={setValue}
            lockedIds={props.lockedReason ? props.initial : []}
            disabled={readOnly}
            helperText={props.readOnlyReason ?? props.lockedReason}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={readOnly || save.isPending || (!changed && !props.saveUnchanged)}
          onClick={submit}
        >
          Save
        </Button>
      </DialogActions>
    </>
  );
}

export function NotificationSubscriptionButton(props: Props) {
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const close = () => setOpen(false);
  const { data, isError, error } = props.current;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<NotificationsNoneOutlined />}
        disabled={props.disabled}
        onClick={() => setOpen(true)}
      >
        {props.label}
      </Button>
      <Dialog open={open} onClose={close} fullWidth maxWidth="xs" aria-labelledby={titleId}>
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        {data ? (
          // A fresh draft whenever the saved types change (e.g. after a save elsewhere).
          <Choice key={data.join()} {...props} initial={data} onClose={close} />
        ) : (
          <>
            <DialogContent>
              {isError ? (
                <Alert severity="error">{error?.message}</Alert>
              ) : (
                <Skeleton variant="rounded" height={240} aria-label="Loading notifications" />
              )}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>Cancel</Button>
            </DialogActions>
          </>
        )}
      </Dialog>
    </>
  );
}
