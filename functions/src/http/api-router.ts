// Every API route, on one router (so the authorization matrix can list them all): the list of area
// modules, each mounting itself from the platform ports, and the few links one area hands another
// so that no area imports one that depends on it (docs/architecture.md).
import express, { type Router } from 'express';
import { mountActivity } from '../activity/activity.module';
import { loginsRepo, mountAuth, signInContactNotices } from '../auth/auth.module';
import { mountBoot } from '../boot/boot.module';
import { mountDocuments } from '../documents/documents.module';
import { mountFirm } from '../firm/firm.module';
import { importsRepo, mountImports } from '../imports/imports.module';
import {
  earlierConversations,
  entityConversations,
  mountMessaging,
} from '../messaging/messaging.module';
import { mountPayments } from '../payments/payments.module';
import { mountNotifications } from '../notifications/notifications.module';
import {
  activityDirectoryOf,
  entitiesRepo,
  entityRoleHolders,
  firmStaffOf,
  firstWeekStaffOf,
  mountPeople,
  usersRepo,
  type DeliveryFacts,
} from '../people/people.module';
import type { Ports } from '../platform/ports';
import {
  mountQuestionnaires,
  questionnaireEntities,
  firstWeekQuestionnaireFacts,
  questionnaireFacts,
  questionnaireLocks,
  questionUploadsOf,
} from '../questionnaires/questionnaires.module';
import { questionnairesLinks } from '../jobs/questionnaires-links';
import { mountTaxReturns, taxReturnFacts } from '../tax-returns/tax-returns.module';
import {
  mountSignatureRequests,
  signatureRequestFacts,
} from '../signature-requests/signature-requests.module';

/** Returns and signature requests both follow an entity's and an advisor's changes. */
function bothFollow(a: DeliveryFacts, b: DeliveryFacts): DeliveryFacts {
  return {
    followEntity: async (entity) => (await a.followEntity(entity)) + (await b.followEntity(entity)),
    followAdvisorName: async (advisor) =>
      (await a.followAdvisorName(advisor)) + (await b.followAdvisorName(advisor)),
  };
}

export function createApiRouter(ports: Ports): Router {
  const router = express.Router();
  const { db } = ports;
  mountAuth(router, ports);
  const firstWeekStaff = firstWeekStaffOf(usersRepo(db));
  const firm = mountFirm(router, ports, {
    roleHolders: entityRoleHolders(entitiesRepo(db)),
    staff: firmStaffOf(usersRepo(db)),
    firstWeek: {
      hasTeam: firstWeekStaff.hasTeam,
      hasImportedClients: (firmId) => importsRepo(db).hasImportedClients(firmId),
      ...firstWeekQuestionnaireFacts(db),
    },
    guideDismissals: firstWeekStaff,
  });
  mountPeople(router, ports, {
    logins: loginsRepo(db),
    contactNotices: signInContactNotices(ports.outbox),
    questionnaireLocks: questionnaireLocks(db),
    questionnaireFacts: questionnaireFacts(db),
    deliveryFacts: bothFollow(taxReturnFacts(db), signatureRequestFacts(db)),
    earlierConversations: earlierConversations(db),
    entityConversations: entityConversations(db),
  });
  mountNotifications(router, ports);
  const questionnaires = mountQuestionnaires(router, ports, questionnairesLinks(db));
  mountDocuments(router, ports, { questionUploads: questionUploadsOf(db, ports.clock) });
  mountMessaging(router, ports);
  mountImports(router, ports);
  const taxReturns = mountTaxReturns(router, ports);
  const signatureRequests = mountSignatureRequests(router, ports);
  mountPayments(router, ports, [
    ...firm.stripeEventHandlers,
    ...taxReturns.stripeEventHandlers,
    ...questionnaires.stripeEventHandlers,
    ...signatureRequests.stripeEventHandlers,
  ]);
  mountActivity(router, ports, {
    directory: activityDirectoryOf(entitiesRepo(db), usersRepo(db)),
    questionnaires: questionnaireEntities(db),
  });
  // Last: the boot reads through the routes above.
  mountBoot(router, ports);
  return router;
}
