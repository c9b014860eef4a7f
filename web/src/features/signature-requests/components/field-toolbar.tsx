// The tools above the document while its fields are placed: whose fields are added (each signer in
// their colour), the four kinds of field added to the chosen page, the page, what each signer
// still lacks, Save, and Send once every signer has a signature. A field added lands near the top of the page, selected, to be dragged or
// moved with the arrow keys to its place.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import {
  FIELD_KIND_LABELS,
  FIELD_KINDS,
  noSignatureFor,
  type FieldKind,
} from '@portico/common/signature-requests/signature-fields';
import type { FieldEditor } from '../hooks/use-field-editor';
import { signerColor } from './field-layer';

export function FieldToolbar(props: {
  editor: FieldEditor;
  page: number;
  onPage: (page: number) => void;
  onAdd: (kind: FieldKind) => void;
  saving: boolean;
  problem: string | null;
  onSave: () => void;
  onSend: () => void;
}) {
  const { editor } = props;
  return (
    <Stack spacing={1} sx={{ px: 2, pb: 1 }}>
      <Stack
        direction="row"
        role="toolbar"
        aria-label="Fields"
        sx={{ alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}
      >
        <TextField
          select
          size="small"
          label="Signer"
          value={editor.signerId}
          onChange={(e) => editor.setSignerId(e.target.value)}
          sx={{ minWidth: 200 }}
        >
          {editor.signers.map((s) => (
            <MenuItem key={s.id} value={s.id}>
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: signerColor(editor, s.id),
                  mr: 1,
                  display: 'inline-block',
                }}
              />
              {s.name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label="Page"
          value={props.page}
          onChange={(e) => props.onPage(Number(e.target.value))}
          sx={{ minWidth: 96 }}
        >
          {editor.pages.map((p) => (
            <MenuItem key={p.page} value={p.page}>
              {p.page}
            </MenuItem>
          ))}
        </TextField>
        {FIELD_KINDS.map((kind) => (
          <Button key={kind} variant="outlined" size="small" onClick={() => props.onAdd(kind)}>
            Add {FIELD_KIND_LABELS[kind]}
          </Button>
        ))}
        <Box sx={{ flex: 1 }} />
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {editor.unsaved ? 'Not saved yet' : 'Saved'}
        </Typography>
        <Button
          variant="contained"
          size="small"
          disabled={props.saving || !editor.unsaved}
          onClick={props.onSave}
        >
          Save fields
        </Button>
        <Button
          variant="contained"
          size="small"
          disabled={props.saving || editor.missing.length > 0}
          onClick={props.onSend}
        >
          Send to signers
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        Drag a field to its place, or select it and use the arrow keys (Shift moves further); Delete
        removes it.
      </Typography>
      {editor.missing.length > 0 && (
        <Alert severity="warning" sx={{ py: 0 }}>
          {editor.missing.map((s) => noSignatureFor(s.name)).join(' · ')}
        </Alert>
      )}
      {props.problem && (
        <Alert severity="error" sx={{ py: 0 }}>
          {props.problem}
        </Alert>
      )}
    </Stack>
  );
}
