// How staff name a conversation (spec 3 §9): its clients, two of them, then 'and N more'.
import type { ConversationSummaryDto } from '@portico/common/messaging/conversations';

export function clientsOf(conversation: Pick<ConversationSummaryDto, 'client_names'>): string {
  const names = conversation.client_names;
  if (names.length === 0) return 'No clients';
  const shown = names.slice(0, 2).join(', ');
  return names.length > 2 ? `${shown} and ${names.length - 2} more` : shown;
}
