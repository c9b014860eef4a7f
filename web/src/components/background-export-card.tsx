// Where a background export's notification leads: the file once it is ready (Download saves it
// through a fresh short-lived link), its progress while it is made, and why it failed. The areas'
// export pages (conversations, questionnaires) give it their export's query and words.
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import { EXPORT_EXPIRED } from '@portico/common/documents/vault-folders';
import { toast } from '@/lib/toast';

export interface BackgroundExport {
  status: 'processing' | 'ready' | 'failed' | 'expired';
  file_name: string;
  url: string | null;
  /** Parts made so far, of `total`, when the export counts them. */
  done?: number;
  total?: number;
  /** Why it failed, when the export says. */
  error?: string | null;
}

interface Props {
  query: UseQueryResult<BackgroundExport>;
  icon: ReactNode;
  /** The line under the name while it is made ("3 of 50 questionnaires written"). */
  progressText: (data: BackgroundExport) => string;
  /** What to do when it failed, after the reason. */
  failedText: string;
}

export function BackgroundExportCard({ query, icon, progressText, failedText }: Props) {
  const data = query.data;
  if (query.isError) return <Alert severity="error">{query.error.message}</Alert>;
  if (!data) return <Skeleton variant="rounded" height={120} />;

  async function save() {
    // The link in hand may have expired: ask for a fresh one.
    const fresh = await query.refetch();
    if (fresh.data?.url) window.location.assign(fresh.data.url);
    else toast.error(failedText);
  }

  const counted = data.total !== undefined && data.total > 0 && data.done !== undefined;
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {icon}
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {data.file_name}
          </Typography>
          <Typography variant="body2" color="text.secondary" role="status">
            {data.status === 'ready'
              ? 'Ready to download.'
              : data.status === 'processing'
                ? progressText(data)
                : data.status === 'expired'
                  ? 'No longer kept.'
                  : 'Not made.'}
          </Typography>
        </Stack>
        {data.status === 'ready' && (
          <Button variant="contained" startIcon={<Download />} onClick={() => void save()}>
            Download
          </Button>
        )}
      </Stack>
      {data.status === 'processing' && (
        <LinearProgress
          sx={{ mt: 2 }}
          aria-label="Preparing"
          {...(counted ? { variant: 'determinate', value: (100 * data.done!) / data.total! } : {})}
        />
      )}
      {data.status === 'expired' && (
        <Alert severity="info" sx={{ mt: 2 }}>
          {EXPORT_EXPIRED}
        </Alert>
      )}
      {data.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {[data.error, failedText].filter(Boolean).join(' ')}
        </Alert>
      )}
    </Paper>
  );
}
