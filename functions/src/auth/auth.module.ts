// The auth area: signing in with every credential (password, emailed links, texted or mailed
// codes, two-factor), set-up, changing one's own sign-in contact with a code, template sign-up,
// and who the caller is (spec 1 §2, §7). Mounts /sessions; exports the sign-in directory and the
// contact-change notices (people's links) and the principal resolver of the API's authenticate step.
import { endedSessionsRepo } from './ended-sessions.repo';
import { sessionCookieRoutes } from './session-cookie.routes';
import { sessionCookieService } from './session-cookie.service';
import type { Router } from 'express';
import { activityRepo } from '../activity/activity.module';
import { firmCatalogRepo, firmRepo } from '../firm/firm.module';
import { entityConversations } from '../messaging/messaging.module';
import { entitiesRepo, usersRepo } from '../people/people.module';
import type { Ports } from '../platform/ports';
import { questionnairesRepo, templatesRepo } from '../questionnaires/questionnaires.module';
import { authChallengesRepo } from './auth-challenges.repo';
import { loginsRepo } from './logins.repo';
import { rateLimitsRepo } from '../platform/rate-limits/rate-limits.repo';
import { sessionsRoutes, type SessionServices } from './sessions.routes';
import { sessionsService } from './sessions.service';
import { signInActivity } from './sign-in-activity';
import { signInCompletion } from './sign-in-completion';
import { signInContactNotices } from './sign-in-contact-notices';
import { signInContactService } from './sign-in-contact.service';
import type { SignInDeps } from './sign-in-deps';
import { signInDeliveryService } from './sign-in-delivery.service';
import { signInGrantsService } from './sign-in-grants.service';
import { MAX_CODE_ATTEMPTS } from './sign-in-limits';
import { signInMethodService } from './sign-in-method.service';
import { signInUsers } from './sign-in-users';
import { signerLinkOpener } from './signer-links';
import { signInLinksRoutes } from './sign-in-links.routes';
import {
  staffSignInLinksService,
  type StaffSignInLinksService,
} from './staff-sign-in-links.service';
import { templateSignUpService } from './template-sign-up.service';
import { firmSignUpRoutes } from './firm-sign-up.routes';
import { firmSignUpService } from './firm-sign-up.service';
import { staffInvitationsRoutes } from './staff-invitations.routes';
import { staffInvitationsService, type StaffInvitationsService } from './staff-invitations.service';

export { loginsRepo, type LoginsRepo } from './logins.repo';
export { hashPassword } from './passwords';
export { principalResolver, type PrincipalResolver } from './principal-resolver';
export { endedSessionsRepo } from './ended-sessions.repo';
export { bearerTokenOf, sessionCookieOf } from './session-cookie-header';
export { signInContactNotices } from './sign-in-contact-notices';
export { signerLinks, type SignerLinks } from './signer-links';

function signInDeps(ports: Ports): SignInDeps {
  const { db, identity, clock, newId } = ports;
  return {
    db,
    logins: loginsRepo(db),
    users: usersRepo(db),
    firms: firmRepo(db),
    identity,
    clock,
    challenges: authChallengesRepo(db, MAX_CODE_ATTEMPTS),
    limits: rateLimitsRepo(db),
    activity: activityRepo(db),
    outbox: ports.outbox,
    newId,
  };
}

/** The sign-in services, built once per API router from the ports. */
function sessionServices(ports: Ports, deps: SignInDeps): SessionServices {
  const { db } = ports;
  const accounts = signInUsers(deps);
  const activity = signInActivity(deps);
  const completion = signInCompletion(deps, activity);
  const delivery = signInDeliveryService(deps, accounts, completion);
  const notices = signInContactNotices(deps.outbox);
  return {
    portalUrl: ports.portalUrl,
    sessions: sessionsService(deps, accounts, completion, activity),
    delivery,
    grants: signInGrantsService(deps, accounts, completion, activity),
    signerLinks: signerLinkOpener(deps, delivery),
    method: signInMethodService(deps, notices),
    contact: signInContactService(deps, delivery, notices),
    templates: templateSignUpService(
      deps,
      {
        templates: templatesRepo(db),
        entities: entitiesRepo(db),
        catalog: firmCatalogRepo(db),
        conversations: entityConversations(db),
      },
      accounts,
      delivery,
    ),
  };
}

/** Staff's sign-in links to clients, also outside a request (a client list import that sends them). */
export function staffSignInLinks(ports: Ports): StaffSignInLinksService {
  return staffSignInLinksService(signInDeps(ports), {
    entities: entitiesRepo(ports.db),
    questionnaires: questionnairesRepo(ports.db),
  });
}

/** Inviting staff, also outside a request (a staff list import). */
export function staffInvitations(ports: Ports): StaffInvitationsService {
  return staffInvitationsService({ ...signInDeps(ports), catalog: firmCatalogRepo(ports.db) });
}

export function mountAuth(router: Router, ports: Ports): void {
  const deps = signInDeps(ports);
  sessionsRoutes(router, sessionServices(ports, deps), usersRepo(ports.db));
  sessionCookieRoutes(
    router,
    sessionCookieService({
      identity: ports.identity,
      ended: endedSessionsRepo(ports.db),
      clock: ports.clock,
    }),
  );
  signInLinksRoutes(router, staffSignInLinks(ports), ports.portalUrl);
  staffInvitationsRoutes(router, staffInvitations(ports), ports.portalUrl);
  firmSignUpRoutes(router, firmSignUpService(deps), ports.portalUrl);
}
