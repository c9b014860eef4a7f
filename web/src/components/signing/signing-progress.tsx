// The head of a signer's part of a document (a return's signatures, a request's fields): its title
// with how far they are ("1 of 2 signed"), what they did last announced to screen readers, a bar,
// and what comes next — "Start" / "Next" to the next thing to sign, why they must wait, or that all
// is done. Between the head and the bar, whatever the screen adds (an identity badge).
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@/components/visually-hidden';

export function SigningProgress(props: {
  headingId: string;
  title: string;
  done: number;
  total: number;
  /** How the count reads: "1 of 2 signed", "1 of 2 done". */
  unit: string;
  announced: string;
  /** The next thing to sign, when there is one: "Start" or "Next" then `label`. */
  next: { label: string; onStart: () => void } | null;
  /** Signing waits for this (an identity check, another signer's turn). */
  waitsFor?: string;
  /** Shown once nothing is left (null: nothing is shown). */
  finished: string | null;
  children?: ReactNode;
}) {
  const { done, total } = props;
  const count = `${done} of ${total} ${props.unit}`;
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'baseline', justifyContent: 'space-between' }}>
        <Typography variant="subtitle1" component="h2" id={props.headingId}>
          {props.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {count}
        </Typography>
      </Stack>
      {props.children}
      <Box component="span" role="status" sx={visuallyHidden}>
        {props.announced}
      </Box>
      <LinearProgress
        variant="determinate"
        value={total ? (done / total) * 100 : 100}
        aria-label={count}
        sx={{ my: 1, borderRadius: 1 }}
      />
      {props.waitsFor && props.next ? (
        <Typography variant="body2" color="text.secondary" sx={{ my: 1 }}>
          {props.waitsFor}
        </Typography>
      ) : props.next ? (
        <Button variant="contained" fullWidth sx={{ my: 1 }} onClick={props.next.onStart}>
          {done === 0 ? 'Start' : 'Next'}: {props.next.label}
        </Button>
      ) : (
        props.finished && (
          <Alert severity="success" sx={{ my: 1 }}>
            {props.finished}
          </Alert>
        )
      )}
    </>
  );
}
