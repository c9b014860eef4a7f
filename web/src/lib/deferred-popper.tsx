// The popper MUI's Tooltip renders, loaded when a tooltip first opens (issue 48): a closed tooltip
// renders no popper, and the popper brings Popper.js (about 9 KB compressed) that no first screen
// needs to paint. The build gives Tooltip this module in place of its own Popper import
// (vite.config.ts, deferTooltipPopper); it is fetched once the first screen is up, so a tooltip
// is rarely left waiting for it. Once open, the real Popper stays rendered, and closes itself with
// its transition.
import { lazy, Suspense, useState } from 'react';
import type { PopperProps } from '@mui/material/Popper';
import { afterFirstScreen } from './first-screen';

const loadPopper = () => import('@mui/material/Popper');
const Popper = lazy(loadPopper);
// Not in the build-time render of the sign-in screen (no window there).
if (typeof window !== 'undefined') afterFirstScreen(() => void loadPopper());

export default function DeferredPopper(props: PopperProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted && !props.keepMounted) return null;
  return (
    <Suspense fallback={null}>
      <Popper {...props} />
    </Suspense>
  );
}
