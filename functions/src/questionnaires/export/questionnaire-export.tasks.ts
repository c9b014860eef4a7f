// The background half of a questionnaire export (a selection, or one with heavy documents): the
// file made as its requester would see it, questionnaire by questionnaire with its progress
// marked, kept in the blob store, and the requester told by a notification (type 1) that leads to
// the page that saves it. Idempotent: a retried task finds the export finished and does nothing;
// a failure (the too-large message, or the spec's 'Failed to export questionnaire') is recorded
// and told rather than leaving the requester waiting.
import { NOTIFICATION_TYPE } from '@portico/common/notifications/notification-types';
import { EXPORT_MESSAGES } from '@portico/common/questionnaires/export';
import { DomainError } from '../../kernel/errors';
import type { PrincipalOf } from '../sending/drop-off.service';
import { directNotifications } from '../../notifications/notifications.module';
import { expiredFilesSweep } from '../../platform/blobs/expiring-files';
import type { QueuedTask } from '../../platform/queue/background-work';
import type { Ports } from '../../platform/ports';
import type {
  QuestionnaireExportPayload,
  QuestionnaireExportService,
} from './questionnaire-export.service';
import { questionnaireExportsRepo } from './questionnaire-exports.repo';

/** The queue's name (a Cloud Function `tasks-makeQuestionnaireExport`). */
export const QUESTIONNAIRE_EXPORT_TASK = 'makeQuestionnaireExport';

export const exportBlobPath = (firmId: string, id: string, fileName: string) =>
  `exports/${firmId}/questionnaires/${id}.${fileName.split('.').pop()}`;

/** The page where an export's notification leads. */
export const questionnaireExportLink = (id: string) =>
  `/questionnaire-exports/${encodeURIComponent(id)}`;

export interface ExportMaker {
  exporter: QuestionnaireExportService;
  principalOf: PrincipalOf;
}

/** Makes a queued export's file; answers whether it finished it (false: nothing to do, or failed). */
export async function makeQuestionnaireExport(
  ports: Pick<Ports, 'db' | 'clock' | 'blobs' | 'logger'>,
  { exporter, principalOf }: ExportMaker,
  payload: QuestionnaireExportPayload,
): Promise<boolean> {
  const { db, clock, blobs } = ports;
  const exports = questionnaireExportsRepo(db);
  const record = await exports.get(payload.firmId, payload.id);
  if (!record || record.status !== 'processing') return false;
  let outcome: { status: 'ready'; blobPath: string } | { status: 'failed'; error: string };
  try {
    const caller = await principalOf(record.requestedBy, record.firmId);
    if (!caller?.isStaff) throw new Error('the requester can no longer export');
    const file = await exporter.make(caller, record, (done) => exports.progress(record, done));
    const blobPath = exportBlobPath(record.firmId, record.id, record.fileName);
    await blobs.put(blobPath, file.bytes, file.contentType);
    outcome = { status: 'ready', blobPath };
  } catch (error) {
    // A domain refusal says why (too large, no longer seen); anything else is the spec's failure.
    if (!(error instanceof DomainError))
      ports.logger.error({ err: error, exportId: record.id }, 'questionnaire export failed');
    outcome = {
      status: 'failed',
      error: error instanceof DomainError ? error.message : EXPORT_MESSAGES.failed,
    };
  }
  return db.runTransaction(async (tx) => {
    const current = await exports.read(tx, record.firmId, record.id);
    if (!current || current.status !== 'processing') return false;
    const told = directNotifications(db, clock).plan(tx, {
      firmId: record.firmId,
      userId: record.requestedBy,
      typeId: NOTIFICATION_TYPE.information,
      text:
        outcome.status === 'ready'
          ? `Your export ${record.fileName} is ready`
          : `Your export ${record.fileName} could not be made`,
      link: questionnaireExportLink(record.id),
      clientName: '',
      companyId: null,
    });
    exports.finish(tx, current, outcome);
    told.apply();
    return outcome.status === 'ready';
  });
}

/** The task, given how to build the exporter and resolve its requester from the ports. */
export function questionnaireExportTask(
  makerOf: (ports: Ports) => ExportMaker,
): QueuedTask<QuestionnaireExportPayload> {
  return {
    name: QUESTIONNAIRE_EXPORT_TASK,
    memory: '2GiB',
    timeoutSeconds: 1_800,
    async handle(payload, ports) {
      await makeQuestionnaireExport(ports, makerOf(ports), payload);
    },
  };
}

/** The files of exports older than EXPORT_KEPT_DAYS deleted, hourly (expiring-files.ts). */
export const sweepQuestionnaireExportsJob = expiredFilesSweep(
  'sweepQuestionnaireExports',
  questionnaireExportsRepo,
);
