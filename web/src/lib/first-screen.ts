// When the first screen is up: the page a signed-in visitor opened has rendered its content. What
// that screen does not need (the Firebase SDK, when the page booted from the session cookie) waits
// for it, so it does not share the network and the main thread with the screen's own code.
const FALLBACK_MS = 5000;

let shown = false;
const waiting = new Set<() => void>();

/** Said by a page when it has rendered (lib/lazy-page.tsx); the first time counts. */
export function markFirstScreen(): void {
  if (shown) return;
  shown = true;
  for (const listener of [...waiting]) listener();
  waiting.clear();
}

/** When the app asked for its first render (main.tsx): a paint after it is the app's. */
let renderAskedAt = 0;
export function noteFirstRender(): void {
  renderAskedAt = performance.now();
}

/** How long to wait for the browser to report the first screen's paint before going on. */
const PAINT_WAIT_MS = 1000;

/**
 * Calls `then` once the first screen is on screen: when the browser reports a largest paint made
 * after the app began rendering (the frame is presented some time after React commits it), or
 * after a moment where it reports none (a hidden tab: at once; a browser without Largest
 * Contentful Paint: after the next frame).
 */
export function afterPaint(then: () => void): void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    observer?.disconnect();
    clearTimeout(timer);
    then();
  };
  const reported =
    typeof PerformanceObserver !== 'undefined' &&
    PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint');
  const observer = reported
    ? new PerformanceObserver((list) => {
        if (list.getEntries().some((entry) => entry.startTime >= renderAskedAt)) once();
      })
    : undefined;
  const timer = setTimeout(once, document.hidden ? 0 : PAINT_WAIT_MS);
  if (observer) observer.observe({ type: 'largest-contentful-paint', buffered: true });
  else if (!document.hidden) requestAnimationFrame(() => setTimeout(once, 0));
}

/**
 * Runs `start` once, when the browser is idle after the first screen is on screen (or after a few
 * seconds, for a page that does not say so); answers the cancel.
 */
export function afterFirstScreen(start: () => void): () => void {
  let done = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    start();
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 200);
  };
  const go = () => {
    waiting.delete(go);
    clearTimeout(timer);
    afterPaint(whenIdle);
  };
  if (shown) go();
  else {
    waiting.add(go);
    timer = setTimeout(go, FALLBACK_MS);
  }
  return () => {
    done = true;
    waiting.delete(go);
    clearTimeout(timer);
  };
}

/** Whether the first screen has been on screen (and the browser idle since), once asked. */
let settled: 'unknown' | 'waiting' | 'yes' = 'unknown';

/**
 * The staleness of a read made afresh on every visit to its page, except on the first screen:
 * there what the boot read a moment ago is this visit's read, and the page (with what it draws
 * below the fold a render later) does not ask again.
 */
export function staleOnEveryVisit(): number {
  if (settled === 'unknown') {
    settled = 'waiting';
    afterFirstScreen(() => {
      settled = 'yes';
    });
  }
  return settled === 'yes' ? 0 : Infinity;
}
