// The Express app behind the `api` function: body parsing, logging, the caller, routes, errors.
import express, { type Express, type Router } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { loginsRepo } from '../auth/logins.repo';
import { sessionsRoutes } from '../auth/sessions.routes';
import { sessionsService } from '../auth/sessions.service';
import { firmRepo } from '../firm/firm.repo';
import { firmRoutes } from '../firm/firm.routes';
import { usersRepo } from '../people/users.repo';
import type { Identity } from '../platform/auth/identity';
import type { Clock } from '../platform/clock/clock';
import type { Db } from '../platform/db/db';
import { authenticate } from './authenticate';
import { errorMapper, JSON_BODY_LIMIT } from './error-mapper';
import { notFound } from './http-error';

export interface ApiDeps {
  db: Db;
  identity: Identity;
  clock: Clock;
  logger: Logger;
}

/** Every API route, on one router, so the authorization matrix can list them all. */
export function createApiRouter(deps: ApiDeps): Router {
  const router = express.Router();
  const users = usersRepo(deps.db);
  sessionsRoutes(
    router,
    sessionsService({ logins: loginsRepo(deps.db), users, identity: deps.identity }),
  );
  firmRoutes(router, firmRepo(deps.db));
  return router;
}

export function createApiApp(deps: ApiDeps): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', true);
  app.use(
    pinoHttp({
      logger: deps.logger,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      customLogLevel: (_req, res, error) =>
        error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    }),
  );
  app.use(express.json({ limit: JSON_BODY_LIMIT }));
  app.use('/api', authenticate(deps.identity, usersRepo(deps.db)), createApiRouter(deps));
  app.use('/api', () => {
    throw notFound('No such endpoint');
  });
  app.use(errorMapper);
  return app;
}
