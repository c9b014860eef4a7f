// The tax returns area (spec 3 "Tax return delivery"): returns uploaded for an entity, processed in
// a queued task and listed, sent as drafts for approval, classified and sent to their signers, read
// as delivered, changed by staff's row actions, downloaded and reminded of; the table.
// Mounts /tax_returns.
import type { Router } from 'express';
import { activityRepo } from '../activity/activity.module';
import { documentCopies, documentsRepo, foldersRepo } from '../documents/documents.module';
import { firmRepo } from '../firm/firm.module';
import { entitiesRepo, usersRepo } from '../people/people.module';
import type { Db } from '../platform/db/db';
import type { Ports } from '../platform/ports';
import { signerLinks } from '../auth/auth.module';
import { entityNotifications } from '../notifications/notifications.module';
import { returnActionsRoutes } from './actions/return-actions.routes';
import { returnActionsService } from './actions/return-actions.service';
import { downloadService } from './actions/download.service';
import { returnActivityService } from './actions/return-activity.service';
import { sendToDocumentsService } from './actions/send-to-documents.service';
import { classificationRoutes } from './classification/classification.routes';
import { classificationService } from './classification/classification.service';
import { draftsRoutes } from './drafts/drafts.routes';
import { draftsService } from './drafts/drafts.service';
import { followEntity } from './follow-entity';
import { deliveredReturnsOf } from './delivered-returns';
import { deliveriesRoutes } from './deliveries/deliveries.routes';
import { deliveriesService } from './deliveries/deliveries.service';
import { remindersOf } from './reminders/reminders.jobs';
import { remindersRoutes } from './reminders/reminders.routes';
import { returnPartsRepo } from './return-parts.repo';
import type { ReturnServiceDeps } from './return-service-deps';
import { deliveredReturnRoutes } from './sending/delivered-return.routes';
import { deliveredReturnService } from './sending/delivered-return.service';
import { taxReturnsTableRoutes } from './table/tax-returns-table.routes';
import { taxReturnsTableService } from './table/tax-returns-table.service';
import { taxReturnsRepo } from './tax-returns.repo';
import { returnSigningRoutes } from './signing/return-signing.routes';
import { returnSigningService } from './signing/return-signing.service';
import { signedFormsService } from './signing/signed-forms.service';
import { evidencePackService } from './signing/evidence-pack.service';
import { clientVouchersRoutes } from './payments/client-vouchers.routes';
import { clientVouchersService } from './payments/client-vouchers.service';
import { signingEngine } from '../signing/signing.module';
import {
  cardPaymentsRepo,
  openCheckoutsRepo,
  processedEventsRepo,
  type StripeEventHandler,
} from '../payments/payments.module';
import { identityChecksRoutes } from './identity/identity-checks.routes';
import { invoicePaymentRoutes } from './payments/invoice-payment.routes';
import { invoicePaymentService } from './payments/invoice-payment.service';
import { cardPaymentChanges } from './payments/card-payment-changes';
import { identityChecksService } from './identity/identity-checks.service';

export { processTaxReturnTask } from './deliveries/process-tax-return.task';
export { deliverTaxReturnTask } from './sending/deliver-tax-return.task';
export { sealSignedFormTask } from './signing/seal-signed-form.task';
export { sendTaxReturnRemindersJob, sendVoucherRemindersJob } from './reminders/reminders.jobs';

/** The year's delivered return, for the questionnaire's delivery step. */
export const deliveredReturns = (db: Db) => deliveredReturnsOf(taxReturnsRepo(db));

/** The entity's facts its returns copy, for the people area (people-links.ts). */
export const taxReturnFacts = (db: Db) => followEntity(db, taxReturnsRepo(db), usersRepo(db));

/** What most of the area's services are built from, from the ports. */
const serviceDepsOf = ({ db, clock }: Ports): ReturnServiceDeps => ({
  db,
  returns: taxReturnsRepo(db),
  parts: returnPartsRepo(db),
  entities: entitiesRepo(db),
  users: usersRepo(db),
  clock,
});

/**
 * Invoices' checkouts, built from the ports alone: the routes' service, and the handler of their
 * checkout events for the webhook and the reconciliation job (jobs/job-registry.ts).
 */
