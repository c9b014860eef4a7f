// Boot: fetch and validate the Firebase config, start Firebase, then render the app.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfigError, loadFirebaseConfig } from '@/config/env';
import { initFirebase } from '@/lib/firebase';

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
  const config = await loadFirebaseConfig();
  initFirebase(config);
  // The app module imports the router and api client, which expect Firebase to be ready.
  const { App } = await import('./app/app');
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

boot().catch(renderBootError);
