// The fields on one page of the document being prepared, drawn over it at the page's scale, each
// in its signer's colour with its kind (its name says whose): pressed to select, dragged or nudged with the
// arrow keys to move, removed with Delete (components/file-preview/movable-box.tsx).
import Box from '@mui/material/Box';
import { FIELD_KIND_LABELS } from '@portico/common/signature-requests/signature-fields';
import { MovableBox } from '@/components/file-preview/movable-box';
import type { PageSize } from '@/components/file-preview/page-size';
import type { FieldEditor } from '../hooks/use-field-editor';

/** Each signer's colour, in the order they are listed (MUI's palette hues, readable on white). */
export const SIGNER_COLORS = ['#1565c0', '#2e7d32', '#6a1b9a', '#c62828', '#ef6c00', '#00838f'];

export const signerColor = (editor: FieldEditor, signerId: string) =>
  SIGNER_COLORS[
    Math.max(
      0,
      editor.signers.findIndex((s) => s.id === signerId),
    ) % SIGNER_COLORS.length
  ]!;

export function FieldLayer(props: { page: number; size: PageSize; editor: FieldEditor }) {
  const { page, size, editor } = props;
  return (
    <Box
      data-testid={`fields-page-${page}`}
      onPointerDown={(event) => event.target === event.currentTarget && editor.select(null)}
      sx={{ position: 'absolute', inset: 0 }}
    >
      {editor.fields
        .filter((f) => f.page === page)
        .map((field) => {
          const signer = editor.signers.find((s) => s.id === field.signer_id);
          const color = signerColor(editor, field.signer_id);
          const kind = FIELD_KIND_LABELS[field.kind];
          return (
            <MovableBox
              key={field.id}
              box={field}
              size={size}
              label={`${kind} for ${signer?.name ?? 'a signer'} on page ${page}`}
              movable
              selected={editor.selected === field.id}
              autoFocus={editor.added === field.id}
              onSelect={() => editor.select(field.id)}
              onMove={(rect) => editor.move(field.id, rect)}
              onDelete={() => editor.remove(field.id)}
              outlineColor={color}
              sx={{
                border: `2px solid ${color}`,
                bgcolor: `${color}1f`,
                color,
                borderRadius: 0.5,
                px: 0.5,
                overflow: 'hidden',
                boxShadow: editor.selected === field.id ? `0 0 0 2px ${color}66` : 'none',
              }}
            >
              <Box
                component="span"
                sx={{
                  fontSize: Math.max(10, Math.min(14, 11 * size.scale)),
                  fontWeight: 600,
                  lineHeight: 1.1,
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {kind}
              </Box>
            </MovableBox>
          );
        })}
    </Box>
  );
}
