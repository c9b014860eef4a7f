// The drops received through the firm's link, newest first, each downloaded as 'Drop Link.zip' or
// saved to an entity's documents (the row then says which, linking to them).
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useMutation } from '@tanstack/react-query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import type { DropDto } from '@portico/common/documents/drop-link';
import { DOWNLOAD_FAILED } from '@portico/common/documents/vault';
import { countNoun } from '@portico/common/format/count-noun';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { downloadDrop, useSaveDropToEntity } from '../../api/drop-link';
import { EntityChooser, type ChosenEntity } from '@/components/entity-chooser';
import { paths } from '@/config/paths';
import { formatDateTime } from '@portico/common/format/instant';

const twoLines = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const;

/** Choosing the entity whose documents the drop's files go to, in the row. */
function SaveToEntity({ drop, onDone }: { drop: DropDto; onDone: () => void }) {
  const [entity, setEntity] = useState<ChosenEntity | null>(null);
  const save = useSaveDropToEntity(drop.id);
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack
      component="form"
      noValidate
      spacing={1}
      aria-label={`Save the files from ${drop.sender_name} to an entity`}
      sx={{ flexBasis: '100%' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (!entity) return setError('Please choose an entity');
        setError(null);
        save.mutate(
          { company_id: entity.id },
          {
            onSuccess: (result) => {
              // Some files could not be saved: said, not shown as a plain success.
              if (result.failed.length) toast.warning(result.message);
              else toast.success(result.message);
              onDone();
            },
            onError: (failure) => setError(failure.message),
          },
        );
      }}
    >
      <EntityChooser label="Entity" value={entity ?? undefined} onChoose={setEntity} fullWidth />
      {error && (
        <Typography variant="body2" color="error" role="alert">
          {error}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        <Button size="small" onClick={onDone}>
          Cancel
        </Button>
        <Button size="small" variant="contained" type="submit" loading={save.isPending}>
          Save
        </Button>
      </Stack>
    </Stack>
  );
}

function DropRow({ drop, onLeave }: { drop: DropDto; onLeave: () => void }) {
  const [saving, setSaving] = useState(false);
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
        {drop.saved_to && (
          <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
            Saved to{' '}
            <Link
              component={RouterLink}
              to={paths.staff.entityDocuments.getHref(drop.saved_to.hash_id)}
              onClick={onLeave}
            >
              {drop.saved_to.company_name}
            </Link>
          </Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1}>
        <Button
          size="small"
          variant="outlined"
          startIcon={<DriveFileMoveOutlined />}
          aria-label={`Save the files from ${drop.sender_name} to an entity`}
          aria-expanded={saving}
          onClick={() => setSaving((open) => !open)}
        >
          Save to entity
        </Button>
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
      </Stack>
      {saving && <SaveToEntity drop={drop} onDone={() => setSaving(false)} />}
    </ListItem>
  );
}

/** `onLeave`: the dialog closes when a link takes the reader to the entity. */
export function ReceivedDrops({ drops, onLeave }: { drops: DropDto[]; onLeave: () => void }) {
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
            <DropRow key={drop.id} drop={drop} onLeave={onLeave} />
          ))}
        </List>
      )}
    </Stack>
  );
}
