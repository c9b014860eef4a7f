// A record's name in a table that opens it (a return's viewer, a signature request's): a button
// that reads as a link.
import type { ReactNode } from 'react';
import Link from '@mui/material/Link';

export function OpenRecordLink(props: { label?: string; onOpen: () => void; children: ReactNode }) {
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      aria-label={props.label}
      onClick={props.onOpen}
      sx={{ textAlign: 'left', verticalAlign: 'baseline' }}
    >
      {props.children}
    </Link>
  );
}
