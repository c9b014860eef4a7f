// The questionnaire's custom status in the advisor's dialog (spec 2 §4): one of the firm's
// statuses, in the firm's own words, or No Status. Choosing a status offers to tell the client
// (Notify Status Change); clearing it does not.
import { lazy, Suspense, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useCatalog } from '@/lib/firm-catalog';
import { toast } from '@/lib/toast';
import { useSetCustomStatus } from '../api/custom-status';

const NotifyStatusDialog = lazy(() =>
  import('./notify-status-dialog').then((m) => ({ default: m.NotifyStatusDialog })),
);

const NO_STATUS = '';

export function CustomStatusSelect(props: {
  questionnaire: { id: string; name: string; custom_status_id: string | null };
  disabled?: boolean;
}) {
  const { questionnaire } = props;
  const statuses = useCatalog('custom_statuses');
  const set = useSetCustomStatus(questionnaire.id);
  const [notifying, setNotifying] = useState<string | null>(null);
  const current = questionnaire.custom_status_id ?? NO_STATUS;
  const known = statuses.data?.some((s) => s.id === current);
  const choose = (value: string) => {
    const id = value === NO_STATUS ? null : value;
    set.mutate(id, {
      onSuccess: (result) => {
        toast.success(result.message);
        const chosen = statuses.data?.find((s) => s.id === id);
        if (chosen) setNotifying(chosen.firm_user_display_status);
      },
      onError: (error) => toast.error(error),
    });
  };
  return (
    <>
      <TextField
        select
        size="small"
        label="Custom status"
        value={statuses.data ? (known ? current : NO_STATUS) : NO_STATUS}
        onChange={(event) => choose(event.target.value)}
        disabled={props.disabled || set.isPending || !statuses.data}
        sx={{ minWidth: 200 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value={NO_STATUS}>
          <em>No Status</em>
        </MenuItem>
        {(statuses.data ?? []).map((s) => (
          <MenuItem key={s.id} value={s.id}>
            {s.firm_user_display_status}
          </MenuItem>
        ))}
      </TextField>
      {notifying && (
        <Suspense fallback={null}>
          <NotifyStatusDialog
            questionnaire={questionnaire}
            statusName={notifying}
            onClose={() => setNotifying(null)}
          />
        </Suspense>
      )}
    </>
  );
}
