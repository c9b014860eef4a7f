// One folder's folders and files as a grid of cards (spec 3 "Documents browser": list or grid),
// the same items, order, badges and actions as the table.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import { EMPTY_FOLDER } from '@portico/common/documents/vault';
import { countNoun } from '@portico/common/format/count-noun';
import { FileIcon, isNewFile, type VaultItem } from './vault-table';
import { RecognitionChip } from './recognition-chip';
import { formatDay } from '@portico/common/format/instant';

export function VaultGrid(props: {
  items: VaultItem[];
  now: number;
  /** Staff also see which files need their look. */
  staff: boolean;
  onOpen: (item: VaultItem) => void;
  actions: (item: VaultItem) => ReactNode;
  emptyText?: string;
}) {
  if (props.items.length === 0)
    return (
      <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
        {props.emptyText ?? EMPTY_FOLDER}
      </Typography>
    );
  return (
    <Box
      component="ul"
      aria-label="Documents"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
      }}
    >
      {props.items.map((entry) => {
        const deleted = Boolean(entry.item.deleted_at);
        return (
          <Card component="li" key={entry.key} variant="outlined" sx={{ position: 'relative' }}>
            <CardActionArea
              disabled={deleted && entry.kind === 'file'}
              onClick={() => props.onOpen(entry)}
              sx={{ p: 2, pr: 5, height: '100%', alignItems: 'flex-start' }}
            >
              <Stack spacing={1}>
                {entry.kind === 'folder' ? (
                  <FolderOutlined color="action" sx={{ fontSize: 40 }} />
                ) : (
                  <FileIcon type={entry.item.content_type} size="large" />
                )}
                <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
                  {entry.name}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {entry.kind === 'folder'
                    ? countNoun(entry.item.items_count, 'item')
                    : `Updated ${formatDay(entry.item.updated_at)}`}
                </Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {isNewFile(entry, props.now) && <Chip size="small" color="primary" label="New" />}
                  {deleted && <Chip size="small" color="warning" label="Deleted" />}
                  {entry.kind === 'file' && (
                    <RecognitionChip recognition={entry.item.recognition} staff={props.staff} />
                  )}
                </Stack>
              </Stack>
            </CardActionArea>
            <Box sx={{ position: 'absolute', top: 4, right: 4 }}>{props.actions(entry)}</Box>
          </Card>
        );
      })}
    </Box>
  );
}
