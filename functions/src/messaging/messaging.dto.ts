// Maps conversation records to what the API answers: ISO times, spec 3 §3 field names; a client
// reads a firm user's message as '{firm} Team' (spec 3 §6).
import {
  LAST_MESSAGE_PREVIEW_LENGTH,
  type ConversationSummaryDto,
  type EntityConversationDto,
  type MessageDto,
} from '@portico/common/messaging/conversations';
import type { Principal } from '../kernel/principal';
import type { ConversationRecord, MessageRecord } from './conversation-record';
import { isMember } from './messaging.policy';
import { cutText } from '@portico/common/format/code-points';

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

/** The list's preview: the first 48 characters, '…' when there is more. */
export const previewOf = (text: string) => {
  const shown = cutText(text, LAST_MESSAGE_PREVIEW_LENGTH);
  return shown === text ? text : `${shown}…`;
};

export function toConversationSummaryDto(
  c: ConversationRecord,
  caller: Principal,
  /** The entities it is about, read for the policy (names for the list). */
  entities: readonly { id: string; name: string }[],
): ConversationSummaryDto {
  const base = toEntityConversationDto(c);
  return {
    ...base,
    last_message: base.last_message && {
      ...base.last_message,
      text: previewOf(base.last_message.text),
    },
    relevant_company_ids: c.relevantCompanyIds,
    company_names: c.relevantCompanyIds.flatMap(
      (id) => entities.find((e) => e.id === id)?.name ?? [],
    ),
    unseen_messages: c.unseen[caller.userId] ?? 0,
    archived: c.relevantCompanyIds.length === 0,
    is_member: isMember(caller, c),
  };
}

export function toMessageDto(m: MessageRecord, caller: Principal): MessageDto {
  return {
    id: m.id,
    text: m.text,
    created_at: m.createdAt.toISOString(),
    user_id: m.userId,
    user_name: m.isFirmUser && !caller.isStaff ? `${caller.firm.name} Team` : m.userName,
    is_firm_user: m.isFirmUser,
    message_thread_id: m.messageThreadId,
    tag: m.tag,
    is_edited: m.isEdited,
    is_deleted: m.isDeleted,
    scheduled_time: m.scheduledTime?.toISOString() ?? null,
    reminding: m.reminder !== null,
    attachments: m.isDeleted
      ? []
      : m.attachments.map((a) => ({ document_id: a.documentId, name: a.name })),
  };
}
