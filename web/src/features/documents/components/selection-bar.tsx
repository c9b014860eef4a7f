// What can be done with the chosen rows at once (spec 3 §4 Documents): download the chosen files
// as a zip, attach them to a questionnaire (staff), delete them (the system folder never goes in bulk), or, when every one is deleted,
// Restore Documents; a mix of deleted and live items offers neither.
import { useState, type ReactElement } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AttachFileOutlined from '@mui/icons-material/AttachFileOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import RestoreOutlined from '@mui/icons-material/RestoreOutlined';
import {
  DELETE_FAILED,
  DELETED,
  FILES_ONLY,
  isSystemFolder,
  MIXED_SELECTION,
  RESTORED,
  type VaultListingDto,
} from '@portico/common/documents/vault';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteFile, useDeleteFolder, useRestoreFile, useRestoreFolder } from '../api/vault';
import { AttachDialog } from './attach-dialog';
import { DownloadButton } from './download-button';
import { downloadZip } from './open-document';
import type { VaultItem } from './vault-table';

export function SelectionBar(props: {
  companyId: string;
  chosen: VaultItem[];
  can: VaultListingDto['can'];
  staff: boolean;
  onDone: () => void;
}) {
  const { companyId, chosen, can } = props;
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const deleteFile = useDeleteFile(companyId);
  const deleteFolder = useDeleteFolder(companyId);
  const restoreFile = useRestoreFile(companyId);
  const restoreFolder = useRestoreFolder(companyId);
  const deleted = chosen.filter((i) => i.item.deleted_at);
  const mixed = deleted.length > 0 && deleted.length < chosen.length;
  const allDeleted = deleted.length === chosen.length;
  const hasFolders = chosen.some((i) => i.kind === 'folder');
  const canDelete = hasFolders ? can.edit_folders && can.edit_files : can.edit_files;
  const [attaching, setAttaching] = useState(false);
  // Staff attach live files that are in no questionnaire yet.
  const attachable = props.staff
    ? chosen.flatMap((i) =>
        i.kind === 'file' && !i.item.deleted_at && !i.item.questionnaire_id ? [i.item] : [],
      )
    : [];

  /** Runs `each` on every chosen item, one after the other; says how it went. */
  const runAll = async (
    each: (item: VaultItem) => Promise<unknown>,
    done: string,
    failed: string,
  ) => {
    setBusy(true);
    let failures = 0;
    for (const item of chosen) await each(item).catch(() => (failures += 1));
    setBusy(false);
    setConfirming(false);
    if (failures > 0) toast.error(failed);
    else toast.success(done);
    props.onDone();
  };
  const remove = () =>
    runAll(
      (entry) =>
        entry.kind === 'folder'
          ? isSystemFolder(entry.item.path)
            ? Promise.resolve()
            : deleteFolder.mutateAsync(entry.item.path)
          : deleteFile.mutateAsync(entry.item.id),
      DELETED,
      DELETE_FAILED,
    );
  const restore = () =>
    runAll(
      (entry) =>
        entry.kind === 'folder'
          ? restoreFolder.mutateAsync(entry.item.path)
          : restoreFile.mutateAsync(entry.item.id),
      RESTORED,
      'Some items could not be restored',
    );
  const download = (convertImagesToPdf: boolean) => {
    if (hasFolders) return toast.error(FILES_ONLY);
    void downloadZip(
      {
        company_id: companyId,
        document_ids: chosen.flatMap((i) => (i.kind === 'file' ? [i.item.id] : [])),
        ...(convertImagesToPdf ? { convert_images_to_pdf: true } : {}),
      },
      'Documents.zip',
    );
  };
  /** A bulk action a mixed selection cannot take: disabled, with the reason on hover. */
  const guarded = (button: ReactElement) =>
    mixed ? (
      <Tooltip title={MIXED_SELECTION}>
        <span tabIndex={0}>{button}</span>
      </Tooltip>
    ) : (
      button
    );

  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      role="region"
      aria-label="Selected items"
      sx={{
        alignItems: 'center',
        flexWrap: 'wrap',
        rowGap: 1,
        px: 2,
        py: 1,
        bgcolor: 'action.selected',
        borderRadius: 1,
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 500, mr: 1 }}>
        {chosen.length} selected
      </Typography>
      {allDeleted && props.staff ? (
        <Button startIcon={<RestoreOutlined />} disabled={busy} onClick={() => void restore()}>
          Restore Documents
        </Button>
      ) : (
        <>
          {can.download &&
            guarded(
              <DownloadButton staff={props.staff} disabled={mixed || busy} onDownload={download}>
                Download
              </DownloadButton>,
            )}
          {attachable.length > 0 && attachable.length === chosen.length && (
            <Button
              startIcon={<AttachFileOutlined />}
              disabled={busy}
              onClick={() => setAttaching(true)}
            >
              Attach to questionnaire
            </Button>
          )}
          {canDelete &&
            guarded(
              <Button
                color="error"
                startIcon={<DeleteOutlined />}
                disabled={mixed || busy}
                onClick={() => setConfirming(true)}
              >
                Delete
              </Button>,
            )}
        </>
      )}
      <Button onClick={props.onDone} sx={{ ml: 'auto' }}>
        Clear selection
      </Button>
      {attaching && (
        <AttachDialog
          companyId={companyId}
          files={attachable}
          onClose={() => setAttaching(false)}
          onAttached={props.onDone}
        />
      )}
      {confirming && (
        <ConfirmDialog
          title={`Delete ${chosen.length} items?`}
          confirmLabel="Delete"
          destructive
          pending={busy}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
        >
          The chosen files and folders (with everything in them) will be deleted. Your firm can
          restore them.
        </ConfirmDialog>
      )}
    </Stack>
  );
}
