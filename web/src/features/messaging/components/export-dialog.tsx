// Export Conversation (spec 3 §2, §10): a timeframe — all time, last week, last month, last
// quarter, last year — and the CSV format; the file downloads at once ('Conversation exported
// successfully'); a failure is said above the buttons.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import {
  EXPORT_MESSAGES,
  EXPORT_TIMEFRAMES,
  timeframeDates,
  type ExportTimeframe,
} from '@portico/common/messaging/conversation-export';
import { toast } from '@/lib/toast';
import { useExportConversation } from '../api/conversations';

/** Mount it to open it. */
export function ExportDialog({
  conversationId,
  onClose,
}: {
  conversationId: string;
  onClose: () => void;
}) {
  const [timeframe, setTimeframe] = useState<ExportTimeframe>('all_time');
  const exporter = useExportConversation(conversationId);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="export-title">
      <DialogTitle id="export-title">Export Conversation</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          A spreadsheet (CSV) of the messages, oldest first, with who wrote each and when.
        </DialogContentText>
        <TextField
          select
          fullWidth
          label="Timeframe"
          value={timeframe}
          onChange={(e) => setTimeframe(e.target.value as ExportTimeframe)}
        >
          {EXPORT_TIMEFRAMES.map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.label}
            </MenuItem>
          ))}
        </TextField>
        {exporter.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {exporter.error.message}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={exporter.isPending}
          onClick={() =>
            exporter.mutate(
              { format: 'csv', ...timeframeDates(timeframe, new Date()) },
              {
                onSuccess: () => {
                  toast.success(EXPORT_MESSAGES.exported);
                  onClose();
                },
              },
            )
          }
        >
          Export CSV
        </Button>
      </DialogActions>
    </Dialog>
  );
}
