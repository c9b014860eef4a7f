// Boot: fetch and validate the web config while the app's code loads, then render the app. A
// returning visitor's page also asks the API, at once, who the session cookie signs in and what
// the first screen reads (lib/server-session.ts); the Firebase SDK is not part of the boot
// (lib/firebase.ts) and loads after the first screen, or beside the app when there is no cookie.
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { bootPageOf, CLIENT_ENTITIES, type BootDto } from '@portico/common/auth/boot';
import { ConfigError, loadFirebaseConfig } from '@/config/env';
import { bootScreenShown, dismissBootScreen } from '@/lib/boot-screen';
import { afterPaint, noteFirstRender } from '@/lib/first-screen';
import { configureFirebase, loadFirebase, preconnectAuth } from '@/lib/firebase';
import { bootFromCookie } from '@/lib/server-session';
import { hasSessionHint } from '@/lib/session-hint';
import { chosenTaxYear } from '@/lib/tax-year';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);

/** Plain DOM on purpose: the app (and its theme) is not available when the config is broken. */
function renderBootError(error: unknown) {
  const problems =
    error instanceof ConfigError
      ? error.problems
      : [error instanceof Error ? error.message : String(error)];
  console.error(error);
  dismissBootScreen();
  root.render(
    <main
      role="alert"
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 560,
        margin: '15vh auto',
        padding: 24,
      }}
    >
      <h1 style={{ fontSize: 22 }}>Portico could not start</h1>
      <p>The app configuration is incomplete:</p>
      <ul>
        {problems.map((problem) => (
          <li key={problem}>{problem}</li>
        ))}
      </ul>
    </main>,
  );
}

/** A returning visitor's session, from the cookie (null: none, or not a returning visitor). */
const booting = hasSessionHint()
  ? bootFromCookie(location.pathname + location.search, chosenTaxYear())
  : Promise.resolve(null);

/** Whether the page opens a client's screen the boot answered for (the dashboard, a questionnaire). */
const opensClientScreen = (boot: BootDto) =>
  CLIENT_ENTITIES in boot.answers &&
  bootPageOf(location.pathname + location.search).kind !== 'other';

/**
 * The web config; a returning visitor without a session cookie then starts the SDK at once, so it
 * and its session check travel beside the app's code instead of after it, and the connection that
 * check takes opens while the SDK downloads.
 */
async function configure() {
  configureFirebase(await loadFirebaseConfig());
  if (!hasSessionHint() || (await booting)) return;
  preconnectAuth();
  void loadFirebase();
}

/**
 * The app's code, asked for once the sign-in card the HTML paints is on screen: the card needs
 * none of it, and a phone's connection then gives the card's paint its whole bandwidth.
 */
const appCodeWanted = bootScreenShown()
  ? new Promise<void>((resolve) => afterPaint(resolve))
  : Promise.resolve();

async function boot() {
  await appCodeWanted;
  const [, { App, loadClientOpening }, firstScreen, { queryClient }, booted] = await Promise.all([
    configure(),
    import('./app/app'),
    // The first screen's cache, for a page that may boot from the cookie.
    hasSessionHint() ? import('./app/first-screen') : null,
    import('./lib/query-client'),
    booting,
  ]);
  if (booted && firstScreen) {
    await Promise.all([
      firstScreen.primeFirstScreen(queryClient, booted),
      opensClientScreen(booted) && loadClientOpening().catch(() => undefined), // the render reports it
    ]);
  }
  // A transition: React renders the first screen in slices, leaving the main thread free between
  // them (one long task would hold a tap on the page back).
  noteFirstRender();
  startTransition(() =>
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
}

boot().catch(renderBootError);
