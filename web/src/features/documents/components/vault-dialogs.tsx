// The vault's dialogs (spec 3 "Documents browser", §5, §8): New folder, Upload documents, Rename
// (the base name; the extension stays), Edit description (staff), the split review (staff) and
// Delete, each saying in the spec's words what became of it.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { lazy, Suspense, useState } from 'react';
import { string } from 'yup';
import {
  DELETED,
  FOLDER_NAME_REQUIRED,
  ITEM_NAME_REQUIRED,
  itemName,
  splitExtension,
} from '@portico/common/documents/vault';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { ChosenEntity } from '@/components/entity-chooser';
import { UploadDropZone, UploadStatus, useFileUpload } from '@/components/upload-zone';
import { toast } from '@/lib/toast';
import { entityUploads } from '@/lib/upload-documents';
import {
  useCreateFolder,
  useDeleteFile,
  useDeleteFolder,
  useRefreshVault,
  useRenameFolder,
  useUpdateFile,
} from '../api/vault';
import { AttachDialog } from './attach-dialog';
import { DocumentTagsDialog } from './document-tags-dialog';
import { folderLabel } from './folder-label';
import { MoveDialog } from './move-dialog';
import { isPdf, MultiFormConfirmation } from './multi-form-confirmation';
import { NameDialog } from './name-dialog';
import type { VaultItem } from './vault-table';

const SplitReviewDialog = lazy(() => import('./split/split-review-dialog'));

export type VaultDialog =
  | { action: 'create-folder' | 'upload' }
  | {
      action: 'rename' | 'move' | 'describe' | 'tags' | 'attach' | 'split' | 'delete';
      entry: VaultItem;
    };

export const UPLOADED = 'Document(s) uploaded successfully';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

