// The questionnaires area (spec 2): an entity's questionnaires and scheduled sends, the client
// page and its answering calls, letters and deposits, sending and reminders, the template library,
// the staff overview, prior-year and expected documents, exports, and the locks a client's
// deactivation carries. Each sub-area has its routes; this file only builds and lists them.
import type { Router } from 'express';
import type { DeliveredReturns } from './answering/delivered-returns';
import type { QueuedTask } from '../platform/queue/background-work';
import {
  documentServices,
  documentsRepo,
  type QuestionUploads,
} from '../documents/documents.module';
import {
  entitiesRepo,
  contactConfirmations,
  usersRepo,
  type QuestionnaireFacts,
  type QuestionnaireLocks,
} from '../people/people.module';
import { entityNotifications } from '../notifications/notifications.module';
import type { Clock } from '../platform/clock/clock';
import type { Db } from '../platform/db/db';
import { allOf } from '../platform/db/planned-writes';
import type { Ports } from '../platform/ports';
import { activityRepo, type ActivityQuestionnaires } from '../activity/activity.module';
import { firmCatalogRepo, firmRepo } from '../firm/firm.module';
import {
  cardPaymentsRepo,
  openCheckoutsRepo,
  processedEventsRepo,
  type StripeEventHandler,
} from '../payments/payments.module';
import { questionnairesPath, questionnairesRepo } from './questionnaires.repo';
import { questionnairesRoutes } from './questionnaires.routes';
import { questionnairesService } from './questionnaires.service';
import { answeringRoutes } from './answering/answering.routes';
import { answeringService } from './answering/answering.service';
import { contactConfirmationService } from './answering/contact-confirmation.service';
import { notesRoutes } from './answering/notes.routes';
import { notesService } from './answering/notes.service';
import { expectedDocumentsRoutes } from './expected-documents/expected-documents.routes';
import { expectedDocumentsService } from './expected-documents/expected-documents.service';
import { exportRoutes } from './export/export.routes';
import {
  questionnaireExportService,
  type QuestionnaireExportPayload,
  type QuestionnaireExportService,
} from './export/questionnaire-export.service';
import { questionnaireExportTask } from './export/questionnaire-export.tasks';
import { questionnaireExportsRepo } from './export/questionnaire-exports.repo';
import { findWithEntity } from './questionnaire-lookup';
import { requireQuestionnaireReader } from './questionnaires.policy';
import { depositRoutes } from './letters-and-deposits/deposit.routes';
import { depositCardPaymentChanges } from './letters-and-deposits/deposit-card-payment-changes';
import { depositService } from './letters-and-deposits/deposit.service';
import { signingRoutes } from './letters-and-deposits/signing.routes';
import { signingService } from './letters-and-deposits/signing.service';
import { signingEngine } from '../signing/signing.module';
import { lifecycleRoutes } from './lifecycle/lifecycle.routes';
import { questionnaireStateService } from './lifecycle/questionnaire-state.service';
import { customStatusRoutes } from './overview/custom-status.routes';
import { customStatusService } from './overview/custom-status.service';
import { overviewRoutes } from './overview/overview.routes';
import { overviewService } from './overview/overview.service';
import { questionnaireActivityService } from './overview/questionnaire-activity.service';
import { documentMovesRoutes } from './questionnaire-documents/document-moves.routes';
import { documentMovesService } from './questionnaire-documents/document-moves.service';
import { extractedDocumentsRoutes } from './questionnaire-documents/extracted-documents.routes';
import { extractedDocumentsService } from './questionnaire-documents/extracted-documents.service';
import { questionUploads } from './questionnaire-documents/question-uploads';
import { unattachedDocumentsRoutes } from './questionnaire-documents/unattached-documents.routes';
import { unattachedDocumentsService } from './questionnaire-documents/unattached-documents.service';
import { remindersRoutes } from './reminders/reminders.routes';
import { remindersService } from './reminders/reminders.service';
import { rolloverItemsRepo } from './rollover-items/rollover-items.repo';
import { rolloverItemsRoutes } from './rollover-items/rollover-items.routes';
import { rolloverItemsService } from './rollover-items/rollover-items.service';
import { additionalItemsService } from './sending/additional-items.service';
import { draftSendingService } from './sending/draft-sending.service';
import { dropOffLinksRepo } from './sending/drop-off-links.repo';
import { dropOffSendingService } from './sending/drop-off-sending.service';
import { dropOffRoutes } from './sending/drop-off.routes';
import { dropOffService, type PrincipalOf } from './sending/drop-off.service';
import { sendQueueRepo } from './sending/send-queue.repo';
import { scheduledSendsRepo } from './sending/scheduled-sends.repo';
import { sendTemplateService } from './sending/send-template.service';
import { sendingRoutes } from './sending/sending.routes';
import { templatesRepo } from './templates/templates.repo';
import { templatesRoutes } from './templates/templates.routes';
import { templatesService } from './templates/templates.service';

