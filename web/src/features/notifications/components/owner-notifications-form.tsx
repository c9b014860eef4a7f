// The entity dialog's notification settings: each owner's notification types; Save stays disabled
// (with the spec's warning) until someone receives and someone signs questionnaires.
import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { NOTIFICATION_TYPES } from '@portico/common/notifications/notification-types';
import {
  NOTIFICATION_WARNING,
  subscriptionsValid,
  type OwnerSubscription,
} from '@portico/common/people/notification-settings';
import { toast } from '@/lib/toast';
import { useOwnerNotifications, useSaveOwnerNotifications } from '../api/notification-settings';

export function OwnerNotificationsForm({ companyId }: { companyId: string }) {
  const owners = useOwnerNotifications(companyId);
  const save = useSaveOwnerNotifications(companyId);
  const [draft, setDraft] = useState<OwnerSubscription[] | null>(null);
  useEffect(() => {
    if (owners.data && !draft)
      setDraft(
        owners.data.map(({ user_id, notification_type_ids }) => ({
          user_id,
          notification_type_ids,
        })),
      );
  }, [owners.data, draft]);

  if (owners.isError) return <Alert severity="error">{owners.error.message}</Alert>;
  if (!owners.data || !draft) return <Skeleton variant="rounded" height={120} />;
  if (owners.data.length === 0)
    return <Alert severity="info">This entity has no owners to notify.</Alert>;
  const valid = subscriptionsValid(draft);
  const toggle = (userId: string, typeId: number, on: boolean) =>
    setDraft(
      draft.map((s) =>
        s.user_id !== userId
          ? s
          : {
              ...s,
              notification_type_ids: on
                ? [...s.notification_type_ids, typeId]
                : s.notification_type_ids.filter((t) => t !== typeId),
            },
      ),
    );
  return (
    <Stack spacing={2}>
      <Table size="small" aria-label="Owner notifications">
        <TableHead>
          <TableRow>
            <TableCell>Owner</TableCell>
            {NOTIFICATION_TYPES.map((t) => (
              <TableCell key={t.id} align="center">
                {t.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {owners.data.map((owner) => {
            const ids = draft.find((s) => s.user_id === owner.user_id)?.notification_type_ids ?? [];
            return (
              <TableRow key={owner.user_id}>
                <TableCell>{owner.full_name}</TableCell>
                {NOTIFICATION_TYPES.map((t) => (
                  <TableCell key={t.id} align="center" padding="checkbox">
                    <Checkbox
                      checked={ids.includes(t.id)}
                      onChange={(e) => toggle(owner.user_id, t.id, e.target.checked)}
                      slotProps={{ input: { 'aria-label': `${owner.full_name}: ${t.label}` } }}
                    />
                  </TableCell>
                ))}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
      {!valid && <Alert severity="warning">{NOTIFICATION_WARNING}</Alert>}
      <div>
        <Button
          variant="contained"
          disabled={!valid || save.isPending}
          onClick={() =>
            save.mutate(draft, {
              onSuccess: () => toast.success('Notifications successfully updated'),
            })
          }
        >
          Save notifications
        </Button>
      </div>
    </Stack>
  );
}
