// Serves the built web app as Firebase Hosting would: compressed (brotli or gzip), with the headers
// firebase.json sets for production (hosting-headers.ts: the Content-Security-Policy and the other
// security headers, hashed assets cached for a year and index.html revalidated on every visit),
// the SPA rewrite, and /__/firebase/init.json (with the emulators' addresses and the realtime
// channel to use, which Hosting never sends).
import compression from 'compression';
import express, { type Response, type Router } from 'express';
import { existsSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { DEMO_PROJECT_ID } from './auth-emulator';
import { hostingHeaders } from './hosting-headers';

/** What the local init.json adds to Hosting's: where the emulators are, and which live channel. */
export interface LocalWebConfig {
  authEmulatorUrl: string;
  /** Server-Sent Events on the embedded store; Firestore listeners on the emulator. */
  realtime: 'sse' | 'firestore';
  firestoreEmulatorHost?: string;
}

/** init.json (Hosting's own file) is checked on every visit. */
const REVALIDATE = 'no-cache';

export function webHostingRouter(webDist: string, local: LocalWebConfig): Router {
  const router = express.Router();
  const headersFor = hostingHeaders({
    connect: [
      new URL(local.authEmulatorUrl).origin,
      ...(local.firestoreEmulatorHost ? [`http://${local.firestoreEmulatorHost}`] : []),
    ],
  });
  const setHeaders = (res: Response, urlPath: string) => {
    for (const [key, value] of Object.entries(headersFor(urlPath))) res.setHeader(key, value);
  };
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
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res, path) =>
        setHeaders(res, `/${relative(webDist, path).split(sep).join('/')}`),
    }),
  );
  // Checked per request: `npm start` builds the web app while the runtime is already starting.
  router.get('/{*path}', (req, res) => {
    const indexHtml = join(webDist, 'index.html');
    if (!existsSync(indexHtml)) {
      res
        .status(503)
        .type('text')
        .send('The web app is not built yet: run `npm run build -w web`.');
      return;
    }
    setHeaders(res, req.path);
    res.sendFile(indexHtml);
  });
  return router;
}
