// What an export of a conversation holds, for the CSV made at once and the PDF made later: the
// days asked for, the sent messages of those days (scheduled ones wait unsent), and its title.
import {
  parseDayMonthYear,
  type ExportConversationInput,
} from '@portico/common/messaging/conversation-export';
import type { ConversationRecord, MessageRecord } from './conversation-record';
import type { ConversationsRepo } from './conversations.repo';

const DAY_MS = 86_400_000;

/** The days of an export: the first, and the day after the last (UTC); null for all time. */
export function exportDays(input: ExportConversationInput): { from: Date | null; to: Date | null } {
  const start = input.start_date ? parseDayMonthYear(input.start_date) : null;
  const end = input.end_date ? parseDayMonthYear(input.end_date) : null;
  return { from: start, to: end && new Date(end.getTime() + DAY_MS) };
}

/** The messages an export holds: sent ones (scheduled ones wait unsent) of those days. */
export async function exportedMessages(
  conversations: ConversationsRepo,
  conversation: ConversationRecord,
  days: { from: Date | null; to: Date | null },
): Promise<MessageRecord[]> {
  return (
    await conversations.messagesBetween(conversation.firmId, conversation.id, days.from, days.to)
  ).filter((m) => m.scheduledTime === null);
}

export const exportTitle = (conversation: ConversationRecord) =>
  `Conversation with ${conversation.clients.map((p) => p.name).join(', ') || 'no clients'}`;