export { questionnairesRepo, type QuestionnairesRepo } from './questionnaires.repo';
export { scheduledSendsRepo } from './sending/scheduled-sends.repo';
export { templatesRepo, type TemplatesRepo, type TemplateRecord } from './templates/templates.repo';
export { rolloverItemsRepo, type RolloverItemRecord } from './rollover-items/rollover-items.repo';
export { rolloverItemImports } from './rollover-items/rollover-item-imports';
export { sweepQuestionnaireExportsJob } from './export/questionnaire-export.tasks';
export { sendDueScheduled, sendScheduledQuestionnairesJob } from './sending/scheduled-sends.jobs';
export { sendQuestionnaireChunkTask } from './sending/send-queue.tasks';
export { sendDueReminders, sendQuestionnaireRemindersJob } from './reminders/reminders.jobs';
export { overviewFieldsMigration } from './overview/refresh-overview-fields';
export { questionnairePartsMigration } from './questionnaire-parts-migration';
export type { QuestionDef, QuestionnaireRecord, SectionDef } from './questionnaire-record';
export { newQuestionnaire, type NewContent } from './new-questionnaire';
export {
  businessOrganizer,
  individualOrganizer,
  starterTemplateContent,
} from './templates/starter-templates';
export { entryField, followUp, question, section } from './templates/content-builders';

/** Uploads answer questions through this (documents/documents-links.ts). */
export const questionUploadsOf = (db: Db, clock: Clock): QuestionUploads =>
  questionUploads(questionnairesRepo(db), clock);

/** An entity's advisor change reaches its questionnaires through this (people/people-links.ts). */
export const questionnaireFacts = (db: Db): QuestionnaireFacts => questionnairesRepo(db);

/** What the Guide asks of a firm's questionnaires (issue 50): a template, a questionnaire sent. */
export const firstWeekQuestionnaireFacts = (db: Db) => ({
  async hasTemplate(firmId: string): Promise<boolean> {
    return (await templatesRepo(db).list(firmId)).length > 0;
  },
  async hasSentQuestionnaire(firmId: string): Promise<boolean> {
    return !(await db.collection(questionnairesPath(firmId)).limit(1).get()).empty;
  },
});

/** The activity log checks a questionnaire filter against its entity through this. */
export const questionnaireEntities = (db: Db): ActivityQuestionnaires => ({
  async entityOf(firmId, questionnaireId) {
    return (await questionnairesRepo(db).get(firmId, questionnaireId))?.companyId ?? null;
  },
});

/** People's deactivation locks questionnaires through this (people/people-links.ts). */
export const questionnaireLocks = (db: Db): QuestionnaireLocks => ({
  async planLocks(tx, firmId, companyIds) {
    return allOf(
      await questionnairesRepo(db).planLocks(tx, firmId, companyIds),
      await scheduledSendsRepo(db).planRemovals(tx, firmId, companyIds),
    );
  },
});

/** What the questionnaires area needs from areas that depend on it (http/api-router.ts). */
export interface QuestionnairesLinks {
  /** A drop-off link acts as its owner, resolved as a sign-in would (auth). */
  principalOf: PrincipalOf;
  /** The "Tax Return Delivery" step opens on the year's delivered return (tax-returns). */
  deliveredReturns: DeliveredReturns;
}

export type { DeliveredReturns } from './answering/delivered-returns';

/**
 * Deposits' checkouts, built from the ports alone: the routes' service, and the handler of their
 * checkout events for the webhook and the reconciliation job (jobs/job-registry.ts).
 */
export function depositCheckouts(ports: Ports) {
  const { db, clock } = ports;
  return depositService({
    questionnaires: questionnairesRepo(db),
    entities: entitiesRepo(db),
    users: usersRepo(db),
    firms: firmRepo(db),
    payments: ports.payments,
    processedEvents: processedEventsRepo(db, () => clock.now()),
    cardPayments: cardPaymentsRepo(db),
    openCheckouts: openCheckoutsRepo(db),
    clock,
  });
}

/** The questionnaire page and its answering calls, for the routes and the background export. */
function answeringOf(ports: Ports, deliveredReturns: DeliveredReturns) {
  const { db, clock } = ports;
  return answeringService({
    deliveredReturns,
    questionnaires: questionnairesRepo(db),
    entities: entitiesRepo(db),
    users: usersRepo(db),
    documents: documentsRepo(db),
    catalog: firmCatalogRepo(db),
    clock,
    notifications: entityNotifications(db, clock),
    activity: activityRepo(db),
  });
}

