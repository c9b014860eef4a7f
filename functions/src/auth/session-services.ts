// Wires the sign-in services together from the API's ports (one place, so routes stay thin).
import { activityRepo } from '../activity/activity.repo';
import { firmCatalogRepo } from '../firm/firm-catalog.repo';
import { firmRepo } from '../firm/firm.repo';
import { companiesRepo } from '../people/companies.repo';
import { usersRepo } from '../people/users.repo';
import type { Identity } from '../platform/auth/identity';
import type { Clock } from '../platform/clock/clock';
import type { Db } from '../platform/db/db';
import { outboxRepo } from '../platform/outbox/outbox.repo';
import { templateLinksRepo } from '../questionnaires/template-links.repo';
import { authChallengesRepo } from './auth-challenges.repo';
import { loginsRepo } from './logins.repo';
import { rateLimitsRepo } from './rate-limits.repo';
import { sessionsService } from './sessions.service';
import { signInActivity } from './sign-in-activity';
import { signInCompletion } from './sign-in-completion';
import type { SignInDeps } from './sign-in-deps';
import { signInDeliveryService } from './sign-in-delivery.service';
import { signInGrantsService } from './sign-in-grants.service';
import { MAX_CODE_ATTEMPTS } from './sign-in-limits';
import { signInMethodService } from './sign-in-method.service';
import { signInUsers } from './sign-in-users';
import { templateSignUpService } from './template-sign-up.service';

export function createSessionServices(ports: {
  db: Db;
  identity: Identity;
  clock: Clock;
  portalUrl?: string | undefined;
}) {
  const { db, identity, clock } = ports;
  const deps: SignInDeps = {
    logins: loginsRepo(db),
    users: usersRepo(db),
    firms: firmRepo(db),
    identity,
    clock,
    challenges: authChallengesRepo(db, MAX_CODE_ATTEMPTS),
    limits: rateLimitsRepo(db),
    activity: activityRepo(db),
    outbox: outboxRepo(db, () => clock.now()),
  };
  const accounts = signInUsers(deps);
  const activity = signInActivity(deps);
  const completion = signInCompletion(deps, activity);
  const delivery = signInDeliveryService(deps, accounts, completion);
  return {
    portalUrl: ports.portalUrl,
    sessions: sessionsService(deps, accounts, completion, activity),
    delivery,
    grants: signInGrantsService(deps, accounts, completion, activity),
    method: signInMethodService(deps),
    templates: templateSignUpService(
      deps,
      {
        templates: templateLinksRepo(db),
        companies: companiesRepo(db),
        catalog: firmCatalogRepo(db),
      },
      accounts,
      delivery,
    ),
  };
}

export type SessionServices = ReturnType<typeof createSessionServices>;
