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

/**
 * Runs `start` once, when the browser is idle after the first screen (or after a few seconds, for
 * a page that does not say so); answers the cancel.
 */
export function afterFirstScreen(start: () => void): () => void {
  let done = false;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    if (done) return;
    done = true;
    start();
  };
  const go = () => {
    waiting.delete(go);
    clearTimeout(timer);
    if ('requestIdleCallback' in window) idle = requestIdleCallback(run, { timeout: 2000 });
    else timer = setTimeout(run, 200);
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
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}
