// Attach Documents (spec 3 §2 dialog list; §7 "Upload attachment … path /Attachments"): files are
// chosen, checked and kept in the entity's /Attachments like any upload, with progress; what was
// kept goes onto the message being written; files the entity already has, or that are not a
// readable PDF or image, are named and left out.
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import { ATTACHMENTS_FOLDER } from '@portico/common/documents/vault';
import type { MessageAttachmentDto } from '@portico/common/messaging/conversations';
import { FilePicker } from '@/components/file-picker';
import { entityUploads, uploadDocuments, type UploadProgress } from '@/lib/upload-documents';

const percent = (p: UploadProgress) => {
  const total = p.total.reduce((a, b) => a + b, 0);
  return total ? (100 * p.sent.reduce((a, b) => a + b, 0)) / total : 0;
};

/** Mount it to open it; `onAttached` gets the documents kept, when there are any. */
export function AttachDocumentsDialog(props: {
  companyId: string;
  onAttached: (attachments: MessageAttachmentDto[]) => void;
  onClose: () => void;
}) {
  const [progress, setProgress] = useState<number | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const uploading = progress !== null;

  async function upload(files: File[]) {
    if (files.length === 0) return;
    setProblems([]);
    setProgress(0);
    try {
      const result = await uploadDocuments({
        route: entityUploads(props.companyId, ATTACHMENTS_FOLDER),
        files,
        onProgress: (p) => setProgress(percent(p)),
      });
      const left = [
        ...result.duplicates.map((name) => `${name} is already in this entity’s documents`),
        ...result.invalid.map((name) =>
          result.password_protected.includes(name)
            ? `${name} is password-protected: remove the password and attach it again`
            : `${name} is not a readable PDF or image`,
        ),
        ...result.failed.map((name) => `${name} did not arrive; please try again`),
      ];
      setProblems(left);
      const kept = result.documents.map((d) => ({ document_id: d.id, name: d.name }));
      if (kept.length > 0) props.onAttached(kept);
      if (left.length === 0) props.onClose();
    } catch (error) {
      setProblems([error instanceof Error ? error.message : 'Upload failed']);
    } finally {
      setProgress(null);
    }
  }

  return (
    <Dialog
      open
      onClose={uploading ? undefined : props.onClose}
      maxWidth="xs"
      fullWidth
      aria-labelledby="attach-title"
    >
      <DialogTitle id="attach-title">Attach Documents</DialogTitle>
      <DialogContent
        onDragOver={(event) => event.preventDefault()}
        onDrop={(event) => {
          event.preventDefault();
          if (!uploading) void upload([...event.dataTransfer.files]);
        }}
      >
        <Stack spacing={2}>
          <div>
            <FilePicker
              label="Files to attach"
              buttonText="Choose files"
              disabled={uploading}
              onFiles={(files) => void upload(files)}
            />
          </div>
          {uploading && (
            <LinearProgress variant="determinate" value={progress} aria-label="Uploading" />
          )}
          {problems.map((problem) => (
            <Alert key={problem} severity="warning">
              {problem}
            </Alert>
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={uploading}>
          {problems.length ? 'Done' : 'Cancel'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
