// A pad to draw a signature on with a finger, a pen or a mouse (pointer events, so touch works and
// the page does not scroll while drawing). It tells its owner the PNG drawn, or '' when cleared.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The pad's drawing size: its PNG stays well under the API's limit. */
const WIDTH = 600;
const HEIGHT = 200;

export function SignaturePad(props: { onChange: (png: string) => void; label: string }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const { onChange } = props;

  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context) return;
    context.lineWidth = 3;
    context.lineCap = 'round';
    context.lineJoin = 'round';
    context.strokeStyle = '#0d2a6b';
  }, []);

  /** The pointer's place in the pad's own units, whatever size it is shown at. */
  const at = (event: React.PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect();
    return {
      x: ((event.clientX - rect.left) / rect.width) * WIDTH,
      y: ((event.clientY - rect.top) / rect.height) * HEIGHT,
    };
  };

  const clear = () => {
    canvas.current?.getContext('2d')?.clearRect(0, 0, WIDTH, HEIGHT);
    onChange('');
  };

  return (
    <Stack spacing={1}>
      <Box
        component="canvas"
        ref={canvas}
        width={WIDTH}
        height={HEIGHT}
        role="img"
        aria-label={props.label}
        onPointerDown={(event: React.PointerEvent<HTMLCanvasElement>) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          drawing.current = true;
          const context = event.currentTarget.getContext('2d');
          const { x, y } = at(event);
          context?.beginPath();
          context?.moveTo(x, y);
          context?.lineTo(x + 0.1, y + 0.1);
          context?.stroke();
        }}
        onPointerMove={(event: React.PointerEvent<HTMLCanvasElement>) => {
          if (!drawing.current) return;
          const { x, y } = at(event);
          const context = event.currentTarget.getContext('2d');
          context?.lineTo(x, y);
          context?.stroke();
        }}
        onPointerUp={(event: React.PointerEvent<HTMLCanvasElement>) => {
          if (!drawing.current) return;
          drawing.current = false;
          onChange(event.currentTarget.toDataURL('image/png'));
        }}
        sx={{
          width: '100%',
          aspectRatio: `${WIDTH} / ${HEIGHT}`,
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          bgcolor: 'background.paper',
          touchAction: 'none',
          cursor: 'crosshair',
        }}
      />
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="caption" color="text.secondary">
          Draw your signature in the box above.
        </Typography>
        <Button size="small" onClick={clear}>
          Clear
        </Button>
      </Stack>
    </Stack>
  );
}
