// The annotations of one PDF page, drawn over it at the page's scale: check marks and text boxes
// in their colours. In Check or Text box mode a click on the page adds one there (a text box opens
// for typing, 32 characters at most); in Move mode each can be dragged, nudged with the arrow
// keys, and removed with Delete; in View mode they are only shown.
import { useState, type PointerEvent } from 'react';
import Box from '@mui/material/Box';
import InputBase from '@mui/material/InputBase';
import Check from '@mui/icons-material/Check';
import {
  ANNOTATION_COLORS,
  ANNOTATION_FONT_SIZE,
  ANNOTATION_TEXT_MAX,
  TEXTBOX_WIDTH_DEFAULT,
  type AnnotationInput,
} from '@portico/common/documents/annotations';
import { MovableBox, movedWithin } from '@/components/file-preview/movable-box';
import type { PageSize } from '@/components/file-preview/page-size';
import { newAnnotationId, type AnnotationEditor } from './use-annotation-editor';

const CHECK_SIZE = 16;
const TEXTBOX_HEIGHT = 20;

/** The annotation moved by (dx, dy) page units, kept inside the page. */
const moved = (a: AnnotationInput, dx: number, dy: number, size: PageSize): AnnotationInput => ({
  ...a,
  position_data: movedWithin(a.position_data, dx, dy, size),
});

export function AnnotationLayer(props: { page: number; size: PageSize; editor: AnnotationEditor }) {
  const { page, size, editor } = props;
  const [editing, setEditing] = useState<string | null>(null);
  const mine = editor.annotations.filter((a) => a.page === page);
  const adding = editor.mode === 'check' || editor.mode === 'textbox';

  const addAt = (event: PointerEvent<HTMLDivElement>) => {
    if (!adding || event.target !== event.currentTarget) return;
    const box = event.currentTarget.getBoundingClientRect();
    const x = (event.clientX - box.left) / size.scale;
    const y = (event.clientY - box.top) / size.scale;
    const check = editor.mode === 'check';
    const width = check ? CHECK_SIZE : TEXTBOX_WIDTH_DEFAULT;
    const height = check ? CHECK_SIZE : TEXTBOX_HEIGHT;
    const id = newAnnotationId();
    editor.add(
      moved(
        {
          id,
          page,
          shape_type: check ? 'check' : 'textbox',
          text: '',
          style: { color: editor.color, font_size: ANNOTATION_FONT_SIZE },
          position_data: {
            left: check ? x - width / 2 : x,
            bottom: size.height - y - (check ? height / 2 : height),
            width,
            height,
            pageWidth: size.width,
            pageHeight: size.height,
          },
        },
        0,
        0,
        size,
      ),
    );
    if (!check) setEditing(id);
  };

  const finishText = (a: AnnotationInput, text: string) => {
    setEditing(null);
    if (!text.trim()) editor.remove(a.id);
    else if (text !== a.text) editor.update(a.id, (x) => ({ ...x, text: text.trim() }));
  };

  return (
    <Box
      data-testid={`annotations-page-${page}`}
      onPointerDown={addAt}
      // The press that adds a text box must not take the focus from the box it opens.
      onMouseDown={(event) => adding && event.preventDefault()}
      sx={{
        position: 'absolute',
        inset: 0,
        cursor: adding ? 'crosshair' : 'default',
        pointerEvents: editor.mode === 'view' ? 'none' : 'auto',
      }}
    >
      {mine.map((a) => {
        const color = ANNOTATION_COLORS[a.style.color as keyof typeof ANNOTATION_COLORS];
        const label =
          a.shape_type === 'check'
            ? `Check mark on page ${page}`
            : `Text on page ${page}: ${a.text}`;
        const opensForTyping = editor.mode === 'textbox' && a.shape_type === 'textbox';
        return (
          <MovableBox
            key={a.id}
            box={a.position_data}
            size={size}
            label={label}
            movable={editor.mode === 'move'}
            selected={editor.selected === a.id}
            interactive={editing === a.id || opensForTyping}
            onSelect={() => editor.select(a.id)}
            onMove={(rect) =>
              editor.update(a.id, (x) => ({
                ...x,
                position_data: { ...x.position_data, ...rect },
              }))
            }
            onDelete={() => editor.remove(a.id)}
            // In Text box mode, a text box is opened for typing again.
            onPress={() => {
              if (!opensForTyping) return false;
              setEditing(a.id);
              return true;
            }}
            outlineColor={color}
            sx={{ color }}
          >
            {a.shape_type === 'check' ? (
              <Check sx={{ width: '100%', height: '100%' }} />
            ) : editing === a.id ? (
              <InputBase
                autoFocus
                defaultValue={a.text}
                inputProps={{ maxLength: ANNOTATION_TEXT_MAX, 'aria-label': 'Annotation text' }}
                onBlur={(event) => finishText(a, event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') (event.target as HTMLInputElement).blur();
                }}
                sx={{
                  width: '100%',
                  fontSize: ANNOTATION_FONT_SIZE * size.scale,
                  color,
                  bgcolor: 'background.paper',
                  border: `1px solid ${color}`,
                  px: 0.5,
                }}
              />
            ) : (
              <Box
                component="span"
                sx={{
                  fontSize: ANNOTATION_FONT_SIZE * size.scale,
                  lineHeight: 1,
                  whiteSpace: 'nowrap',
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                }}
              >
                {a.text}
              </Box>
            )}
          </MovableBox>
        );
      })}
    </Box>
  );
}
