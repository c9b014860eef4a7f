// The queue status banner (spec 2 §2 dialogs, "Polling and queues"): while a send to many entities
// goes out in the background, how many are left, with its progress, and a way to stop updating.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { countNoun } from '@portico/common/format/count-noun';
import type { SendBacklog } from '../api/send-backlog';

export function SendBacklogBanner({ backlog }: { backlog: SendBacklog }) {
  if (backlog.waiting === 0) return null;
  const sent = backlog.total - backlog.waiting;
  return (
    <Alert
      severity="info"
      // The message (with its progress bar) takes the width the action leaves.
      sx={{ '& .MuiAlert-message': { flexGrow: 1 } }}
      action={
        !backlog.stopped && (
          <Button color="inherit" size="small" onClick={backlog.stop} sx={{ whiteSpace: 'nowrap' }}>
            Stop updating
          </Button>
        )
      }
    >
      <Stack spacing={1}>
        <span>
          Sending questionnaires: {sent} of {countNoun(backlog.total, 'entity', 'entities')} done.
          {backlog.stopped ? ' Reload the page to see how far it has got.' : ''}
        </span>
        <LinearProgress
          variant="determinate"
          value={backlog.total ? (100 * sent) / backlog.total : 0}
          aria-label="Questionnaires sent"
        />
      </Stack>
    </Alert>
  );
}
