// Where a PDF export's notification leads: the file once it is ready (Download saves it through a
// fresh short-lived link), a progress note while it is made, and what to do when it failed.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { EXPORT_MESSAGES } from '@portico/common/messaging/conversation-export';
import { toast } from '@/lib/toast';
import { useConversationExport } from '../api/conversations';

export function ConversationExportCard({ exportId }: { exportId: string }) {
  const query = useConversationExport(exportId);
  const data = query.data;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (!data) return <Skeleton variant="rounded" height={120} />;

  async function save() {
    // The link in hand may have expired: ask for a fresh one.
    const fresh = await query.refetch();
    if (fresh.data?.url) window.location.assign(fresh.data.url);
    else toast.error(EXPORT_MESSAGES.failed);
  }

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <PictureAsPdfOutlined color="error" sx={{ fontSize: 40 }} aria-hidden />
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {data.file_name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data.status === 'ready'
              ? 'Ready to download.'
              : data.status === 'processing'
                ? EXPORT_MESSAGES.notReady
                : 'Not made.'}
          </Typography>
        </Stack>
        {data.status === 'ready' && (
          <Button variant="contained" startIcon={<Download />} onClick={() => void save()}>
            Download
          </Button>
        )}
      </Stack>
      {data.status === 'processing' && <LinearProgress sx={{ mt: 2 }} aria-label="Preparing" />}
      {data.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {EXPORT_MESSAGES.failed}
        </Alert>
      )}
    </Paper>
  );
}
