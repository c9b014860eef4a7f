// The frame of a dialog that uploads one PDF for one entity to become a record (Upload Tax Return,
// Upload Signature Request): the entity (given, or chosen in it), the PDF, the record's own fields
// (children), the upload's progress and why it failed; it stays open with what was typed if
// anything fails, and cannot be closed while the file is on its way.
import { useRef, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { EntityChooser, type ChosenEntity } from './entity-chooser';

/** A file's name without its .pdf, as a first name for the record. */
export const withoutPdfExtension = (name: string) => name.replace(/\.pdf$/i, '');

export function PdfUploadDialog(props: {
  title: string;
  /** What happens to the file, under the title. */
  intro: string;
  /** The entity chosen in the dialog when none is given (null until chosen). */
  chooser?: { chosen: ChosenEntity | null; onChoose: (entity: ChosenEntity | null) => void };
  /** The file input's accessible name. */
  fileLabel: string;
  file: File | null;
  onFile: (file: File) => void;
  children: ReactNode;
  /** Percent sent, while uploading; null otherwise. */
  progress: number | null;
  problem: string | null;
  ready: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onClose: () => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  const uploading = props.progress !== null;
  const titleId = `${props.title.toLowerCase().replaceAll(' ', '-')}-title`;
  return (
    <Dialog
      open
      onClose={uploading ? undefined : props.onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          <Typography color="text.secondary">{props.intro}</Typography>
          {props.chooser && (
            <EntityChooser
              label="Entity"
              fullWidth
              onChoose={props.chooser.onChoose}
              {...(props.chooser.chosen && { value: props.chooser.chosen })}
            />
          )}
          <input
            ref={picker}
            hidden
            type="file"
            accept="application/pdf,.pdf"
            aria-label={props.fileLabel}
            onChange={(event) => {
              const chosen = event.target.files?.[0] ?? null;
              event.target.value = '';
              if (chosen) props.onFile(chosen);
            }}
          />
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button
              variant="outlined"
              startIcon={<UploadFileOutlined />}
              onClick={() => picker.current?.click()}
            >
              {props.file ? 'Choose another PDF' : 'Choose PDF'}
            </Button>
            <Typography noWrap sx={{ minWidth: 0 }}>
              {props.file?.name ?? 'No file chosen'}
            </Typography>
          </Stack>
          {props.children}
          {uploading && (
            <LinearProgress
              variant="determinate"
              value={props.progress ?? 0}
              aria-label="Upload progress"
            />
          )}
          {props.problem && <Alert severity="error">{props.problem}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={uploading}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!props.ready} onClick={props.onSubmit}>
          {props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
