// Maps conversation records to what the API answers: ISO times, spec 3 §3 field names.
import type { EntityConversationDto } from '@portico/common/messaging/conversations';
import type { ConversationRecord } from './conversation-record';

export function toEntityConversationDto(c: ConversationRecord): EntityConversationDto {
  const last = c.lastMessage && {
    text: c.lastMessage.text,
    created_at: c.lastMessage.createdAt.toISOString(),
  };
  return {
    id: c.id,
    user_ids: c.clients.map((p) => p.id),
    client_names: c.clients.map((p) => p.name),
    advisor_ids: c.advisorIds,
    last_message: last,
    last_message_at: last?.created_at ?? null,
  };
}
