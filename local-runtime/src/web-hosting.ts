// Serves the built web app as Firebase Hosting would: static files, the SPA rewrite, and
// /__/firebase/init.json (with the emulators' addresses and the realtime channel to use, which
// Hosting never sends).
import express, { type Router } from 'express';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PROJECT_ID } from './auth-emulator';

/** What the local init.json adds to Hosting's: where the emulators are, and which live channel. */
export interface LocalWebConfig {
  authEmulatorUrl: string;
  /** Server-Sent Events on the embedded store; Firestore listeners on the emulator. */
  realtime: 'sse' | 'firestore';
  firestoreEmulatorHost?: string;
}

export function webHostingRouter(webDist: string, local: LocalWebConfig): Router {
  const router = express.Router();
  router.get('/__/firebase/init.json', (_req, res) => {
    res.json({
      projectId: DEMO_PROJECT_ID,
      apiKey: 'demo-api-key',
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
      ...local,
    });
  });
  router.use(express.static(webDist, { index: false, maxAge: '1h' }));
  // Checked per request: `npm start` builds the web app while the runtime is already starting.
  router.get('/{*path}', (_req, res) => {
    const indexHtml = join(webDist, 'index.html');
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('text')
        .send('The web app is not built yet: run `npm run build -w web`.');
      return;
    }
    res.sendFile(indexHtml);
  });
  return router;
}
