// One folder's folders and files as a table (spec 3 "Documents browser"): name, description (firm
// staff), updated and created, sortable by name and both dates (folders first); 'New' on files
// uploaded lately, 'Deleted' on deleted items; the name opens a folder or a file.
import type { ReactNode } from 'react';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import {
  EMPTY_FOLDER,
  NEW_DOCUMENT_DAYS,
  type VaultFileDto,
  type VaultFolderDto,
} from '@portico/common/documents/vault';
import { countNoun } from '@portico/common/format/count-noun';
import { RecognitionChip } from './recognition-chip';
import { formatDay } from '@portico/common/format/instant';
import { HiddenHeaderCell } from '@/components/hidden-header-cell';

export type SortKey = 'name' | 'updated_at' | 'created_at';
export interface Sort {
  by: SortKey;
  direction: 'asc' | 'desc';
}

export type VaultItem =
  | { kind: 'folder'; key: string; name: string; item: VaultFolderDto }
  | { kind: 'file'; key: string; name: string; item: VaultFileDto };

const NEW_MS = NEW_DOCUMENT_DAYS * 24 * 60 * 60 * 1000;

function compare(a: VaultItem, b: VaultItem, sort: Sort): number {
  const order =
    sort.by === 'name'
      ? a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' })
      : a.item[sort.by].localeCompare(b.item[sort.by]);
  return sort.direction === 'asc' ? order : -order;
}

export function sortItems(items: VaultItem[], sort: Sort): VaultItem[] {
  const folders = items.filter((i) => i.kind === 'folder').sort((a, b) => compare(a, b, sort));
  const files = items.filter((i) => i.kind === 'file').sort((a, b) => compare(a, b, sort));
  return [...folders, ...files];
}

export function FileIcon({ type, size }: { type: string; size?: 'large' }) {
  const sx = size === 'large' ? { fontSize: 40 } : undefined;
  const fontSize = size ? undefined : 'small';
  if (type === 'application/pdf')
    return <PictureAsPdfOutlined fontSize={fontSize} sx={sx} color="error" />;
  if (type.startsWith('image/'))
    return <ImageOutlined fontSize={fontSize} sx={sx} color="primary" />;
  return <DescriptionOutlined fontSize={fontSize} sx={sx} color="action" />;
}

/** A live file uploaded within NEW_DOCUMENT_DAYS shows 'New'. */
export const isNewFile = (entry: VaultItem, now: number) =>
  entry.kind === 'file' &&
  !entry.item.deleted_at &&
  now - new Date(entry.item.created_at).getTime() < NEW_MS;

/** A file's tags by name, in name order; tags the firm has since deleted are left out. */
function TagChips(props: {
  ids: string[];
  names: ReadonlyMap<string, string>;
  /** Under the file's name, on screens without the Tags column. */
  underName?: boolean;
}) {
  const names = props.ids
    .flatMap((id) => props.names.get(id) ?? [])
    .sort((a, b) => a.localeCompare(b));
  if (names.length === 0) return null;
  return (
    <Stack
      direction="row"
      aria-label="Tags"
      sx={{
        flexWrap: 'wrap',
        gap: 0.5,
        ...(props.underName && { display: { xl: 'none' }, mt: 0.5 }),
      }}
    >
      {names.map((name) => (
        <Chip
          key={name}
          size="small"
          variant="outlined"
          icon={<LocalOfferOutlined />}
          label={name}
        />
      ))}
    </Stack>
  );
}

const COLUMNS: { key: SortKey; label: string }[] = [
  { key: 'updated_at', label: 'Updated' },
  { key: 'created_at', label: 'Created' },
];