export function invoiceCheckouts(ports: Ports) {
  const { db, clock } = ports;
  return invoicePaymentService({
    ...serviceDepsOf(ports),
    firms: firmRepo(db),
    activity: activityRepo(db),
    payments: ports.payments,
    processedEvents: processedEventsRepo(db, () => clock.now()),
    cardPayments: cardPaymentsRepo(db),
    openCheckouts: openCheckoutsRepo(db),
  });
}

/** Mounts the area's routes; answers the handlers of the Stripe events it owns. */
export function mountTaxReturns(
  router: Router,
  ports: Ports,
): { stripeEventHandlers: StripeEventHandler[] } {
  const { db, queue, clock, newId } = ports;
  const signing = signingEngine({ db, clock, newId });
  const base = serviceDepsOf(ports);
  const { returns, parts } = base;
  const processedEvents = processedEventsRepo(db, () => clock.now());
  const identity = identityChecksService({
    ...base,
    identityChecks: ports.identityChecks,
    processedEvents,
    signing,
  });
  // Before /tax_returns/:id, which would take the table's path for an id.
  taxReturnsTableRoutes(router, taxReturnsTableService({ returns }));
  deliveriesRoutes(
    router,
    deliveriesService({
      ...base,
      documents: documentsRepo(db),
      activity: activityRepo(db),
      queue,
      signing,
      clock,
      newId,
    }),
    ports.portalUrl,
  );
  draftsRoutes(
    router,
    draftsService({
      db,
      returns,
      entities: entitiesRepo(db),
      activity: activityRepo(db),
      notices: entityNotifications(db, clock),
      blobs: ports.blobs,
      clock,
    }),
  );
  classificationRoutes(
    router,
    classificationService({
      ...base,
      clock,
      newId,
    }),
    queue,
    ports.portalUrl,
  );
  returnActionsRoutes(
    router,
    returnActionsService({
      db,
      queue,
      returns,
      parts,
      entities: entitiesRepo(db),
      activity: activityRepo(db),
      clock,
    }),
    downloadService({
      returns,
      parts,
      entities: entitiesRepo(db),
      documents: documentsRepo(db),
      blobs: ports.blobs,
    }),
    returnActivityService({
      returns,
      entities: entitiesRepo(db),
      users: usersRepo(db),
      activity: activityRepo(db),
    }),
    sendToDocumentsService({
      db,
      returns,
      entities: entitiesRepo(db),
      users: usersRepo(db),
      documents: documentsRepo(db),
      copies: documentCopies({
        documents: documentsRepo(db),
        folders: foldersRepo(db),
        blobs: ports.blobs,
        newId,
      }),
      firms: firmRepo(db),
      activity: activityRepo(db),
      outbox: ports.outbox,
      clock,
    }),
    ports.portalUrl,
  );
  remindersRoutes(router, remindersOf(ports), ports.portalUrl);
  clientVouchersRoutes(
    router,
    clientVouchersService({
      ...base,
      activity: activityRepo(db),
      clock,
    }),
  );
  returnSigningRoutes(
    router,
    returnSigningService({
      ...base,
      firms: firmRepo(db),
      activity: activityRepo(db),
      signing,
      identity,
      clock,
      queue,
      notices: entityNotifications(db, clock),
      outbox: ports.outbox,
      links: signerLinks(db, clock),
    }),
    signedFormsService({
      returns,
      parts,
      entities: entitiesRepo(db),
      blobs: ports.blobs,
      signing,
    }),
    evidencePackService({
      returns,
      parts,
      entities: entitiesRepo(db),
      firms: firmRepo(db),
      blobs: ports.blobs,
      signing,
    }),
    ports.portalUrl,
  );
  deliveredReturnRoutes(
    router,
    deliveredReturnService({
      returns,
      parts,
      entities: entitiesRepo(db),
      documents: documentsRepo(db),
      blobs: ports.blobs,
    }),
  );
  identityChecksRoutes(router, identity, ports.portalUrl);
  const paymentDeps = {
    ...base,
    firms: firmRepo(db),
    activity: activityRepo(db),
    processedEvents,
    cardPayments: cardPaymentsRepo(db),
  };
  const invoices = invoiceCheckouts(ports);
  invoicePaymentRoutes(router, invoices, ports.portalUrl);
  const cardPaymentEvents = cardPaymentChanges(paymentDeps).events;
  return { stripeEventHandlers: [identity.events, invoices.events, cardPaymentEvents] };
}
