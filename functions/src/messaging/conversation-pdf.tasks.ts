// The background half of a PDF export: the conversation's messages of the asked days written to a
// PDF, kept in the blob store, and its requester told by a notification (type 1) that leads to
// the page that saves it. Idempotent: a retried task finds the export finished and does nothing;
// a failure marks it failed and says so, rather than leaving the requester waiting.
import { NOTIFICATION_TYPE } from '@portico/common/notifications/notification-types';
import { firmRepo } from '../firm/firm.module';
import { directNotifications } from '../notifications/notifications.module';
import { entitiesRepo } from '../people/people.module';
import { expiredFilesSweep } from '../platform/blobs/expiring-files';
import type { QueuedTask } from '../platform/queue/background-work';
import type { Ports } from '../platform/ports';
import { conversationExportsRepo } from './conversation-exports.repo';
import { conversationPdf } from './conversation-pdf';
import { exportedMessages, exportTitle } from './conversation-export-content';
import { conversationsRepo } from './conversations.repo';

export interface ConversationPdfPayload {
  firmId: string;
  id: string;
}

/** Information notifications (type 1) tell of exports. */

type Deps = Pick<Ports, 'db' | 'clock' | 'blobs'>;

export const exportBlobPath = (firmId: string, id: string) =>
  `exports/${firmId}/conversations/${id}.pdf`;

/** Makes the export's PDF; answers whether it finished it (false: nothing to do, or failed). */
export async function makeConversationPdf(
  deps: Deps,
  payload: ConversationPdfPayload,
): Promise<boolean> {
  const { db, clock, blobs } = deps;
  const exports = conversationExportsRepo(db);
  const record = await exports.get(payload.firmId, payload.id);
  if (!record || record.status !== 'processing') return false;
  const conversation = await conversationsRepo(db).get(record.firmId, record.conversationId);
  const [entity] = conversation
    ? await entitiesRepo(db).getMany(record.firmId, conversation.relevantCompanyIds.slice(0, 1))
    : [];
  let blobPath: string | null = null;
  if (conversation) {
    try {
      const firm = await firmRepo(db).get(record.firmId);
      const bytes = await conversationPdf({
        firmName: firm?.name ?? '',
        title: exportTitle(conversation),
        span: record.span,
        messages: await exportedMessages(conversationsRepo(db), conversation, record),
      });
      blobPath = exportBlobPath(record.firmId, record.id);
      await blobs.put(blobPath, bytes, 'application/pdf');
    } catch {
      blobPath = null;
    }
  }
  const title = conversation
    ? exportTitle(conversation).replace(/^Conversation/, 'conversation')
    : 'conversation';
  return db.runTransaction(async (tx) => {
    const current = await exports.read(tx, record.firmId, record.id);
    if (!current || current.status !== 'processing') return false;
    const told = directNotifications(db, clock).plan(tx, {
      firmId: record.firmId,
      userId: record.requestedBy,
      typeId: NOTIFICATION_TYPE.information,
      text: blobPath
        ? `Your PDF of the ${title} is ready`
        : `Your PDF of the ${title} could not be made`,
      link: `/conversation-exports/${encodeURIComponent(record.id)}`,
      clientName: entity?.name ?? '',
      companyId: entity?.id ?? null,
    });
    exports.finish(tx, current, blobPath ? { status: 'ready', blobPath } : { status: 'failed' });
    told.apply();
    return blobPath !== null;
  });
}

export const makeConversationPdfTask: QueuedTask<ConversationPdfPayload> = {
  name: 'makeConversationPdf',
  memory: '1GiB',
  async handle(payload, ports) {
    await makeConversationPdf(ports, payload);
  },
};

/** The PDFs of exports older than EXPORT_KEPT_DAYS deleted, hourly (expiring-files.ts). */
export const sweepConversationExportsJob = expiredFilesSweep(
  'sweepConversationExports',
  conversationExportsRepo,
);
