// Export Conversation (spec 3 §2, §10): a format and a timeframe — all time, last week, last month,
// last quarter, last year. A CSV downloads at once ('Conversation exported successfully'); a PDF is
// made in the background and a notification says when it is ready (the toast says so too). A
// failure is said above the buttons.
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
  EXPORT_TIMEFRAMES,
  timeframeDates,
  type ExportFormat,
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
  const [format, setFormat] = useState<ExportFormat>('csv');
  const exporter = useExportConversation(conversationId);
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="export-title">
      <DialogTitle id="export-title">Export Conversation</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          The messages, oldest first, with who wrote each and when.
        </DialogContentText>
        <TextField
          select
          fullWidth
          label="Format"
          value={format}
          onChange={(e) => setFormat(e.target.value as ExportFormat)}
          helperText={
            format === 'pdf'
              ? 'Made in the background: a notification tells you when it is ready.'
              : 'Downloads now.'
          }
          sx={{ mb: 2 }}
        >
          <MenuItem value="csv">Spreadsheet (CSV)</MenuItem>
          <MenuItem value="pdf">Document (PDF)</MenuItem>
        </TextField>
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
              { format, ...timeframeDates(timeframe, new Date()) },
              {
                onSuccess: (message) => {
                  toast.success(message);
                  onClose();
                },
              },
            )
          }
        >
          Export
        </Button>
      </DialogActions>
    </Dialog>
  );
}