/** The export's service: its routes' and its background task's. */
function questionnaireExporter(
  ports: Ports,
  links: QuestionnairesLinks,
  answering = answeringOf(ports, links.deliveredReturns),
): QuestionnaireExportService {
  const { db, clock } = ports;
  const lookup = { questionnaires: questionnairesRepo(db), entities: entitiesRepo(db) };
  return questionnaireExportService({
    page: (caller, id) => answering.getPage(caller, id),
    async readable(caller, id) {
      const { record, entity } = await findWithEntity(lookup, caller, id);
      requireQuestionnaireReader(caller, entity, record);
    },
    documents: documentsRepo(db),
    exports: questionnaireExportsRepo(db),
    enqueue: (payload) =>
      ports.queue.enqueue(
        questionnaireExportTaskOf(() => links),
        payload,
        {
          taskId: `questionnaire-export-${payload.id}`,
        },
      ),
    blobs: ports.blobs,
    clock,
    newId: ports.newId,
  });
}

/** The background export, given the links it needs from other areas (jobs/job-registry.ts). */
export const questionnaireExportTaskOf = (
  linksOf: (ports: Ports) => QuestionnairesLinks,
): QueuedTask<QuestionnaireExportPayload> =>
  questionnaireExportTask((ports) => {
    const links = linksOf(ports);
    return { exporter: questionnaireExporter(ports, links), principalOf: links.principalOf };
  });

export function mountQuestionnaires(
  router: Router,
  ports: Ports,
  links: QuestionnairesLinks,
): { stripeEventHandlers: StripeEventHandler[] } {
  const { db, clock, outbox, portalUrl } = ports;
  const questionnaires = questionnairesRepo(db);
  const entities = entitiesRepo(db);
  const users = usersRepo(db);
  const documents = documentsRepo(db);
  const notifications = entityNotifications(db, clock);
  const activity = activityRepo(db);
  const catalog = firmCatalogRepo(db);
  const templates = templatesRepo(db);
  const rollover = rolloverItemsRepo(db);
  const dropOffLinks = dropOffLinksRepo(db);
  const time = { clock, newId: ports.newId };
  const sendingDeps = { questionnaires, entities, users, outbox, activity };
  const answering = answeringOf(ports, links.deliveredReturns);
  const vault = documentServices(ports, {
    questionUploads: questionUploads(questionnaires, clock),
  });

  const scheduledSends = scheduledSendsRepo(db);
  questionnairesRoutes(router, questionnairesService({ questionnaires, entities, scheduledSends }));
  answeringRoutes(
    router,
    answering,
    contactConfirmationService({
      questionnaires,
      entities,
      people: contactConfirmations({ users, entities }),
      clock,
    }),
  );
  notesRoutes(router, notesService({ questionnaires, entities, users, ...time }));
  signingRoutes(
    router,
    signingService({
      questionnaires,
      entities,
      users,
      clock,
      notifications,
      signing: signingEngine({ db, clock, newId: ports.newId }),
    }),
  );
  const paymentDeps = {
    processedEvents: processedEventsRepo(db, () => clock.now()),
    cardPayments: cardPaymentsRepo(db),
    clock,
  };
  const deposits = depositCheckouts(ports);
  const depositChanges = depositCardPaymentChanges({
    questionnaires,
    entities,
    activity,
    ...paymentDeps,
  });
  depositRoutes(router, { service: deposits, portalUrl });
  documentMovesRoutes(router, documentMovesService({ questionnaires, entities, documents, clock }));
  overviewRoutes(
    router,
    overviewService({ questionnaires, entities, users, catalog }),
    questionnaireActivityService({ questionnaires, entities, users, activity }),
  );
  lifecycleRoutes(router, questionnaireStateService({ questionnaires, entities, activity, clock }));
  templatesRoutes(router, templatesService({ templates, ...time }));
  sendingRoutes(router, {
    service: sendTemplateService({
      db,
      templates,
      sendQueue: sendQueueRepo(db),
      scheduledSends,
      queue: ports.queue,
      ...sendingDeps,
      ...time,
    }),
    items: additionalItemsService({ ...sendingDeps, ...time }),
    drafts: draftSendingService({ ...sendingDeps, clock }),
    portalUrl,
  });
  remindersRoutes(router, remindersService({ ...sendingDeps, clock }), portalUrl);
  customStatusRoutes(router, customStatusService({ ...sendingDeps, catalog, clock }), portalUrl);
  extractedDocumentsRoutes(
    router,
    extractedDocumentsService({ questionnaires, entities, documents }),
  );
  unattachedDocumentsRoutes(
    router,
    unattachedDocumentsService({ questionnaires, entities, documents, activity, clock }),
  );
  exportRoutes(router, questionnaireExporter(ports, links, answering));
  rolloverItemsRoutes(router, rolloverItemsService({ rollover, entities, ...time }));
  expectedDocumentsRoutes(
    router,
    expectedDocumentsService({ entities, documents, questionnaires, rollover, clock }),
  );
  dropOffRoutes(
    router,
    dropOffSendingService({ db, dropOffLinks, rollover, ...sendingDeps, ...time }),
    dropOffService({
      dropOffLinks,
      principalOf: links.principalOf,
      answering,
      uploads: vault.uploads,
      documents: vault.documents,
      clock,
    }),
    portalUrl,
  );
  return { stripeEventHandlers: [deposits.events, depositChanges.events] };
}
