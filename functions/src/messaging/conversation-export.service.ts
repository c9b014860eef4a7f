// Export Conversation (spec 3 §2, §6, §7): staff who read a conversation export its messages of a
// timeframe, oldest first (unsent scheduled messages left out, deleted ones read as deleted). A
// CSV downloads at once — date, who wrote, whether from the firm, tag, the message it replies to,
// text; cells safe from formula injection (kernel/csv.ts). A PDF is made in the background and its
// requester is notified when it is ready (conversation-pdf.tasks.ts); they save it through a
// short-lived link that only they can ask for.
import {
  EXPORT_MESSAGES,
  type ConversationExportDto,
  type ExportConversationInput,
} from '@portico/common/messaging/conversation-export';
import { csvFile, csvRow } from '../kernel/csv';
import { NotFound } from '../kernel/errors';
import { requireStaff, type Principal } from '../kernel/principal';
import type { EntitiesRepo } from '../people/people.module';
import type { Blobs } from '../platform/blobs/blobs';
import type { Clock } from '../platform/clock/clock';
import type { NewId } from '../platform/ids/ids';
import type { TaskQueue } from '../platform/queue/task-queue';
import type { MessageRecord } from './conversation-record';
import { exportDays, exportedMessages, exportTitle } from './conversation-export-content';
import type { ConversationExportsRepo } from './conversation-exports.repo';
import { makeConversationPdfTask } from './conversation-pdf.tasks';
import { stamp } from './conversation-pdf';
import type { ConversationsRepo } from './conversations.repo';
import { requireConversationReader } from './messaging.policy';

/** How long the link that saves a ready PDF works. */
const EXPORT_LINK_TTL_MS = 10 * 60 * 1000;

export interface ExportedFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

export type ExportOutcome =
  { kind: 'file'; file: ExportedFile } | { kind: 'queued'; exportId: string };

function csvOf(messages: MessageRecord[]): Uint8Array {
  const byId = new Map(messages.map((m) => [m.id, m]));
  return csvFile([
    csvRow(['Date', 'From', 'Firm user', 'Tag', 'Reply to', 'Message']),
    ...messages.map((m) => {
      const parent = m.messageThreadId ? byId.get(m.messageThreadId) : undefined;
      return csvRow([
        stamp(m.createdAt),
        m.userName,
        m.isFirmUser ? 'Yes' : 'No',
        m.tag,
        parent ? `${parent.userName}, ${stamp(parent.createdAt)}` : '',
        m.text,
      ]);
    }),
  ]);
}

export function conversationExportService(deps: {
  conversations: ConversationsRepo;
  entities: EntitiesRepo;
  exports: ConversationExportsRepo;
  blobs: Blobs;
  queue: TaskQueue;
  clock: Clock;
  newId: NewId;
}) {
  const { conversations, entities, exports } = deps;
  return {
    async export(
      principal: Principal | null | undefined,
      id: string,
      input: ExportConversationInput,
    ): Promise<ExportOutcome> {
      const caller = requireStaff(principal);
      const found = await conversations.get(caller.firmId, id);
      const relevant = found ? await entities.getMany(caller.firmId, found.relevantCompanyIds) : [];
      const conversation = requireConversationReader(caller, found, relevant);
      const days = exportDays(input);
      const span =
        input.start_date && input.end_date
          ? `${input.start_date} to ${input.end_date}`
          : 'all time';
      const fileName = `${exportTitle(conversation)} (${span}).${input.format}`;
      if (input.format === 'pdf') {
        const exportId = deps.newId();
        await exports.create({
          id: exportId,
          firmId: caller.firmId,
          conversationId: conversation.id,
          requestedBy: caller.userId,
          ...days,
          span,
          fileName,
          status: 'processing',
          blobPath: null,
          createdAt: deps.clock.now(),
        });
        await deps.queue.enqueue(
          makeConversationPdfTask,
          { firmId: caller.firmId, id: exportId },
          { taskId: `conversation-pdf-${exportId}` },
        );
        return { kind: 'queued', exportId };
      }
      return {
        kind: 'file',
        file: {
          fileName,
          contentType: 'text/csv; charset=utf-8',
          bytes: csvOf(await exportedMessages(conversations, conversation, days)),
        },
      };
    },

    /** A PDF export of the caller's: where it stands, and a link that saves it once ready. */
    async get(principal: Principal | null | undefined, id: string): Promise<ConversationExportDto> {
      const caller = requireStaff(principal);
      const record = await exports.get(caller.firmId, id);
      if (!record || record.requestedBy !== caller.userId)
        throw new NotFound(EXPORT_MESSAGES.notFound);
      const url =
        record.status === 'ready' && record.blobPath
          ? await deps.blobs.signedReadUrl(record.blobPath, EXPORT_LINK_TTL_MS, {
              contentType: 'application/pdf',
              fileName: record.fileName,
              download: true,
            })
          : null;
      return { id: record.id, status: record.status, file_name: record.fileName, url };
    },
  };
}

export type ConversationExportService = ReturnType<typeof conversationExportService>;
