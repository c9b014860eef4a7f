// The signature requests area (spec 3 "Signature requests", issue 46): any PDF a firm sends an
// entity's owners to sign, uploaded and processed in a queued task, listed in the Signatures table
// and on the entity, its signers' fields placed, sent to them, filled in or declined by them,
// its signers reminded and their identity checked, marked completed and deleted; one document sent
// to many entities at once. Mounts /signature_requests and /signature_request_batches; answers the Stripe events it takes (its signers' identity checks).
import type { Router } from 'express';
import { activityRepo } from '../activity/activity.module';
import { documentsRepo } from '../documents/documents.module';
import { firmRepo } from '../firm/firm.module';
import { entityNotifications } from '../notifications/notifications.module';
import { entitiesRepo, usersRepo } from '../people/people.module';
import { processedEventsRepo, type StripeEventHandler } from '../payments/payments.module';
import { signingEngine } from '../signing/signing.module';
import type { Db } from '../platform/db/db';
import type { Ports } from '../platform/ports';
import { requestBatchesRepo } from './batches/request-batches.repo';
import { requestBatchesRoutes } from './batches/request-batches.routes';
import { requestBatchesService } from './batches/request-batches.service';
import { fieldsService } from './fields/fields.service';
import { requestIdentityService } from './identity/request-identity.service';
import { followEntity } from './follow-entity';
import { sendRequestService } from './sending/send-request.service';
import { signedCopiesService } from './sealing/signed-copies.service';
import { requestRemindersOf } from './reminders/request-reminders.jobs';
import { requestSigningService } from './signing/request-signing.service';
import { signatureRequestsRoutes } from './signature-requests.routes';
import { signatureRequestsRepo } from './signature-requests.repo';
import { signatureRequestsTableService } from './table/signature-requests-table.service';
import { signatureRequestsService } from './uploads/signature-requests.service';

export { processSignatureRequestTask } from './uploads/process-signature-request.task';
export { deliverSignatureRequestTask } from './sending/deliver-signature-request.task';
export { sealSignatureRequestTask } from './sealing/seal-signature-request.task';
export { sendSignatureRequestRemindersJob } from './reminders/request-reminders.jobs';
export {
  sendRequestBatchChunkTask,
  startSignatureRequestBatchTask,
} from './batches/send-request-batch.tasks';

/** The entity's facts its requests copy, for the people area (people-links.ts). */
export const signatureRequestFacts = (db: Db) => followEntity(db, signatureRequestsRepo(db));

export function mountSignatureRequests(
  router: Router,
  ports: Ports,
): { stripeEventHandlers: StripeEventHandler[] } {
  const { db, queue, clock, newId } = ports;
  const requests = signatureRequestsRepo(db);
  const entities = entitiesRepo(db);
  const users = usersRepo(db);
  const signing = signingEngine({ db, clock, newId });
  const identity = requestIdentityService({
    db,
    requests,
    entities,
    users,
    identityChecks: ports.identityChecks,
    processedEvents: processedEventsRepo(db, () => clock.now()),
    signing,
    clock,
  });
  signatureRequestsRoutes(
    router,
    signatureRequestsService({
      db,
      requests,
      entities,
      users,
      documents: documentsRepo(db),
      activity: activityRepo(db),
      queue,
      signing,
      clock,
      newId,
    }),
    signatureRequestsTableService({ requests }),
    fieldsService({ db, requests, entities, users, clock }),
    {
      service: sendRequestService({
        db,
        requests,
        entities,
        users,
        activity: activityRepo(db),
        queue,
        clock,
      }),
      portalUrl: ports.portalUrl,
    },
    requestSigningService({
      db,
      requests,
      entities,
      users,
      firms: firmRepo(db),
      documents: documentsRepo(db),
      activity: activityRepo(db),
      signing,
      notices: entityNotifications(db, clock),
      queue,
      blobs: ports.blobs,
      identity,
      clock,
    }),
    signedCopiesService({ requests, entities, blobs: ports.blobs }),
    requestRemindersOf(ports),
    identity,
  );
  requestBatchesRoutes(
    router,
    requestBatchesService({
      batches: requestBatchesRepo(db),
      entities,
      documents: documentsRepo(db),
      queue,
      clock,
      newId,
    }),
    ports.portalUrl,
  );
  return { stripeEventHandlers: [identity.events] };
}
