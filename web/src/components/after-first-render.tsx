// What a page draws a render after its first: the first commit (one long task on a slow phone)
// holds the page's heading and controls, and the rest follows at once, in a render React may
// slice and a commit of its own (issue 48: total blocking time). It sits below what the first
// render drew, so nothing on screen moves.
import { useDeferredValue, type ReactNode } from 'react';

export function AfterFirstRender({ children }: { children: ReactNode }) {
  const shown = useDeferredValue(true, false);
  return shown ? children : null;
}
