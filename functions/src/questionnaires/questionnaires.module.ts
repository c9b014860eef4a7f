// The questionnaires area (spec 2): an entity's questionnaires and scheduled sends, the client
// page and its answering calls, exports, the locks a client's deactivation carries, the template library
// with its sign-up links, and reminders. Mounts /companies/:id/questionnaires, /questionnaires
// and /questionnaire_templates.
import type { Router } from 'express';
import {
  documentsRepo,
  foldersRepo,
  documentsService,
  uploadsService,
  type QuestionUploads,
} from '../documents/documents.module';
import {
  companiesRepo,
  contactConfirmations,
  usersRepo,
  type QuestionnaireFacts,
  type QuestionnaireLocks,
} from '../people/people.module';
import { entityNotices } from '../notifications/notifications.module';
import { contactConfirmationService } from './contact-confirmation.service';
import { customStatusRoutes } from './custom-status.routes';
import { customStatusService } from './custom-status.service';
import type { Clock } from '../platform/clock/clock';
import type { Db } from '../platform/db/db';
import type { Ports } from '../platform/ports';
import { answeringService } from './answering.service';
import { depositService } from './deposit.service';
import { documentMovesService } from './document-moves.service';
import { notesService } from './notes.service';
import { signingService } from './signing.service';
import { questionUploads } from './question-uploads';
import { questionnairesRepo } from './questionnaires.repo';
import { questionnairesRoutes } from './questionnaires.routes';
import { questionnairesService } from './questionnaires.service';
import { templatesRepo } from './templates.repo';
import { templatesRoutes } from './templates.routes';
import { templatesService } from './templates.service';
import { sendTemplateService } from './send-template.service';
import { sendQueueRepo } from './send-queue.repo';
import { additionalItemsService } from './additional-items.service';
import { questionnaireStateService } from './questionnaire-state.service';
import { draftSendingService } from './draft-sending.service';
import { remindersRoutes } from './reminders.routes';
import { remindersService } from './reminders.service';
import { overviewRoutes } from './overview.routes';
import { overviewService } from './overview.service';
import { questionnaireActivityService } from './questionnaire-activity.service';
import { activityRepo, type ActivityQuestionnaires } from '../activity/activity.module';
import { firmCatalogRepo } from '../firm/firm.module';
import { dropOffLinksRepo } from './drop-off-links.repo';
import { extractedDocumentsRoutes } from './extracted-documents.routes';
import { extractedDocumentsService } from './extracted-documents.service';
import { expectedDocumentsRoutes } from './expected-documents.routes';
import { expectedDocumentsService } from './expected-documents.service';
import { rolloverItemsRepo } from './rollover-items.repo';
import { rolloverItemsRoutes } from './rollover-items.routes';
import { rolloverItemsService } from './rollover-items.service';
import { dropOffRoutes } from './drop-off.routes';
import { dropOffSendingService } from './drop-off-sending.service';
import { dropOffService, type PrincipalOf } from './drop-off.service';
import { exportRoutes } from './export/export.routes';
import { unattachedDocumentsRoutes } from './unattached-documents.routes';
import { unattachedDocumentsService } from './unattached-documents.service';
import { questionnaireExportService } from './export/questionnaire-export.service';

export { questionnairesRepo, type QuestionnairesRepo } from './questionnaires.repo';
export { templatesRepo, type TemplatesRepo, type TemplateRecord } from './templates.repo';
export { rolloverItemsRepo, type RolloverItemRecord } from './rollover-items.repo';
export { sendDueScheduled, sendScheduledQuestionnairesJob } from './questionnaires.jobs';
export { sendQuestionnaireChunkTask } from './send-queue.tasks';
export { sendDueReminders, sendQuestionnaireRemindersJob } from './reminders.jobs';
export { refreshOverviewFields } from './refresh-overview-fields';
export type { QuestionDef, QuestionnaireRecord, SectionDef } from './questionnaire-record';
export { newQuestionnaire, type NewContent } from './new-questionnaire';
export {
  businessOrganizer,
  individualOrganizer,
  starterTemplateContent,
} from './starter-templates';
export { entryField, followUp, question, section } from './content-builders';

/** Uploads answer questions through this (documents/documents-links.ts). */
export const questionUploadsOf = (db: Db, clock: Clock): QuestionUploads =>
  questionUploads(questionnairesRepo(db), clock);

/** An entity's advisor change reaches its questionnaires through this (people/people-links.ts). */
export const questionnaireFacts = (db: Db): QuestionnaireFacts => questionnairesRepo(db);

/** The activity log checks a questionnaire filter against its entity through this. */
export const questionnaireEntities = (db: Db): ActivityQuestionnaires => ({
  async entityOf(firmId, questionnaireId) {
    return (await questionnairesRepo(db).get(firmId, questionnaireId))?.companyId ?? null;
  },
});

