// The button that opens the computer's file picker for documents (the input itself hidden), with
// the line saying what may be chosen or dropped; the drop target around it is the caller's.
import { useRef } from 'react';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import { DOCUMENT_ACCEPT } from '@portico/common/documents/upload-rules';

export function FilePicker(props: {
  /** The input's accessible name (what a test or a screen reader finds it by). */
  label: string;
  buttonText: string;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={picker}
        type="file"
        multiple
        hidden
        accept={DOCUMENT_ACCEPT}
        aria-label={props.label}
        onChange={(event) => {
          props.onFiles([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      <Button
        variant="outlined"
        startIcon={<UploadFileOutlined />}
        disabled={props.disabled}
        onClick={() => picker.current?.click()}
      >
        {props.buttonText}
      </Button>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        or drop them here. PDF or photos (PNG, JPEG, GIF, HEIC), up to 150 MB each.
      </Typography>
    </>
  );
}
