// The annotations of one PDF page, drawn over it at the page's scale: check marks and text boxes
// in their colours. In Check or Text box mode a click on the page adds one there (a text box opens
// for typing, 32 characters at most); in Move mode each can be dragged, nudged with the arrow
// keys, and removed with Delete; in View mode they are only shown.
import { useState, type KeyboardEvent, type PointerEvent } from 'react';
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
import type { PageSize } from '@/components/file-preview/page-size';
import { newAnnotationId, type AnnotationEditor } from './use-annotation-editor';

const CHECK_SIZE = 16;
const TEXTBOX_HEIGHT = 20;
const NUDGE = 4;

function place(a: AnnotationInput, size: PageSize) {
  const p = a.position_data;
  return {
    left: p.left * size.scale,
    top: (size.height - p.bottom - p.height) * size.scale,
    width: p.width * size.scale,
    height: p.height * size.scale,
  };
}

const moved = (a: AnnotationInput, dx: number, dy: number, size: PageSize): AnnotationInput => {
  const p = a.position_data;
  return {
    ...a,
    position_data: {
      ...p,
      left: Math.min(Math.max(0, p.left + dx), size.width - p.width),
      bottom: Math.min(Math.max(0, p.bottom + dy), size.height - p.height),
    },
  };
};

export function AnnotationLayer(props: { page: number; size: PageSize; editor: AnnotationEditor }) {
  const { page, size, editor } = props;
  const [editing, setEditing] = useState<string | null>(null);
  const [drag, setDrag] = useState<{ id: string; x: number; y: number } | null>(null);
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

  const onKey = (a: AnnotationInput, event: KeyboardEvent) => {
    if (editor.mode !== 'move') return;
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-NUDGE, 0],
      ArrowRight: [NUDGE, 0],
      ArrowUp: [0, NUDGE],
      ArrowDown: [0, -NUDGE],
    };
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      editor.remove(a.id);
    } else if (steps[event.key]) {
      event.preventDefault();
      const [dx, dy] = steps[event.key]!;
      editor.update(a.id, (x) => moved(x, dx, dy, size));
    }
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
        const at = place(a, size);
        const color = ANNOTATION_COLORS[a.style.color as keyof typeof ANNOTATION_COLORS];
        const label =
          a.shape_type === 'check'
            ? `Check mark on page ${page}`
            : `Text on page ${page}: ${a.text}`;
        const movable = editor.mode === 'move';
        return (
          <Box
            key={a.id}
            role={movable ? 'button' : 'img'}
            aria-label={label}
            aria-pressed={movable ? editor.selected === a.id : undefined}
            tabIndex={movable ? 0 : -1}
            onFocus={() => movable && editor.select(a.id)}
            onKeyDown={(event) => onKey(a, event)}
            onPointerDown={(event) => {
              // In Text box mode, a text box is opened for typing again.
              if (editor.mode === 'textbox' && a.shape_type === 'textbox') {
                event.stopPropagation();
                setEditing(a.id);
                return;
              }
              if (!movable) return;
              event.stopPropagation();
              event.currentTarget.setPointerCapture(event.pointerId);
              editor.select(a.id);
              setDrag({ id: a.id, x: event.clientX, y: event.clientY });
            }}
            onPointerMove={(event) => {
              if (!drag || drag.id !== a.id) return;
              const dx = (event.clientX - drag.x) / size.scale;
              const dy = -(event.clientY - drag.y) / size.scale;
              if (Math.abs(dx) + Math.abs(dy) < 1) return;
              setDrag({ id: a.id, x: event.clientX, y: event.clientY });
              editor.update(a.id, (x) => moved(x, dx, dy, size));
            }}
            onPointerUp={() => setDrag(null)}
            sx={{
              position: 'absolute',
              ...at,
              color,
              cursor: movable ? 'move' : 'inherit',
              pointerEvents:
                movable ||
                editing === a.id ||
                (editor.mode === 'textbox' && a.shape_type === 'textbox')
                  ? 'auto'
                  : 'none',
              outline: movable && editor.selected === a.id ? `1px dashed ${color}` : 'none',
              display: 'flex',
              alignItems: 'center',
            }}
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
          </Box>
        );
      })}
    </Box>
  );
}
