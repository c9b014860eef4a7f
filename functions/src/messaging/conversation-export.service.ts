// Export Conversation (spec 3 §2, §7): staff who read a conversation download its messages of a
// timeframe as a CSV — date, who wrote, whether from the firm, tag, the message it replies to,
// text — oldest first; unsent scheduled messages are left out, deleted ones read as deleted;
// cells are safe from formula injection (kernel/csv.ts).
import {
  parseDayMonthYear,
  type ExportConversationInput,
} from '@portico/common/messaging/conversation-export';
import { csvFile, csvRow } from '../kernel/csv';
import { requireStaff, type Principal } from '../kernel/principal';
import type { CompaniesRepo } from '../people/people.module';
import type { ConversationsRepo } from './conversations.repo';
import { requireConversationReader } from './messaging.policy';

const DAY_MS = 86_400_000;

export interface ExportedFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** '2026-11-28 14:05 UTC': sorts as text, reads anywhere. */
const stamp = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export function conversationExportService(deps: {
  conversations: ConversationsRepo;
  companies: CompaniesRepo;
}) {
  const { conversations, companies } = deps;
  return {
    async export(
      principal: Principal | null | undefined,
      id: string,
      input: ExportConversationInput,
    ): Promise<ExportedFile> {
      const caller = requireStaff(principal);
      const found = await conversations.get(caller.firmId, id);
      const relevant = found
        ? await companies.getMany(caller.firmId, found.relevantCompanyIds)
        : [];
      const conversation = requireConversationReader(caller, found, relevant);
      const start = input.start_date ? parseDayMonthYear(input.start_date) : null;
      const end = input.end_date ? parseDayMonthYear(input.end_date) : null;
      const messages = (
        await conversations.messagesBetween(
          caller.firmId,
          conversation.id,
          start,
          end && new Date(end.getTime() + DAY_MS),
        )
      ).filter((m) => m.scheduledTime === null);
      const byId = new Map(messages.map((m) => [m.id, m]));
      const rows = [
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
      ];
      const clients = conversation.clients.map((p) => p.name).join(', ') || 'no clients';
      const span =
        input.start_date && input.end_date
          ? `${input.start_date} to ${input.end_date}`
          : 'all time';
      return {
        fileName: `Conversation with ${clients} (${span}).csv`,
        contentType: 'text/csv; charset=utf-8',
        bytes: csvFile(rows),
      };
    },
  };
}

export type ConversationExportService = ReturnType<typeof conversationExportService>;
