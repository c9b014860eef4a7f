// Conversations and messages (spec 3 §3 "Conversation", "Message"), the staff entity view's list of
// an entity's conversations, and what Add owner → New User does with earlier messages (§5, §7).

/** Spec 3 §3: a message's tag; general unless chosen. */
export const MESSAGE_TAGS = ['general', 'urgent', 'emergency'] as const;
export type MessageTag = (typeof MESSAGE_TAGS)[number];

/** GET /companies/{id}/conversations answers at most this many, newest message first. */
export const ENTITY_CONVERSATIONS_LIMIT = 50;

export interface LastMessageDto {
  text: string;
  /** ISO 8601. */
  created_at: string;
}

export interface EntityConversationDto {
  id: string;
  /** The client participants; client_names[i] is user_ids[i]'s name. */
  user_ids: string[];
  client_names: string[];
  advisor_ids: string[];
  last_message: LastMessageDto | null;
  /** ISO 8601, or null while the conversation has no message. */
  last_message_at: string | null;
}

export interface EntityConversationsDto {
  conversations: EntityConversationDto[];
}

/** What Add owner → New User does with the entity's earlier conversations. */
export type EarlierMessages = 'none' | 'copy' | 'transfer';

export const COPY_OR_TRANSFER = 'Choose to copy or to transfer previous messages, not both';

/**
 * Adding the owner (user, login, entity) and one write per shared conversation is one store
 * transaction, kept within Firestore's classic 500-write cap: 500 minus those 3.
 */
export const MAX_SHARED_CONVERSATIONS = 497;

export const TOO_MANY_CONVERSATIONS = `This entity has more than ${MAX_SHARED_CONVERSATIONS} conversations, too many to share with a new owner at once. Add the owner without sharing earlier messages.`;
