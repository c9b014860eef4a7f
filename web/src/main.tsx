// Boot: fetch and validate the web config while the app's code loads, then render the app. The
// Firebase SDK is not part of the boot (lib/firebase.ts).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError, loadFirebaseConfig } from '@/config/env';
import { dismissBootScreen } from '@/lib/boot-screen';
import { configureFirebase } from '@/lib/firebase';

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

async function boot() {
  const [config, { App }] = await Promise.all([loadFirebaseConfig(), import('./app/app')]);
  configureFirebase(config);
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

boot().catch(renderBootError);
