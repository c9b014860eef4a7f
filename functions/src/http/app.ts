// The Express app behind the `api` function: body parsing, logging, the caller, the area modules'
// routes and the one error mapper.
import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import { endedSessionsRepo, principalResolver } from '../auth/auth.module';
import { firmRepo } from '../firm/firm.module';
import { NotFound } from '../kernel/errors';
import { usersRepo } from '../people/people.module';
import type { Ports } from '../platform/ports';
import { createApiRouter } from './api-router';
import { authenticate } from './authenticate';
import { refuseCrossSiteChanges } from './csrf';
import { errorMapper, JSON_BODY_LIMIT } from './error-mapper';

/** The caller's middleware on its own, for routes beside the API (the local realtime channel). */
export const authenticateFor = (ports: Ports) =>
  authenticate(
    ports.identity,
    principalResolver(usersRepo(ports.db), firmRepo(ports.db)),
    endedSessionsRepo(ports.db),
  );

export interface ApiAppOptions {
  /**
   * How many proxies in front of the app append to X-Forwarded-For: the caller's address is the
   * entry that many hops from the right, so entries a client forges further left never count.
   * 0 (the local runtime, which nothing proxies) reads the socket's address only.
   */
  trustedProxyHops?: number;
}

export function createApiApp(ports: Ports, options: ApiAppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  const hops = options.trustedProxyHops ?? 0;
  app.set('trust proxy', hops > 0 ? hops : false);
  app.use(
    pinoHttp({
      logger: ports.logger,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    }),
  );
  app.use(
    express.json({
      limit: JSON_BODY_LIMIT,
      // Kept as it arrived for what is verified byte for byte (Stripe's webhook signatures);
      // Cloud Functions has set it already.
      verify: (req, _res, raw) => {
        (req as { rawBody?: Buffer }).rawBody ??= raw;
      },
    }),
  );
  app.use('/api', authenticateFor(ports), refuseCrossSiteChanges, createApiRouter(ports));
  app.use('/api', () => {
    throw new NotFound('No such endpoint');
  });
  app.use(errorMapper);
  return app;
}
