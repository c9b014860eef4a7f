// The Express app behind the `api` function: body parsing, logging, the caller, routes, errors.
import { randomUUID } from 'node:crypto';
import express, { type Express, type Router } from 'express';
import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { createSessionServices } from '../auth/session-services';
import { sessionsRoutes } from '../auth/sessions.routes';
import { firmRepo } from '../firm/firm.repo';
import { firmCatalogRepo } from '../firm/firm-catalog.repo';
import { firmCatalogService } from '../firm/firm-catalog.service';
import { firmRolesService } from '../firm/firm-roles.service';
import { firmRoutes } from '../firm/firm.routes';
import { firmService } from '../firm/firm.service';
import { importsRepo } from '../imports/imports.repo';
import { importsRoutes } from '../imports/imports.routes';
import { importsService } from '../imports/imports.service';
import { conversationsRepo } from '../messaging/conversations.repo';
import { messagingRoutes } from '../messaging/messaging.routes';
import { messagingService } from '../messaging/messaging.service';
import { notificationSettingsRepo } from '../notifications/notification-settings.repo';
import { notificationSettingsRoutes } from '../notifications/notification-settings.routes';
import { notificationSettingsService } from '../notifications/notification-settings.service';
import { realtimeRepo } from '../notifications/realtime.repo';
import { realtimeRoutes } from '../notifications/realtime.routes';
import { realtimeService } from '../notifications/realtime.service';
import { assignmentsRepo } from '../people/assignments.repo';
import { assignmentsRoutes } from '../people/assignments.routes';
import { assignmentsService } from '../people/assignments.service';
import { companiesRepo } from '../people/companies.repo';
import { companyDeletionService } from '../people/company-deletion.service';
import { createClientRepo } from '../people/create-client.repo';
import { createClientRoutes } from '../people/create-client.routes';
import { createClientService } from '../people/create-client.service';
import { entityTypeGate } from '../people/entity-types';
import { ownersRepo } from '../people/owners.repo';
import { ownersRoutes } from '../people/owners.routes';
import { ownersService } from '../people/owners.service';
import { peopleListRepo } from '../people/people-list.repo';
import { peopleListRoutes } from '../people/people-list.routes';
import { peopleListService } from '../people/people-list.service';
import { peopleRoutes } from '../people/people.routes';
import { tagsRepo } from '../people/tags.repo';
import { tagsRoutes } from '../people/tags.routes';
import { tagsService } from '../people/tags.service';
import { userEditRepo } from '../people/user-edit.repo';
import { peopleService } from '../people/people.service';
import { spouseRoutes } from '../people/spouse.routes';
import { spouseService } from '../people/spouse.service';
import { userStatusRepo } from '../people/user-status.repo';
import { userStatusRoutes } from '../people/user-status.routes';
import { userStatusService } from '../people/user-status.service';
import { usersRepo } from '../people/users.repo';
import { questionnairesRepo } from '../questionnaires/questionnaires.repo';
import { questionnairesRoutes } from '../questionnaires/questionnaires.routes';
import { questionnairesService } from '../questionnaires/questionnaires.service';
import type { Identity } from '../platform/auth/identity';
import type { Blobs } from '../platform/blobs/blobs';
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
  blobs: Blobs;
  /** The portal's public address for links in mail; without it, each request's own origin. */
  portalUrl?: string;
}

/** Every API route, on one router, so the authorization matrix can list them all. */
export function createApiRouter(deps: ApiDeps): Router {
  const router = express.Router();
  const users = usersRepo(deps.db);
  sessionsRoutes(router, createSessionServices(deps));
  const newId = () => randomUUID();
  const firm = firmService(firmRepo(deps.db));
  const catalogRepo = firmCatalogRepo(deps.db);
  const catalog = firmCatalogService(catalogRepo, users, newId);
  const companies = companiesRepo(deps.db);
  firmRoutes(router, {
    firm,
    catalog,
    roles: firmRolesService(catalogRepo, firm, companies, newId),
  });
  peopleRoutes(
    router,
    peopleService({
      companies,
      users,
      firms: firm,
      catalog,
      catalogRepo,
      userEdit: userEditRepo(deps.db),
      newId,
    }),
  );
  peopleListRoutes(
    router,
    peopleListService({ list: peopleListRepo(deps.db), firms: firm, catalogRepo }),
  );
  const types = entityTypeGate(catalog, catalogRepo, newId);
  createClientRoutes(
    router,
    createClientService({
      repo: createClientRepo(deps.db),
      users,
      firms: firm,
      catalogRepo,
      types,
      clock: deps.clock,
      newId,
    }),
  );
  const owners = ownersRepo(deps.db);
  ownersRoutes(
    router,
    ownersService({
      owners,
      companies,
      users,
      firms: firm,
      types,
      clock: deps.clock,
      newId,
    }),
    companyDeletionService({ companies, firms: firm }),
  );
  spouseRoutes(
    router,
    spouseService({ owners, companies, users, firms: firm, clock: deps.clock, newId }),
  );
  tagsRoutes(
    router,
    tagsService({ catalogRepo, tags: tagsRepo(deps.db), users, companies, firms: firm, newId }),
  );
  userStatusRoutes(
    router,
    userStatusService({ users, companies, firms: firm, status: userStatusRepo(deps.db) }),
  );
  assignmentsRoutes(
    router,
    assignmentsService({ assignments: assignmentsRepo(deps.db), users, firms: firm }),
  );
  notificationSettingsRoutes(
    router,
    notificationSettingsService({ firms: firm, settings: notificationSettingsRepo(deps.db) }),
  );
  questionnairesRoutes(
    router,
    questionnairesService({ questionnaires: questionnairesRepo(deps.db), companies, firms: firm }),
  );
  messagingRoutes(
    router,
    messagingService({ conversations: conversationsRepo(deps.db), companies, firms: firm }),
  );
  realtimeRoutes(router, realtimeService(realtimeRepo(deps.db), deps.clock));
  importsRoutes(
    router,
    importsService({
      repo: importsRepo(deps.db),
      users,
      blobs: deps.blobs,
      clock: deps.clock,
      newId,
    }),
  );
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
