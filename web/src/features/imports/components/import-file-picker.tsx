// The Import dialog's files: a drop zone with a "Choose files" button, the chosen files with a
// remove button each, and a note for every file left out (empty, already added, too large).
import { useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import {
  droppedFileMessage,
  keepImportFiles,
  MAX_IMPORT_FILE_BYTES,
  MAX_IMPORT_FILES,
  tooLargeMessage,
} from '@portico/common/imports/imports';

interface Props {
  files: File[];
  onChange: (files: File[]) => void;
  error?: string | undefined;
  disabled?: boolean;
}

const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function ImportFilePicker({ files, onChange, error, disabled = false }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [notes, setNotes] = useState<string[]>([]);
  const [dragging, setDragging] = useState(false);

  const add = (added: File[]) => {
    const fitting = added.filter((file) => file.size <= MAX_IMPORT_FILE_BYTES);
    const tooLarge = added.filter((file) => file.size > MAX_IMPORT_FILE_BYTES);
    const { kept, dropped } = keepImportFiles([...files, ...fitting]);
    setNotes([
      ...dropped.map(droppedFileMessage),
      ...tooLarge.map((file) => tooLargeMessage(file.name)),
    ]);
    onChange(kept.slice(0, MAX_IMPORT_FILES));
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add([...event.dataTransfer.files]);
  };

  return (
    <Box>
      <Box
        role="group"
        aria-label="Files to import"
        onDragOver={(event) => {
          event.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          borderRadius: 1,
          bgcolor: dragging ? 'action.hover' : 'transparent',
          p: 2,
          textAlign: 'center',
        }}
      >
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          Drag and drop files here, or
        </Typography>
        <Button
          variant="outlined"
          startIcon={<UploadFileIcon />}
          onClick={() => input.current?.click()}
          disabled={disabled}
        >
          Choose files
        </Button>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          aria-label="Choose files"
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {notes.map((note) => (
        <FormHelperText key={note} sx={{ color: 'warning.dark' }} role="status">
          {note}
        </FormHelperText>
      ))}
      {files.length > 0 && (
        <List dense aria-label="Chosen files">
          {files.map((file) => (
            <ListItem
              key={file.name}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Remove ${file.name}`}
                  onClick={() => onChange(files.filter((f) => f !== file))}
                  disabled={disabled}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={sizeText(file.size)} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
