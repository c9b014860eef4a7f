// The drops received through the firm's link, newest first, each downloaded as 'Drop Link.zip'.
import { useId } from 'react';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import type { DropDto } from '@portico/common/documents/drop-link';
import { DOWNLOAD_FAILED } from '@portico/common/documents/vault';
import { countNoun } from '@portico/common/format/count-noun';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadDrop } from '../../api/drop-link';
import { formatDateTime } from '@portico/common/format/instant';

const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

function DropRow({ drop }: { drop: DropDto }) {
  const download = useMutation({
    meta: { inlineErrors: true },
    mutationFn: () => downloadDrop(drop.id),
    // As the vault's downloads: the server's reason, unless it failed outright.
    onError: (error) =>
      toast.error(error instanceof ApiError && error.status !== 500 ? error : DOWNLOAD_FAILED),
  });
  return (
    <ListItem divider disableGutters sx={{ gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 240px', minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {drop.sender_name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {drop.sender_email}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p">
          <time dateTime={drop.created_at}>{formatDateTime(drop.created_at)}</time> ·{' '}
          {countNoun(drop.files.length, 'file')}
        </Typography>
        {drop.message && (
          <Typography variant="body2" title={drop.message} sx={{ mt: 0.5, ...twoLines }}>
            {drop.message}
          </Typography>
        )}
      </Box>
      <Button
        size="small"
        variant="outlined"
        startIcon={<DownloadOutlined />}
        aria-label={`Download the files from ${drop.sender_name}`}
        loading={download.isPending}
        onClick={() => download.mutate()}
      >
        Download
      </Button>
    </ListItem>
  );
}

export function ReceivedDrops({ drops }: { drops: DropDto[] }) {
  const headingId = useId();
  const newestFirst = [...drops].sort((a, b) => b.created_at.localeCompare(a.created_at));
  return (
    <Stack spacing={1} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        Received
      </Typography>
      {newestFirst.length === 0 ? (
        <Typography color="text.secondary">
          Nothing has been sent through the drop link yet.
        </Typography>
      ) : (
        <List disablePadding aria-labelledby={headingId}>
          {newestFirst.map((drop) => (
            <DropRow key={drop.id} drop={drop} />
          ))}
        </List>
      )}
    </Stack>
  );
}
