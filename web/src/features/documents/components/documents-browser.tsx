// An entity's document vault (spec 3 "Documents browser and uploads"): the folder tree beside one
// folder's table, the path as breadcrumbs, a search of the open folder, New folder and Upload, and
// each row's actions. Staff may include deleted files and restore them; a preview shows what the
// client sees (no STAFF ONLY folders) and changes nothing.
import { lazy, Suspense, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import GridViewOutlined from '@mui/icons-material/GridViewOutlined';
import ViewListOutlined from '@mui/icons-material/ViewListOutlined';
import CreateNewFolderOutlined from '@mui/icons-material/CreateNewFolderOutlined';
import SearchOutlined from '@mui/icons-material/SearchOutlined';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import {
  folderSegments,
  isStaffOnlyFolder,
  RESTORED,
  ROOT_FOLDER,
  type VaultListingDto,
} from '@portico/common/documents/vault';
import { RETRYABLE_STATUSES } from '@portico/common/documents/tax-forms';
import type { ChosenEntity } from '@/components/entity-chooser';
import { QueryContent } from '@/components/query-content';
import { TextInput } from '@/components/text-input';
import { toast } from '@/lib/toast';
import { useCurrentFirm } from '@/lib/current-firm';
import { useDocumentTags } from '../api/document-tags';
import { useRecognizeAgain, useRestoreFile, useRestoreFolder, useVaultListing } from '../api/vault';
import { ItemActions, type ItemAction } from './item-actions';
import { ROOT_LABEL } from './folder-label';
import { FolderTree } from './folder-tree';
import { VaultDialogs, type VaultDialog } from './vault-dialogs';
import { useVaultView, type VaultView } from '../hooks/use-vault-view';
import { SelectionBar } from './selection-bar';
import { VaultGrid } from './vault-grid';
import { sortItems, VaultTable, type Sort, type VaultItem } from './vault-table';
import { DownloadButton } from './download-button';
import { downloadZip } from './open-document';
import { downloadDocument } from '@/lib/document-preview';
import { usePreviewParam } from '../hooks/use-preview-param';
import { useStillProcessingNotice } from '../hooks/use-still-processing-notice';

const VaultFilePreview = lazy(() => import('./preview/vault-file-preview'));

export type VaultMode = 'staff' | 'client' | 'preview';

const NO_MATCH = 'No files or folders here match your search.';
export const RECOGNITION_STARTED = 'Reading the document again';

/** What a preview leaves out: the firm's STAFF ONLY folders (the server shows them to staff). */
function asSeen(listing: VaultListingDto, mode: VaultMode): VaultListingDto {
  if (mode !== 'preview') return listing;
  const none = { upload: false, edit_folders: false, edit_files: false, download: true };
  return {
    ...listing,
    tree: listing.tree.filter((path) => !isStaffOnlyFolder(path)),
    folders: listing.folders.filter((f) => !isStaffOnlyFolder(f.path)),
    files: listing.files.map((f) => ({ ...f, description: '' })),
    can: none,
  };
}

function itemsOf(listing: VaultListingDto): VaultItem[] {
  return [
    ...listing.folders.map((item) => ({
      kind: 'folder' as const,
      key: `folder:${item.path}:${item.deleted_at ?? ''}`,
      name: item.name,
      item,
    })),
    ...listing.files.map((item) => ({
      kind: 'file' as const,
      key: `file:${item.id}`,
      name: item.name,
      item,
    })),
  ];
}

function PathBreadcrumbs(props: { path: string; onOpen: (path: string) => void }) {
  const segments = folderSegments(props.path) ?? [];
  const crumbs = [
    { path: ROOT_FOLDER, label: ROOT_LABEL },
    ...segments.map((label, index) => ({
      path: `/${segments.slice(0, index + 1).join('/')}`,
      label,
    })),
  ];
  return (
    <Breadcrumbs aria-label="Folder path" sx={{ minWidth: 0 }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.path} component="h2" variant="h6" aria-current="page">
            {crumb.label}
          </Typography>
        ) : (
          <Link
            key={crumb.path}
            component="button"
            type="button"
            variant="h6"
            underline="hover"
            color="text.secondary"
            onClick={() => props.onOpen(crumb.path)}
          >
            {crumb.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

export function DocumentsBrowser(props: {
  companyId: string;
  mode: VaultMode;
  path: string;
  onPath: (path: string) => void;
  /** The entity (staff): Move or copy may then send files to another entity. */
  entity?: ChosenEntity;
}) {
  const { companyId, mode, path, onPath } = props;
  const staff = mode === 'staff';
  const oneLineFrom = staff ? 'xl' : 'md';
  const firm = useCurrentFirm().data;
  const tagsOn = staff && firm?.preferences?.document_tags_enabled === true;
  const splitOn = staff && firm?.preferences?.bulk_upload_processor === true;
  const annotateOn = staff && firm?.preferences?.annotation_enabled === true;
  const documentTags = useDocumentTags(tagsOn);
  const tagNames = useMemo(
    () => (tagsOn ? new Map((documentTags.data ?? []).map((t) => [t.id, t.name])) : undefined),
    [tagsOn, documentTags.data],
  );
  const [includeDeleted, setIncludeDeleted] = useState(false);
  const [search, setSearch] = useState('');
  const [sort, setSort] = useState<Sort>({ by: 'name', direction: 'asc' });
  const [dialog, setDialog] = useState<VaultDialog | null>(null);
  const [chosenKeys, setChosenKeys] = useState<Set<string>>(new Set());
  const [view, setView] = useVaultView();
  const [previewed, openPreview, closePreview] = usePreviewParam();
  const listing = useVaultListing(companyId, path, staff && includeDeleted);
  const restoreFile = useRestoreFile(companyId);
  const restoreFolder = useRestoreFolder(companyId);
  const recognizeAgain = useRecognizeAgain(companyId);
  const seen = useMemo(() => listing.data && asSeen(listing.data, mode), [listing.data, mode]);
  useStillProcessingNotice(listing.data?.files);
  const now = Date.now();

  const open = (next: string) => {
    setSearch('');
    setChosenKeys(new Set());
    onPath(next);
  };

  const actionsFor = (entry: VaultItem, listingNow: VaultListingDto): ItemAction[] => {
    if (mode === 'preview') return entry.kind === 'file' ? ['open'] : [];
    if (entry.item.deleted_at) return staff ? ['restore'] : [];
    const { can } = listingNow;
    if (entry.kind === 'folder')
      return [
        ...(staff && can.download ? (['download'] as const) : []),
        ...(can.edit_folders ? (['rename', 'delete'] as const) : []),
      ];
    return [
      'open',
      ...(can.download ? (['download'] as const) : []),
      ...(can.edit_files ? (['rename', 'move'] as const) : []),
      ...(staff ? (['describe'] as const) : []),
      ...(tagsOn ? (['tags'] as const) : []),
      // A file already in a questionnaire stays where it is (the questionnaire moves it).
      ...(staff && !entry.item.questionnaire_id ? (['attach'] as const) : []),
      ...(staff && RETRYABLE_STATUSES.includes(entry.item.recognition?.status ?? 'processing')
        ? (['recognize'] as const)
        : []),
      ...(splitOn && entry.item.content_type === 'application/pdf' ? (['split'] as const) : []),
      ...(can.edit_files ? (['delete'] as const) : []),
    ];
  };

  const restore = async (entry: VaultItem) => {
    try {
      if (entry.kind === 'folder') await restoreFolder.mutateAsync(entry.item.path);
      else await restoreFile.mutateAsync(entry.item.id);
      toast.success(RESTORED);
    } catch (error) {
      toast.error(error);
    }
  };

  const act = (entry: VaultItem, action: ItemAction) => {
    if (action === 'open') {
      if (entry.kind === 'folder') open(entry.item.path);
      else openPreview({ id: entry.item.id, name: entry.name });
    } else if (action === 'download') {
      if (entry.kind === 'folder')
        void downloadZip({ company_id: companyId, path: entry.item.path }, `${entry.name}.zip`);
      else void downloadDocument(entry.item.id);
    } else if (action === 'restore') void restore(entry);
    else if (action === 'recognize') {
      if (entry.kind === 'file')
        recognizeAgain.mutate(entry.item.id, {
          onSuccess: () => toast.success(RECOGNITION_STARTED),
          onError: (error) => toast.error(error),
        });
    } else setDialog({ action, entry });
  };

  return (
    <Stack spacing={2}>
      <Stack
        // The path above the tools until the page is wide enough for both on one line (a staff
        // page at 1280 px is not, beside the navigation and with more tools).
        direction={{ xs: 'column', [oneLineFrom]: 'row' }}
        spacing={{ xs: 1, [oneLineFrom]: 2 }}
        sx={{ justifyContent: 'space-between', alignItems: { [oneLineFrom]: 'center' } }}
      >
        <PathBreadcrumbs path={path} onOpen={open} />
        <Stack
          direction="row"
          spacing={1}
          sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
        >
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            aria-label="View"
            onChange={(_, next: VaultView | null) => next && setView(next)}
          >
            <ToggleButton value="list" aria-label="List view">
              <ViewListOutlined fontSize="small" />
            </ToggleButton>
            <ToggleButton value="grid" aria-label="Grid view">
              <GridViewOutlined fontSize="small" />
            </ToggleButton>
          </ToggleButtonGroup>
          <TextInput
            label="Search this folder"
            size="small"
            fullWidth={false}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            startAdornment={
              <InputAdornment position="start">
                <SearchOutlined fontSize="small" />
              </InputAdornment>
            }
            sx={{ width: { xs: '100%', sm: 240 } }}
          />
          {staff && seen?.can.download && (
            <DownloadButton
              staff
              variant="outlined"
              onDownload={(convert) =>
                void downloadZip(
                  {
                    company_id: companyId,
                    path,
                    ...(convert ? { convert_images_to_pdf: true } : {}),
                  },
                  'Documents.zip',
                )
              }
            >
              Download folder
            </DownloadButton>
          )}
          {seen?.can.edit_folders && (
            <Button
              variant="outlined"
              startIcon={<CreateNewFolderOutlined />}
              onClick={() => setDialog({ action: 'create-folder' })}
            >
              New folder
            </Button>
          )}
          {seen?.can.upload && (
            <Button
              variant="contained"
              startIcon={<UploadFileOutlined />}
              onClick={() => setDialog({ action: 'upload' })}
            >
              Upload
            </Button>
          )}
        </Stack>
      </Stack>
      {staff && (
        <FormControlLabel
          control={
            <Switch
              checked={includeDeleted}
              onChange={(event) => setIncludeDeleted(event.target.checked)}
            />
          }
          label="Include deleted files"
          sx={{ alignSelf: 'flex-start' }}
        />
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Paper
          variant="outlined"
          sx={{ display: { xs: 'none', md: 'block' }, width: 260, flexShrink: 0, p: 1 }}
        >
          <FolderTree tree={seen?.tree ?? []} open={path} rootLabel={ROOT_LABEL} onOpen={open} />
        </Paper>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <QueryContent query={{ ...listing, data: seen }} skeletonHeight={240}>
            {(data) => {
              const query = search.trim().toLowerCase();
              const items = itemsOf(data).filter(
                (entry) => !query || entry.name.toLowerCase().includes(query),
              );
              const writer = mode === 'client' && data.can.upload;
              const chosen = items.filter((entry) => chosenKeys.has(entry.key));
              const selectable = mode !== 'preview' && (data.can.download || data.can.edit_files);
              const actionsOf = (entry: VaultItem) => (
                <ItemActions
                  name={entry.name}
                  actions={actionsFor(entry, data)}
                  disabledByFirm={
                    writer &&
                    !entry.item.deleted_at &&
                    (entry.kind === 'folder' ? !data.can.edit_folders : !data.can.edit_files)
                  }
                  onAction={(action) => act(entry, action)}
                />
              );
              const sorted = sortItems(items, sort);
              const emptyText = query ? NO_MATCH : undefined;
              return (
                <Stack spacing={1}>
                  {chosen.length > 0 && (
                    <SelectionBar
                      companyId={companyId}
                      chosen={chosen}
                      can={data.can}
                      staff={staff}
                      onDone={() => setChosenKeys(new Set())}
                    />
                  )}
                  {view === 'grid' ? (
                    <VaultGrid
                      items={sorted}
                      staff={staff}
                      now={now}
                      onOpen={(entry) => act(entry, 'open')}
                      emptyText={emptyText}
                      actions={actionsOf}
                    />
                  ) : (
                    // Positioned: the header's visually hidden text stays inside the scroll box.
                    <Paper variant="outlined" sx={{ overflowX: 'auto', position: 'relative' }}>
                      <VaultTable
                        selection={
                          selectable ? { keys: chosenKeys, onChange: setChosenKeys } : undefined
                        }
                        items={sorted}
                        sort={sort}
                        onSort={setSort}
                        showDescription={staff}
                        tagNames={tagNames}
                        now={now}
                        onOpen={(entry) => act(entry, 'open')}
                        emptyText={emptyText}
                        actions={actionsOf}
                      />
                    </Paper>
                  )}
                </Stack>
              );
            }}
          </QueryContent>
        </Box>
      </Stack>
      {previewed && (
        <Suspense fallback={null}>
          <VaultFilePreview
            key={previewed.id}
            file={previewed}
            canDownload={seen?.can.download ?? false}
            annotate={annotateOn}
            onClose={closePreview}
          />
        </Suspense>
      )}
      {dialog && (
        <VaultDialogs
          companyId={companyId}
          path={path}
          dialog={dialog}
          tree={seen?.tree ?? []}
          entity={staff ? props.entity : undefined}
          askSplit={splitOn}
          onClose={() => setDialog(null)}
        />
      )}
    </Stack>
  );
}
