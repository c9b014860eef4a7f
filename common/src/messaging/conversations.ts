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

/** Spec 3 §10: the list's filter asks the server this long after the last keystroke. */
export const CONVERSATION_SEARCH_DEBOUNCE_MS = 640;

/** Spec 3 §9: the list shows the last message cut at this many characters. */
export const LAST_MESSAGE_PREVIEW_LENGTH = 48;

/** Spec 3 §9: a conversation opens on its latest 500 top-level messages (with their replies). */
export const MESSAGES_PAGE_SIZE = 500;

/** The most conversations one page of a list answers, newest message first. */
export const CONVERSATIONS_LIMIT = 100;

export const MESSAGING_MESSAGES = {
  emptyMessage: 'Please enter a message',
  /** Spec 3 §8: an attachment upload without an entity to keep it in. */
  uploadFailed: 'We were unable to upload the file, please try refreshing the page',
  attachmentNotFound: 'An attached document was not found',
  staffOnlyAttachment: 'Files in a STAFF ONLY folder cannot be attached: clients cannot open them',
  notInConversation: 'You are not in this conversation.',
  archived: 'This conversation is archived: no new messages can be sent.',
  notFound: 'Conversation not found',
  readOnlyAccount: 'This account is read-only',
  readOnlyEntity: 'This entity is read-only',
  disabled: 'Messaging is turned off for this firm',
  futureDate: 'Please select a date in the future',
  notAuthor: 'Only its author can change this message',
  messageNotFound: 'Message not found',
  alreadySent: 'This message has already been sent',
  deletedText: 'This message was deleted',
  deletedNotEditable: 'A deleted message cannot be edited',
  joinStaffOnly: 'Only firm users can join a conversation',
  scheduleStaffOnly: 'Only firm users can schedule messages',
  remindStaffOnly: 'Only firm users can set reminders',
  noParticipants: 'Please select at least one participant',
  participantsForbidden: 'Only partners and full-access users can manage participants',
  participantsUpdated: 'Participants updated successfully',
} as const;

/** Spec 3 §4: a message younger than this may be unsent without confirmation. */
export const UNSEND_WINDOW_MS = 30_000;

/** Whether a message is still within its unsend window at `now` (the screen's label and dialog). */
export const canUnsend = (createdAt: string, now: number) =>
  now - Date.parse(createdAt) < UNSEND_WINDOW_MS;

/** One conversation in a list (spec 3 §3 names), as the caller sees it. */
export interface ConversationSummaryDto extends EntityConversationDto {
  relevant_company_ids: string[];
  /** The names of those entities, in that order: one client with two entities has two lists. */
  company_names: string[];
  /** Messages the caller has not seen. */
  unseen_messages: number;
  /** No relevant entity left: read-only (spec 3 §4). */
  archived: boolean;
  /** The caller takes part (an advisor who does not may add themselves). */
  is_member: boolean;
}

export interface ConversationsDto {
  conversations: ConversationSummaryDto[];
  /** Ask again with `after` set to this for the next page; null when there is no more. */
  next_after: string | null;
}

export interface MessageDto {
  id: string;
  text: string;
  /** ISO 8601. */
  created_at: string;
  user_id: string;
  /** For clients, a firm user's message reads '{firm} Team'. */
  user_name: string;
  is_firm_user: boolean;
  message_thread_id: string | null;
  tag: MessageTag;
  /** Its text was changed after sending. */
  is_edited: boolean;
  /** Deleted (or unsent): the text reads 'This message was deleted'. */
  is_deleted: boolean;
  /** ISO 8601 while it waits to be sent (only its author sees it then); null once sent. */
  scheduled_time: string | null;
  /** Auto-remind is on: the clients are reminded every 3 days until one replies (a month at most). */
  reminding: boolean;
  /** Documents attached to it, kept in the entity's /Attachments (none once deleted). */
  attachments: MessageAttachmentDto[];
}

/** A document attached to a message: opened through the documents' preview link. */
export interface MessageAttachmentDto {
  document_id: string;
  name: string;
}

/** How many documents one message may carry. */
export const MAX_ATTACHMENTS = 10;

/** A conversation with its latest page of messages, oldest first. */
export interface ConversationDto extends ConversationSummaryDto {
  /** Spec 3 §3: one of its firm users is away; clients see their message. */
  advisor_out_of_office: boolean;
  /** '{name}: {their message}' for each firm user away, one per line ('' when none). */
  advisor_out_of_office_message: string;
  messages: MessageDto[];
  /** Whether older top-level messages exist before this page. */
  has_earlier: boolean;
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

/** Spec 3 §6: only partner or full-access staff manage a conversation's participants. */
export const canManageParticipants = (firmAccess: string | null | undefined) =>
  firmAccess === 'partner' || firmAccess === 'full';

/** A firm user who may not read the conversation cannot take part in it. */
export const participantCannotSee = (name: string) =>
  `${name} cannot see the entity of this conversation`;
