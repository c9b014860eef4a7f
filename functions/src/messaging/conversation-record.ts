// The conversation and message records as the server works with them (spec 3 §3 names). Only the
// fields this slice reads and writes so far; the Messages screens add unseen state, names of
// advisors, out-of-office and the rest under the same names.
import { UNSEND_WINDOW_MS, type MessageTag } from '@portico/common/messaging/conversations';

/** A client in a conversation: user_ids[i] and client_names[i] in the store. */
export interface Participant {
  id: string;
  name: string;
}

export interface ConversationRecord {
  id: string;
  firmId: string;
  advisorIds: string[];
  clients: Participant[];
  /** The entities it is about; empty means archived (spec 3 §4). */
  relevantCompanyIds: string[];
  /** When a client last wrote in it (auto-remind stops once a client replies). */
  lastClientMessageAt: Date | null;
  /** The newest sent message (`id` null for those stored before it was kept). */
  lastMessage: { id: string | null; text: string; createdAt: Date } | null;
  /** How many messages each member has not seen (absent: none). */
  unseen: Record<string, number>;
  createdAt: Date;
}

/** The entity a conversation's mail is about (its first), where a failed delivery is told. */
export const conversationAbout = (c: ConversationRecord) =>
  c.relevantCompanyIds[0] ? { firmId: c.firmId, entityId: c.relevantCompanyIds[0] } : undefined;

export interface MessageRecord {
  id: string;
  text: string;
  createdAt: Date;
  userId: string;
  userName: string;
  isFirmUser: boolean;
  /** The parent message of a reply; null for a top-level message. */
  messageThreadId: string | null;
  tag: MessageTag;
  isEdited: boolean;
  /** Deleted or unsent: the text was replaced (spec 3 §4). */
  isDeleted: boolean;
  /** While it waits to be sent: when it will be (only its author sees it until then). */
  scheduledTime: Date | null;
  /**
   * When its mail and SMS notices are due (30 seconds after it is sent, so an unsent message
   * never tells anyone); null once they went, for a deleted message, and for history.
   */
  noticeDue: Date | null;
  /** Auto-remind (staff): the clients are reminded at `next`, every 3 days until `until`. */
  reminder: { next: Date; until: Date } | null;
  /** Documents attached to it (kept in the entity's /Attachments). */
  attachments: { documentId: string; name: string }[];
}

/** A message sent at `sentAt` is told of by mail and SMS once it can no longer be unsent. */
export const noticeDueFor = (sentAt: Date) => new Date(sentAt.getTime() + UNSEND_WINDOW_MS);

/** Spec 3 §2: auto-remind reminds every 3 days for a month, unless a client replies. */
export const REMIND_EVERY_MS = 3 * 24 * 60 * 60 * 1000;
export const REMIND_FOR_MS = 30 * 24 * 60 * 60 * 1000;

/** The reminders of a message sent at `sentAt` with auto-remind. */
export const remindersFrom = (sentAt: Date) => ({
  next: new Date(sentAt.getTime() + REMIND_EVERY_MS),
  until: new Date(sentAt.getTime() + REMIND_FOR_MS),
});