export function VaultTable(props: {
  items: VaultItem[];
  sort: Sort;
  onSort: (sort: Sort) => void;
  showDescription: boolean;
  /** The firm's document tag names by id: a Tags column (staff, when the firm uses them). */
  tagNames?: ReadonlyMap<string, string>;
  now: number;
  onOpen: (item: VaultItem) => void;
  actions: (item: VaultItem) => ReactNode;
  emptyText?: string;
  /** The chosen rows' keys, when rows can be chosen. */
  selection?: { keys: ReadonlySet<string>; onChange: (keys: Set<string>) => void };
}) {
  const { selection } = props;
  const allChosen = props.items.length > 0 && props.items.every((i) => selection?.keys.has(i.key));
  const someChosen = props.items.some((i) => selection?.keys.has(i.key));
  const toggle = (key: string) => {
    if (!selection) return;
    const next = new Set(selection.keys);
    if (next.has(key)) next.delete(key);
    else next.add(key);
    selection.onChange(next);
  };
  const { sort } = props;
  const sortBy = (by: SortKey) =>
    props.onSort({
      by,
      direction: sort.by === by && sort.direction === 'asc' ? 'desc' : 'asc',
    });
  const header = (key: SortKey, label: string) => (
    <TableSortLabel
      active={sort.by === key}
      direction={sort.by === key ? sort.direction : 'asc'}
      onClick={() => sortBy(key)}
    >
      {label}
    </TableSortLabel>
  );
  const wide = { display: { xs: 'none', md: 'table-cell' } };
  // Staff and clients see the same dates from a laptop's width on (issue 42): below an
  // extra-wide screen a file's description and tags go under its name, not in columns of their own.
  const widest = { display: { xs: 'none', xl: 'table-cell' } };
  return (
    <Table size="small" aria-label="Documents">
      <TableHead>
        <TableRow>
          {selection && (
            <TableCell padding="checkbox">
              <Checkbox
                checked={allChosen}
                indeterminate={someChosen && !allChosen}
                disabled={props.items.length === 0}
                onChange={() =>
                  selection.onChange(allChosen ? new Set() : new Set(props.items.map((i) => i.key)))
                }
                slotProps={{ input: { 'aria-label': 'Select all' } }}
              />
            </TableCell>
          )}
          <TableCell sortDirection={sort.by === 'name' ? sort.direction : false}>
            {header('name', 'Name')}
          </TableCell>
          {props.showDescription && <TableCell sx={widest}>Description</TableCell>}
          {props.tagNames && <TableCell sx={widest}>Tags</TableCell>}
          {COLUMNS.map((column) => (
            <TableCell
              key={column.key}
              sortDirection={sort.by === column.key ? sort.direction : false}
              sx={column.key === 'created_at' ? wide : { whiteSpace: 'nowrap' }}
            >
              {header(column.key, column.label)}
            </TableCell>
          ))}
          <HiddenHeaderCell align="right" sx={{ width: 56 }} />
        </TableRow>
      </TableHead>
      <TableBody>
        {props.items.length === 0 && (
          <TableRow>
            <TableCell
              colSpan={props.tagNames ? 7 : 6}
              sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}
            >
              {props.emptyText ?? EMPTY_FOLDER}
            </TableCell>
          </TableRow>
        )}
        {props.items.map((entry) => {
          const deleted = Boolean(entry.item.deleted_at);
          const isNew = isNewFile(entry, props.now);
          const recognized = entry.kind === 'file' && entry.item.recognition !== null;
          return (
            <TableRow key={entry.key} hover selected={selection?.keys.has(entry.key) ?? false}>
              {selection && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selection.keys.has(entry.key)}
                    onChange={() => toggle(entry.key)}
                    slotProps={{ input: { 'aria-label': `Select ${entry.name}` } }}
                  />
                </TableCell>
              )}
              <TableCell sx={{ width: '40%', minWidth: 180 }}>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  {entry.kind === 'folder' ? (
                    <FolderOutlined fontSize="small" color="action" />
                  ) : (
                    <FileIcon type={entry.item.content_type} />
                  )}
                  <Stack sx={{ minWidth: 0, alignItems: 'flex-start' }}>
                    <Link
                      component="button"
                      type="button"
                      underline="hover"
                      color="inherit"
                      disabled={deleted && entry.kind === 'file'}
                      onClick={() => props.onOpen(entry)}
                      sx={{ textAlign: 'left', fontWeight: 500, overflowWrap: 'anywhere' }}
                    >
                      {entry.name}
                    </Link>
                    {props.showDescription && entry.kind === 'file' && entry.item.description && (
                      <Typography
                        variant="caption"
                        color="text.secondary"
                        sx={{ display: { xl: 'none' }, overflowWrap: 'anywhere' }}
                      >
                        {entry.item.description}
                      </Typography>
                    )}
                    {props.tagNames && entry.kind === 'file' && (
                      <TagChips ids={entry.item.tag_ids} names={props.tagNames} underName />
                    )}
                    {(entry.kind === 'folder' || isNew || deleted || recognized) && (
                      <Stack
                        direction="row"
                        spacing={1}
                        useFlexGap
                        sx={{ alignItems: 'center', mt: 0.25, flexWrap: 'wrap' }}
                      >
                        {entry.kind === 'folder' && (
                          <Typography variant="caption" color="text.secondary">
                            {countNoun(entry.item.items_count, 'item')}
                          </Typography>
                        )}
                        {isNew && <Chip size="small" color="primary" label="New" />}
                        {deleted && <Chip size="small" color="warning" label="Deleted" />}
                        {recognized && (
                          <RecognitionChip
                            recognition={entry.item.recognition}
                            staff={props.showDescription}
                          />
                        )}
                      </Stack>
                    )}
                  </Stack>
                </Stack>
              </TableCell>
              {props.showDescription && (
                <TableCell sx={widest}>
                  {entry.kind === 'file' ? entry.item.description : ''}
                </TableCell>
              )}
              {props.tagNames && (
                <TableCell sx={widest}>
                  {entry.kind === 'file' && (
                    <TagChips ids={entry.item.tag_ids} names={props.tagNames} />
                  )}
                </TableCell>
              )}
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDay(entry.item.updated_at)}
              </TableCell>
              <TableCell sx={{ ...wide, whiteSpace: 'nowrap' }}>
                {formatDay(entry.item.created_at)}
              </TableCell>
              <TableCell align="right">{props.actions(entry)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