function UploadDialog(props: {
  companyId: string;
  path: string;
  /** Ask whether PDFs of several forms are split (firm users with the bulk upload processor). */
  askSplit: boolean;
  onClose: () => void;
}) {
  const refresh = useRefreshVault(props.companyId);
  const [uploaded, setUploaded] = useState<string[]>([]);
  const [waiting, setWaiting] = useState<File[] | null>(null);
  const sending = useFileUpload(entityUploads(props.companyId, props.path), undefined, (result) => {
    void refresh();
    if (result.documents.length === 0) return;
    setUploaded((names) => [...names, ...result.documents.map((d) => d.name)]);
    toast.success(UPLOADED);
  });
  // Files with PDFs among them wait for the Multi-Form Upload Confirmation's answer.
  const upload = {
    ...sending,
    add: async (files: File[]) => {
      if (props.askSplit && files.some(isPdf)) setWaiting(files);
      else await sending.add(files);
    },
  };
  const answer = (split: boolean) => {
    const files = waiting ?? [];
    setWaiting(null);
    void sending.add(files, { requires_splitting: split });
  };
  const where = folderLabel(props.path);
  return (
    <Dialog
      open
      onClose={upload.progress ? undefined : props.onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="upload-title"
    >
      <DialogTitle id="upload-title">Upload Documents</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Typography variant="body2" color="text.secondary">
            Into: {where}
          </Typography>
          <UploadDropZone
            upload={upload}
            label={`Files for: ${where}`}
            hasFiles={uploaded.length > 0}
          />
          <UploadStatus upload={upload} />
          {uploaded.length > 0 && (
            <List dense aria-label="Uploaded" disablePadding>
              {uploaded.map((name, index) => (
                <ListItem key={`${name}-${index}`} disableGutters>
                  <ListItemIcon sx={{ minWidth: 32 }}>
                    <CheckCircleOutline fontSize="small" color="success" />
                  </ListItemIcon>
                  <ListItemText primary={name} />
                </ListItem>
              ))}
            </List>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={Boolean(upload.progress)}>
          Done
        </Button>
      </DialogActions>
      {waiting && (
        <MultiFormConfirmation
          pdfs={waiting.filter(isPdf)}
          onAnswer={answer}
          onCancel={() => setWaiting(null)}
        />
      )}
    </Dialog>
  );
}

export function VaultDialogs(props: {
  companyId: string;
  path: string;
  dialog: VaultDialog;
  /** The entity's folders, for Move or copy. */
  tree: string[];
  /** The entity, when files may go to another one (staff). */
  entity?: ChosenEntity;
  /** Uploads ask the Multi-Form Upload Confirmation (staff with the bulk upload processor). */
  askSplit: boolean;
  onClose: () => void;
}) {
  const { companyId, path, dialog, onClose } = props;
  const createFolder = useCreateFolder(companyId);
  const updateFile = useUpdateFile(companyId);
  const deleteFile = useDeleteFile(companyId);
  const deleteFolder = useDeleteFolder(companyId);
  const renameFolder = useRenameFolder(companyId);
  /** Runs a change: nothing when done, the server's refusal otherwise. */
  const attempt = async (change: () => Promise<unknown>, success: string) => {
    try {
      await change();
      toast.success(success);
    } catch (error) {
      return messageOf(error);
    }
  };

  if (dialog.action === 'upload')
    return (
      <UploadDialog companyId={companyId} path={path} askSplit={props.askSplit} onClose={onClose} />
    );
  if (dialog.action === 'create-folder' || !('entry' in dialog))
    return (
      <NameDialog
        title="New folder"
        label="Folder name"
        submitLabel="Create"
        initial=""
        schema={itemName(FOLDER_NAME_REQUIRED)}
        onSave={(name) => attempt(() => createFolder.mutateAsync({ path, name }), 'Folder created')}
        onClose={onClose}
      />
    );

  const { entry } = dialog;
  if (dialog.action === 'delete') {
    const pending = deleteFile.isPending || deleteFolder.isPending;
    const remove = async () => {
      try {
        if (entry.kind === 'folder') await deleteFolder.mutateAsync(entry.item.path);
        else await deleteFile.mutateAsync(entry.item.id);
        toast.success(DELETED);
        onClose();
      } catch (error) {
        toast.error(error);
      }
    };
    return (
      <ConfirmDialog
        title={entry.kind === 'folder' ? 'Delete folder?' : 'Delete file?'}
        confirmLabel="Delete"
        destructive
        pending={pending}
        onConfirm={() => void remove()}
        onClose={onClose}
      >
        {entry.kind === 'folder'
          ? `${entry.name} and everything in it will be deleted. Your firm can restore them.`
          : `${entry.name} will be deleted. Your firm can restore it.`}
      </ConfirmDialog>
    );
  }
  if (entry.kind === 'folder')
    return (
      <NameDialog
        title="Rename folder"
        label="Folder name"
        submitLabel="Rename"
        initial={entry.name}
        schema={itemName(FOLDER_NAME_REQUIRED)}
        onSave={(name) =>
          attempt(() => renameFolder.mutateAsync({ path: entry.item.path, name }), 'Folder renamed')
        }
        onClose={onClose}
      />
    );
  const file = entry.item;
  if (dialog.action === 'tags')
    return <DocumentTagsDialog companyId={companyId} file={file} onClose={onClose} />;
  if (dialog.action === 'split')
    return (
      <Suspense fallback={null}>
        <SplitReviewDialog companyId={companyId} file={file} onClose={onClose} />
      </Suspense>
    );
  if (dialog.action === 'attach')
    return <AttachDialog companyId={companyId} files={[file]} onClose={onClose} />;
  if (dialog.action === 'move')
    return (
      <MoveDialog
        companyId={companyId}
        file={file}
        tree={props.tree}
        entity={props.entity}
        onClose={onClose}
      />
    );
  if (dialog.action === 'rename') {
    const { base, extension } = splitExtension(file.name);
    return (
      <NameDialog
        title="Rename file"
        label="Name"
        submitLabel="Rename"
        initial={base}
        suffix={extension || undefined}
        schema={itemName(ITEM_NAME_REQUIRED)}
        onSave={(name) =>
          attempt(() => updateFile.mutateAsync({ id: file.id, name }), 'File renamed')
        }
        onClose={onClose}
      />
    );
  }
  return (
    <NameDialog
      title="Edit description"
      label="Description"
      submitLabel="Save"
      initial={file.description}
      multiline
      schema={string().trim().max(500, 'A description can be at most 500 characters')}
      onSave={(description) =>
        attempt(() => updateFile.mutateAsync({ id: file.id, description }), 'Description saved')
      }
      onClose={onClose}
    />
  );
}
