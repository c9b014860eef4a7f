// A box placed on a PDF page (an annotation, a signer's field), drawn over the page at its scale:
// in the page's units from its bottom left, as stored. When movable it is a button: a press selects
// it and dragging moves it, the arrow keys nudge it (Shift: further), Delete or Backspace removes
// it; it never leaves its page.
import {
  useEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { PageSize } from './page-size';

export interface PageRect {
  left: number;
  bottom: number;
  width: number;
  height: number;
}

const NUDGE = 4;
const FAR_NUDGE = 16;

/** Where a box is drawn on the page as shown, in pixels from its top left. */
export const onScreen = (box: PageRect, size: PageSize) => ({
  left: box.left * size.scale,
  top: (size.height - box.bottom - box.height) * size.scale,
  width: box.width * size.scale,
  height: box.height * size.scale,
});

/** The box moved by (dx, dy) page units, kept inside the page. */
export const movedWithin = <R extends PageRect>(
  box: R,
  dx: number,
  dy: number,
  size: PageSize,
): R => ({
  ...box,
  left: Math.min(Math.max(0, box.left + dx), size.width - box.width),
  bottom: Math.min(Math.max(0, box.bottom + dy), size.height - box.height),
});

export function MovableBox(props: {
  box: PageRect;
  size: PageSize;
  label: string;
  movable: boolean;
  selected: boolean;
  /** Takes the focus (and comes into view) when it shows: a box just added, to move by keys. */
  autoFocus?: boolean;
  /** Whether it takes the pointer when it is not movable (a box opened for typing). */
  interactive?: boolean;
  onSelect: () => void;
  onMove: (moved: PageRect) => void;
  onDelete: () => void;
  /** A press the caller takes instead (opening a text box for typing): true when it did. */
  onPress?: () => boolean;
  outlineColor: string;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  const { box, size, movable } = props;
  const [drag, setDrag] = useState<{ x: number; y: number } | null>(null);
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!props.autoFocus) return;
    element.current?.focus({ preventScroll: true });
    element.current?.scrollIntoView({ block: 'nearest' });
  }, [props.autoFocus]);

  const onKey = (event: KeyboardEvent) => {
    if (!movable) return;
    const step = event.shiftKey ? FAR_NUDGE : NUDGE;
    const steps: Record<string, [number, number]> = {
      ArrowLeft: [-step, 0],
      ArrowRight: [step, 0],
      ArrowUp: [0, step],
      ArrowDown: [0, -step],
    };
    if (event.key === 'Delete' || event.key === 'Backspace') {
      event.preventDefault();
      props.onDelete();
    } else if (steps[event.key]) {
      event.preventDefault();
      const [dx, dy] = steps[event.key]!;
      props.onMove(movedWithin(box, dx, dy, size));
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (props.onPress?.()) {
      event.stopPropagation();
      return;
    }
    if (!movable) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    props.onSelect();
    setDrag({ x: event.clientX, y: event.clientY });
  };

  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag) return;
    const dx = (event.clientX - drag.x) / size.scale;
    const dy = -(event.clientY - drag.y) / size.scale;
    if (Math.abs(dx) + Math.abs(dy) < 1) return;
    setDrag({ x: event.clientX, y: event.clientY });
    props.onMove(movedWithin(box, dx, dy, size));
  };

  return (
    <Box
      ref={element}
      role={movable ? 'button' : 'img'}
      aria-label={props.label}
      aria-pressed={movable ? props.selected : undefined}
      tabIndex={movable ? 0 : -1}
      onFocus={() => movable && props.onSelect()}
      onKeyDown={onKey}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => setDrag(null)}
      sx={[
        {
          position: 'absolute',
          ...onScreen(box, size),
          cursor: movable ? 'move' : 'inherit',
          pointerEvents: movable || props.interactive ? 'auto' : 'none',
          outline: movable && props.selected ? `1px dashed ${props.outlineColor}` : 'none',
          display: 'flex',
          alignItems: 'center',
        },
        ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
      ]}
    >
      {props.children}
    </Box>
  );
}