/** People's deactivation locks questionnaires through this (people/people-links.ts). */
export const questionnaireLocks = (db: Db): QuestionnaireLocks => questionnairesRepo(db);

/** What the questionnaires area needs from areas that depend on it (http/api-router.ts). */
export interface QuestionnairesLinks {
  /** A drop-off link acts as its owner, resolved as a sign-in would (auth). */
  principalOf: PrincipalOf;
}

export function mountQuestionnaires(
  router: Router,
  ports: Ports,
  links: QuestionnairesLinks,
): void {
  const questionnaires = questionnairesRepo(ports.db);
  const companies = companiesRepo(ports.db);
  const users = usersRepo(ports.db);
  const documents = documentsRepo(ports.db);
  const notices = entityNotices(ports.db, ports.clock);
  const activity = activityRepo(ports.db);
  const answering = answeringService({
    questionnaires,
    companies,
    users,
    documents,
    catalog: firmCatalogRepo(ports.db),
    clock: ports.clock,
    notices,
    activity,
  });
  questionnairesRoutes(
    router,
    questionnairesService({ questionnaires, companies }),
    answering,
    signingService({ questionnaires, companies, users, clock: ports.clock, notices }),
    notesService({ questionnaires, companies, users, clock: ports.clock, newId: ports.newId }),
    {
      service: depositService({
        questionnaires,
        companies,
        users,
        payments: ports.payments,
        clock: ports.clock,
      }),
      portalUrl: ports.portalUrl,
    },
    contactConfirmationService({
      questionnaires,
      companies,
      people: contactConfirmations({ users, companies }),
      clock: ports.clock,
    }),
    documentMovesService({
      questionnaires,
      companies,
      documents,
      clock: ports.clock,
    }),
  );
  const templates = templatesRepo(ports.db);
  const catalog = firmCatalogRepo(ports.db);
  const { outbox } = ports;
  const sendingDeps = { questionnaires, companies, users, outbox, activity };
  const time = { clock: ports.clock, newId: ports.newId };
  const state = questionnaireStateService({
    questionnaires,
    companies,
    activity,
    clock: ports.clock,
  });
  overviewRoutes(
    router,
    overviewService({ questionnaires, companies, users, catalog }),
    state,
    questionnaireActivityService({ questionnaires, companies, users, activity }),
  );
  templatesRoutes(router, templatesService({ templates, ...time }), {
    service: sendTemplateService({
      db: ports.db,
      templates,
      sendQueue: sendQueueRepo(ports.db),
      queue: ports.queue,
      ...sendingDeps,
      ...time,
    }),
    items: additionalItemsService({ ...sendingDeps, ...time }),
    state,
    drafts: draftSendingService({ ...sendingDeps, clock: ports.clock }),
    portalUrl: ports.portalUrl,
  });
  remindersRoutes(
    router,
    remindersService({ ...sendingDeps, clock: ports.clock }),
    ports.portalUrl,
  );
  customStatusRoutes(
    router,
    customStatusService({ ...sendingDeps, catalog, clock: ports.clock }),
    ports.portalUrl,
  );
  extractedDocumentsRoutes(
    router,
    extractedDocumentsService({ questionnaires, companies, documents }),
  );
  unattachedDocumentsRoutes(
    router,
    unattachedDocumentsService({
      questionnaires,
      companies,
      documents,
      activity,
      clock: ports.clock,
    }),
  );
  exportRoutes(
    router,
    questionnaireExportService({
      page: (caller, id) => answering.getPage(caller, id),
      documents,
      blobs: ports.blobs,
      clock: ports.clock,
    }),
  );
  const rollover = rolloverItemsRepo(ports.db);
  rolloverItemsRoutes(router, rolloverItemsService({ rollover, companies, ...time }));
  expectedDocumentsRoutes(
    router,
    expectedDocumentsService({
      companies,
      documents,
      questionnaires,
      rollover,
      clock: ports.clock,
    }),
  );
  const dropOffLinks = dropOffLinksRepo(ports.db);
  dropOffRoutes(
    router,
    dropOffSendingService({ db: ports.db, dropOffLinks, rollover, ...sendingDeps, ...time }),
    dropOffService({
      dropOffLinks,
      principalOf: links.principalOf,
      answering,
      uploads: uploadsService({
        db: ports.db,
        documents,
        folders: foldersRepo(ports.db),
        companies,
        blobs: ports.blobs,
        clock: ports.clock,
        newId: ports.newId,
        queue: ports.queue,
        questionUploads: questionUploads(questionnaires, ports.clock),
        notices,
        activity,
      }),
      documents: documentsService({
        db: ports.db,
        documents,
        folders: foldersRepo(ports.db),
        companies,
        blobs: ports.blobs,
        clock: ports.clock,
        queue: ports.queue,
        questionUploads: questionUploads(questionnaires, ports.clock),
      }),
      clock: ports.clock,
    }),
    ports.portalUrl,
  );
}
