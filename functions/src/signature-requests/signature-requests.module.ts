// The signature requests area (spec 3 "Signature requests", issue 46): any PDF a firm sends an
// entity's owners to sign, uploaded and processed in a queued task, listed in the Signatures table
// and on the entity, its signers' fields placed, sent to them, filled in or declined by them,
// marked completed and deleted. Mounts /signature_requests.
import type { Router } from 'express';
import { activityRepo } from '../activity/activity.module';
import { documentsRepo } from '../documents/documents.module';
import { firmRepo } from '../firm/firm.module';
import { entityNotifications } from '../notifications/notifications.module';
import { entitiesRepo, usersRepo } from '../people/people.module';
import { signingEngine } from '../signing/signing.module';
import type { Db } from '../platform/db/db';
import type { Ports } from '../platform/ports';
import { fieldsService } from './fields/fields.service';
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

/** The entity's facts its requests copy, for the people area (people-links.ts). */
export const signatureRequestFacts = (db: Db) => followEntity(db, signatureRequestsRepo(db));

export function mountSignatureRequests(router: Router, ports: Ports): void {
  const { db, queue, clock, newId } = ports;
  const requests = signatureRequestsRepo(db);
  const entities = entitiesRepo(db);
  const users = usersRepo(db);
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
      signing: signingEngine({ db, clock, newId }),
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
      signing: signingEngine({ db, clock, newId }),
      notices: entityNotifications(db, clock),
      queue,
      blobs: ports.blobs,
      clock,
    }),
    signedCopiesService({ requests, entities, blobs: ports.blobs }),
    requestRemindersOf(ports),
  );
}
