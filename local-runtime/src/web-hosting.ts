// Serves the built web app as Firebase Hosting would: compressed (brotli or gzip), hashed assets
// cached for a year and index.html revalidated on every visit (the headers firebase.json sets
// for production), the SPA rewrite, and /__/firebase/init.json (with the emulators' addresses and
// the realtime channel to use, which Hosting never sends).
import compression from 'compression';
import express, { type Response, type Router } from 'express';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DEMO_PROJECT_ID } from './auth-emulator';

/** What the local init.json adds to Hosting's: where the emulators are, and which live channel. */
export interface LocalWebConfig {
  authEmulatorUrl: string;
  /** Server-Sent Events on the embedded store; Firestore listeners on the emulator. */
  realtime: 'sse' | 'firestore';
  firestoreEmulatorHost?: string;
}

/** Vite's output: files under assets/ carry a content hash in their name, so never change. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html (and other unhashed files) are checked on every visit, so a deploy shows at once. */
export const REVALIDATE = 'no-cache';

function cacheHeaders(webDist: string) {
  return (res: Response, path: string) => {
    const hashed = relative(webDist, path).split(sep)[0] === 'assets';
    res.setHeader('Cache-Control', hashed ? IMMUTABLE : REVALIDATE);
  };
}

export function webHostingRouter(webDist: string, local: LocalWebConfig): Router {
  const router = express.Router();
  router.get('/__/firebase/init.json', (_req, res) => {
    res.setHeader('Cache-Control', REVALIDATE);
    res.json({
      projectId: DEMO_PROJECT_ID,
      apiKey: 'demo-api-key',
      authDomain: `${DEMO_PROJECT_ID}.firebaseapp.com`,
      ...local,
    });
  });
  router.use(compression());
  router.use(express.static(webDist, { index: false, setHeaders: cacheHeaders(webDist) }));
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
    res.setHeader('Cache-Control', REVALIDATE);
    res.sendFile(indexHtml);
  });
  return router;
}
