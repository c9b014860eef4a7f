// Boot: fetch and validate the web config while the app's code loads, then render the app. The
// Firebase SDK is not part of the boot (lib/firebase.ts); a returning visitor's starts beside it.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError, loadFirebaseConfig } from '@/config/env';
import { dismissBootScreen } from '@/lib/boot-screen';
import { configureFirebase, loadFirebase, preconnectAuth } from '@/lib/firebase';
import { hasSessionHint } from '@/lib/session-hint';

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

/**
 * The web config; a returning visitor's Firebase session then starts at once, so the SDK and its
 * session check travel beside the app's code instead of after it, and the connection that check
 * takes opens while the SDK downloads.
 */
async function configure() {
  configureFirebase(await loadFirebaseConfig());
  if (!hasSessionHint()) return;
  preconnectAuth();
  void loadFirebase();
}

async function boot() {
  const [, { App }] = await Promise.all([configure(), import('./app/app')]);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

boot().catch(renderBootError);
