// What a page draws below the fold on a phone, drawn in a render after its first: the first
// screen's commit (one long task on a slow phone) holds only what is in view, and the rest follows
// at once, in a render React may slice and a commit of its own (issue 48: total blocking time). It
// is appended below what is shown, so nothing on screen moves.
import { useDeferredValue, type ReactNode } from 'react';

export function BelowTheFold({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
