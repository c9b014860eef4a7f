// Every piece of background work, declared once: scheduled jobs and queued tasks, each from its
// area. src/index.ts exports one Cloud Function per entry; the local runtime's scheduler and
// in-process queue run the same entries.
import { reportFailedDeliveriesJob } from '../activity/activity.module';
import { recognizeDocumentTask, sweepStagedUploadsJob } from '../documents/documents.module';
import {
  importListChunkTask,
  startListImportTask,
  sweepImportUploadsJob,
} from '../imports/imports.module';
import {
  deliverScheduledMessagesJob,
  makeConversationPdfTask,
  sendMassEmailTask,
  sendMessageNoticesJob,
  sendMessageRemindersJob,
  sweepConversationExportsJob,
} from '../messaging/messaging.module';
import {
  questionnaireExportTaskOf,
  sendQuestionnaireChunkTask,
  sendQuestionnaireRemindersJob,
  sendScheduledQuestionnairesJob,
  sweepQuestionnaireExportsJob,
} from '../questionnaires/questionnaires.module';
import {
  deliverTaxReturnTask,
  processTaxReturnTask,
  sealSignedFormTask,
  sendTaxReturnRemindersJob,
  sendVoucherRemindersJob,
} from '../tax-returns/tax-returns.module';
import {
  deliverSignatureRequestTask,
  processSignatureRequestTask,
  sealSignatureRequestTask,
  sendRequestBatchChunkTask,
  sendSignatureRequestRemindersJob,
  startSignatureRequestBatchTask,
} from '../signature-requests/signature-requests.module';
import { reconcileCheckoutsJob } from '../payments/payments.module';
import { depositCheckouts } from '../questionnaires/questionnaires.module';
import { invoiceCheckouts } from '../tax-returns/tax-returns.module';
import type { AnyQueuedTask, ScheduledJob } from '../platform/queue/background-work';
import { questionnairesLinks } from './questionnaires-links';

export const SCHEDULED_JOBS: readonly ScheduledJob[] = [
  sweepImportUploadsJob,
  sweepStagedUploadsJob,
  sweepQuestionnaireExportsJob,
  sweepConversationExportsJob,
  sendScheduledQuestionnairesJob,
  sendQuestionnaireRemindersJob,
  deliverScheduledMessagesJob,
  sendMessageNoticesJob,
  sendMessageRemindersJob,
  sendTaxReturnRemindersJob,
  sendVoucherRemindersJob,
  sendSignatureRequestRemindersJob,
  reportFailedDeliveriesJob,
  // Checkouts whose event has not come, asked of Stripe: deposits' and invoices'.
  reconcileCheckoutsJob((ports) => [
    depositCheckouts(ports).events,
    invoiceCheckouts(ports).events,
  ]),
];

export const QUEUED_TASKS: readonly AnyQueuedTask[] = [
  startListImportTask,
  importListChunkTask,
  sendQuestionnaireChunkTask,
  // Questionnaire exports made in the background, with what the page reads from other areas.
  questionnaireExportTaskOf((ports) => questionnairesLinks(ports.db)),
  recognizeDocumentTask,
  sendMassEmailTask,
  makeConversationPdfTask,
  processTaxReturnTask,
  deliverTaxReturnTask,
  sealSignedFormTask,
  processSignatureRequestTask,
  deliverSignatureRequestTask,
  sealSignatureRequestTask,
  startSignatureRequestBatchTask,
  sendRequestBatchChunkTask,
];
