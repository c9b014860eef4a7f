// Reads and writes conversations (firms/{firmId}/conversations) and their messages
// (firms/{firmId}/conversations/{id}/messages), under spec 3 §3's field names.
import { addTextTokens, searchText, type SearchLookup } from '../kernel/search-tokens';
import { Timestamp, type Db, type DbQuery, type DbTransaction } from '../platform/db/db';
import { inChunks } from '../platform/db/in-chunks';
import type { ConversationRecord, MessageRecord, Participant } from './conversation-record';

export const conversationsPath = (firmId: string) => `firms/${firmId}/conversations`;
export const messagesPath = (firmId: string, conversationId: string) =>
  `${conversationsPath(firmId)}/${conversationId}/messages`;

interface ConversationDoc {
  advisor_ids: string[];
  /** Parallel lists: client_names[i] is user_ids[i]'s name. */
  user_ids: string[];
  client_names: string[];
  relevant_company_ids: string[];
  last_message: { message_id?: string; text: string; created_at: Timestamp } | null;
  /** Always written (null without messages), so ordering by it never skips a conversation. */
  last_message_at: Timestamp | null;
  /** When a client last wrote (absent before then). */
  last_client_message_at?: Timestamp | null;
  /** uid → messages they have not seen; written by sending and reading (absent before them). */
  unseen?: Record<string, number>;
  /** The members with something unseen (Show Unread's index), from `unseen`. */
  unseen_by?: string[];
  /** The clients' names as search tokens, and as text to check a longer term (search-tokens.ts). */
  search_tokens?: string[];
  search_text?: string;
  created_at: Timestamp;
}

interface MessageDoc {
  text: string;
  created_at: Timestamp;
  user_id: string;
  user_name: string;
  is_firm_user: boolean;
  message_thread_id: string | null;
  tag: MessageRecord['tag'];
  scheduled: boolean;
  scheduled_time: Timestamp | null;
  is_edited: boolean;
  /** Absent on messages stored before deleting was built. */
  is_deleted?: boolean;
  /** scheduled_time while it waits to be sent, null once sent: what the delivery job looks for. */
  due_at?: Timestamp | null;
  /** When the notices are due, null once sent or not to be sent: what the notices job looks for. */
  notify_at?: Timestamp | null;
  unseen_user_ids: string[];
  is_log: boolean;
  has_reminder: boolean;
  /** The next reminder while auto-remind runs, else null: what the reminders job looks for. */
  remind_at?: Timestamp | null;
  remind_until?: Timestamp | null;
  /** Absent on messages stored before attachments were built. */
  attachments?: { document_id: string; name: string }[];
}

/** The clients and what the list's filter finds them by. */
function participantFields(clients: Participant[]) {
  const tokens = new Set<string>();
  for (const p of clients) addTextTokens(p.name, tokens);
  return {
    user_ids: clients.map((p) => p.id),
    client_names: clients.map((p) => p.name),
    search_tokens: [...tokens],
    search_text: searchText(clients.map((p) => p.name)),
  };
}

/** The unseen counts and who has something unseen. */
const unseenFields = (unseen: Record<string, number>) => ({
  unseen,
  unseen_by: Object.keys(unseen)
    .filter((uid) => (unseen[uid] ?? 0) > 0)
    .sort(),
});

function toConversationDoc(c: ConversationRecord): ConversationDoc {
  const last = c.lastMessage && Timestamp.fromDate(c.lastMessage.createdAt);
  return {
    advisor_ids: c.advisorIds,
    ...participantFields(c.clients),
    relevant_company_ids: c.relevantCompanyIds,
    last_message: c.lastMessage && last ? lastMessageDoc(c.lastMessage, last) : null,
    last_message_at: last,
    last_client_message_at: c.lastClientMessageAt && Timestamp.fromDate(c.lastClientMessageAt),
    ...unseenFields(c.unseen),
    created_at: Timestamp.fromDate(c.createdAt),
  };
}

function fromConversationDoc(firmId: string, id: string, doc: ConversationDoc): ConversationRecord {
  return {
    id,
    firmId,
    advisorIds: doc.advisor_ids,
    clients: doc.user_ids.map((userId, i) => ({ id: userId, name: doc.client_names[i] ?? '' })),
    relevantCompanyIds: doc.relevant_company_ids,
    lastMessage: doc.last_message
      ? {
          id: doc.last_message.message_id ?? null,
          text: doc.last_message.text,
          createdAt: doc.last_message.created_at.toDate(),
        }
      : null,
    unseen: doc.unseen ?? {},
    lastClientMessageAt: doc.last_client_message_at?.toDate() ?? null,
    createdAt: doc.created_at.toDate(),
  };
}

function fromMessageDoc(id: string, doc: MessageDoc): MessageRecord {
  return {
    id,
    text: doc.text,
    createdAt: doc.created_at.toDate(),
    userId: doc.user_id,
    userName: doc.user_name,
    isFirmUser: doc.is_firm_user,
    messageThreadId: doc.message_thread_id,
    tag: doc.tag,
    isEdited: doc.is_edited,
    isDeleted: doc.is_deleted ?? false,
    scheduledTime: doc.scheduled ? (doc.scheduled_time?.toDate() ?? null) : null,
    noticeDue: doc.notify_at?.toDate() ?? null,
    reminder:
      doc.remind_at && doc.remind_until
        ? { next: doc.remind_at.toDate(), until: doc.remind_until.toDate() }
        : null,
    attachments: (doc.attachments ?? []).map((a) => ({ documentId: a.document_id, name: a.name })),
  };
}

function lastMessageDoc(m: { id: string | null; text: string }, at: Timestamp) {
  return { ...(m.id ? { message_id: m.id } : {}), text: m.text, created_at: at };
}

/** What the list shows of a message: its text, or what it attaches when it has none. */
const previewOf = (m: MessageRecord) =>
  m.text ||
  (m.attachments.length ? `Attachment: ${m.attachments.map((a) => a.name).join(', ')}` : '');

/** The conversation's fields a message's text changes (when it is the last one). */
const lastMessageFields = (m: MessageRecord) => {
  const at = Timestamp.fromDate(m.createdAt);
  return {
    last_message: lastMessageDoc({ id: m.id, text: previewOf(m) }, at),
    last_message_at: at,
  };
};

/** The conversation's fields a newly sent message changes. */
const arrivalFields = (m: MessageRecord) => ({
  ...lastMessageFields(m),
  ...(!m.isFirmUser && { last_client_message_at: Timestamp.fromDate(m.createdAt) }),
});

/** A message as seeds and fixtures write it: sent, never edited, history (no notices). */
export type SentMessage = Omit<
  MessageRecord,
  'isEdited' | 'isDeleted' | 'scheduledTime' | 'noticeDue' | 'reminder' | 'attachments'
>;

const asSent = (m: SentMessage): MessageRecord => ({
  ...m,
  isEdited: false,
  isDeleted: false,
  scheduledTime: null,
  noticeDue: null,
  reminder: null,
  attachments: [],
});

/** A scheduled message due for delivery, wherever it is. */
export interface DueMessage {
  firmId: string;
  conversationId: string;
  messageId: string;
}

function toMessageDoc(m: MessageRecord): MessageDoc {
  const scheduled = m.scheduledTime && Timestamp.fromDate(m.scheduledTime);
  return {
    text: m.text,
    created_at: Timestamp.fromDate(m.createdAt),
    user_id: m.userId,
    user_name: m.userName,
    is_firm_user: m.isFirmUser,
    message_thread_id: m.messageThreadId,
    tag: m.tag,
    scheduled: Boolean(scheduled),
    scheduled_time: scheduled,
    due_at: scheduled,
    notify_at: m.noticeDue && Timestamp.fromDate(m.noticeDue),
    is_edited: m.isEdited,
    is_deleted: m.isDeleted,
    unseen_user_ids: [],
    is_log: false,
    has_reminder: m.reminder !== null,
    remind_at: m.reminder && Timestamp.fromDate(m.reminder.next),
    remind_until: m.reminder && Timestamp.fromDate(m.reminder.until),
    attachments: m.attachments.map((a) => ({ document_id: a.documentId, name: a.name })),
  };
}

/** What a page of the conversation lists asks for (see `listPage`). */
export interface ConversationPageQuery {
  firmId: string;
  companyId: string | null;
  unreadBy: string | null;
  search: SearchLookup | null;
  /** The last conversation of the previous page. */
  after: string | null;
  limit: number;
}

export interface ConversationPage {
  records: ConversationRecord[];
  /** The last conversation read when there may be more, else null. */
  lastId: string | null;
  /**
   * The `after` given is not a row of this list (no such conversation, or not the entity's): the
   * list pages only by its own rows, so another's position in the firm's order stays unknown.
   */
  foreignCursor?: true;
}

/** A conversation's new client participants (the rest of it is left as it is). */
export interface ParticipantsChange {
  conversationId: string;
  clients: Participant[];
}

export function conversationsRepo(db: Db) {
  const byCompany = (firmId: string, companyId: string) =>
    db
      .collection(conversationsPath(firmId))
      .where('relevant_company_ids', 'array-contains', companyId);
  /** One message of the conversation. */
  const messageRef = (conversation: ConversationRecord, id: string) =>
    db.doc(`${messagesPath(conversation.firmId, conversation.id)}/${id}`);
  const records = (firmId: string, docs: { id: string; data(): unknown }[]) =>
    docs.map((d) => fromConversationDoc(firmId, d.id, d.data() as ConversationDoc));
  /** Messages, in every firm, whose `field` time has come (the jobs' collection-group reads). */
  async function dueBy(field: 'due_at' | 'notify_at' | 'remind_at', now: Date, limit: number) {
    const found = await db
      .collectionGroup('messages')
      .where(field, '<=', Timestamp.fromDate(now))
      .orderBy(field)
      .limit(limit)
      .get();
    return found.docs.map((doc): DueMessage => {
      const conversation = doc.ref.parent.parent;
      return {
        firmId: conversation?.parent.parent?.id ?? '',
        conversationId: conversation?.id ?? '',
        messageId: doc.id,
      };
    });
  }
  return {
    /**
     * A conversation with its messages (history: no notices); last_message is the newest
     * message's. For seeds, fixtures and benches.
     */
    async createWithMessages(
      conversation: Omit<ConversationRecord, 'lastMessage' | 'unseen' | 'lastClientMessageAt'>,
      messages: SentMessage[],
    ): Promise<ConversationRecord> {
      const fromClients = messages.filter((m) => !m.isFirmUser).map((m) => m.createdAt.getTime());
      const newest = messages.reduce<SentMessage | null>(
        (last, m) => (!last || m.createdAt >= last.createdAt ? m : last),
        null,
      );
      const record: ConversationRecord = {
        ...conversation,
        lastMessage: newest && { id: newest.id, text: newest.text, createdAt: newest.createdAt },
        lastClientMessageAt: fromClients.length > 0 ? new Date(Math.max(...fromClients)) : null,
        unseen: {},
      };
      // Messages first, 500 a batch (Firestore's cap), then the conversation that lists them.
      for (let from = 0; from < messages.length; from += 500) {
        const batch = db.batch();
        for (const m of messages.slice(from, from + 500))
          batch.create(
            db.doc(`${messagesPath(record.firmId, record.id)}/${m.id}`),
            toMessageDoc(asSent(m)),
          );
        await batch.commit();
      }
      await db
        .doc(`${conversationsPath(record.firmId)}/${record.id}`)
        .create(toConversationDoc(record));
      return record;
    },
    /** Inside a caller's transaction, after its reads: a new conversation. */
    insert(tx: DbTransaction, record: ConversationRecord): void {
      tx.create(
        db.doc(`${conversationsPath(record.firmId)}/${record.id}`),
        toConversationDoc(record),
      );
    },
    async get(firmId: string, id: string): Promise<ConversationRecord | null> {
      const snapshot = await db.doc(`${conversationsPath(firmId)}/${id}`).get();
      return snapshot.exists
        ? fromConversationDoc(firmId, id, snapshot.data() as ConversationDoc)
        : null;
    },
    /** An entity's conversations, newest message first, then those without one (composite index). */
    async listForCompany(
      firmId: string,
      companyId: string,
      limit: number,
    ): Promise<ConversationRecord[]> {
      const snapshot = await byCompany(firmId, companyId)
        .orderBy('last_message_at', 'desc')
        .limit(limit)
        .get();
      return records(firmId, snapshot.docs);
    },
    /** Inside a caller's transaction: up to `limit` of an entity's conversations, in any order. */
    async readForCompany(
      tx: DbTransaction,
      firmId: string,
      companyId: string,
      limit: number,
    ): Promise<ConversationRecord[]> {
      return records(firmId, (await tx.get(byCompany(firmId, companyId).limit(limit))).docs);
    },
    /**
     * Inside a caller's transaction, after its reads: the conversation is no longer about the
     * entity (archived, read-only, when it was its only one).
     */
    leaveCompany(tx: DbTransaction, conversation: ConversationRecord, companyId: string): void {
      tx.update(db.doc(`${conversationsPath(conversation.firmId)}/${conversation.id}`), {
        relevant_company_ids: conversation.relevantCompanyIds.filter((id) => id !== companyId),
      });
    },
    /** Inside a caller's transaction, after its reads: sets each conversation's client participants. */
    setParticipants(tx: DbTransaction, firmId: string, changes: ParticipantsChange[]): void {
      for (const change of changes)
        tx.update(
          db.doc(`${conversationsPath(firmId)}/${change.conversationId}`),
          participantFields(change.clients),
        );
    },
    /**
     * A page of conversations, newest message first (those without one last): of one entity, or
     * of the firm; with something unseen by `unreadBy`; whose clients match `search`. One array
     * filter drives the query (the entity's, else Show Unread's, else the search's); the others
     * are checked on its rows. `lastId` is the last row read, for the next page.
     */
    async listPage(q: ConversationPageQuery): Promise<ConversationPage> {
      const path = conversationsPath(q.firmId);
      let query: DbQuery = db.collection(path);
      if (q.companyId) query = query.where('relevant_company_ids', 'array-contains', q.companyId);
      else if (q.unreadBy) query = query.where('unseen_by', 'array-contains', q.unreadBy);
      else if (q.search) query = query.where('search_tokens', 'array-contains', q.search.token);
      query = query.orderBy('last_message_at', 'desc');
      if (q.after) {
        const previous = await db.doc(`${path}/${q.after}`).get();
        const row = previous.data() as ConversationDoc | undefined;
        if (!row || (q.companyId && !row.relevant_company_ids.includes(q.companyId)))
          return { records: [], lastId: null, foreignCursor: true };
        query = query.startAfter(previous);
      }
      const found = await query.limit(q.limit).get();
      const matches = (doc: ConversationDoc) =>
        (!q.unreadBy || (doc.unseen_by ?? []).includes(q.unreadBy)) &&
        (!q.search ||
          ((doc.search_tokens ?? []).includes(q.search.token) &&
            (!q.search.check || (doc.search_text ?? '').includes(q.search.check))));
      return {
        records: records(
          q.firmId,
          found.docs.filter((d) => matches(d.data() as ConversationDoc)),
        ),
        lastId: found.docs.length === q.limit ? (found.docs.at(-1)?.id ?? null) : null,
      };
    },
    /** Inside a transaction (a read). */
    async read(tx: DbTransaction, firmId: string, id: string): Promise<ConversationRecord | null> {
      const snapshot = await tx.get(db.doc(`${conversationsPath(firmId)}/${id}`));
      return snapshot.exists
        ? fromConversationDoc(firmId, id, snapshot.data() as ConversationDoc)
        : null;
    },
    /** Inside a transaction (a read): one message of the conversation. */
    async readMessage(
      tx: DbTransaction,
      firmId: string,
      conversationId: string,
      id: string,
    ): Promise<MessageRecord | null> {
      const snapshot = await tx.get(db.doc(`${messagesPath(firmId, conversationId)}/${id}`));
      return snapshot.exists ? fromMessageDoc(id, snapshot.data() as MessageDoc) : null;
    },
    /** Inside a transaction, after its reads: the message, the last message and who has not seen it. */
    addMessage(
      tx: DbTransaction,
      conversation: ConversationRecord,
      message: MessageRecord,
      unseen: Record<string, number>,
    ): void {
      const path = conversationsPath(conversation.firmId);
      tx.create(messageRef(conversation, message.id), toMessageDoc(message));
      tx.update(db.doc(`${path}/${conversation.id}`), {
        ...arrivalFields(message),
        ...unseenFields(unseen),
      });
    },
    /** Inside a transaction, after its reads: a message that waits for its time (nothing else moves). */
    addScheduled(
      tx: DbTransaction,
      conversation: ConversationRecord,
      message: MessageRecord,
    ): void {
      tx.create(messageRef(conversation, message.id), toMessageDoc(message));
    },
    /**
     * Inside a transaction, after its reads: a message's new text, edited or deleted (and the
     * list's preview when it is the conversation's last message).
     */
    rewriteMessage(
      tx: DbTransaction,
      conversation: ConversationRecord,
      message: MessageRecord,
    ): void {
      const path = conversationsPath(conversation.firmId);
      tx.update(messageRef(conversation, message.id), {
        text: message.text,
        is_edited: message.isEdited,
        is_deleted: message.isDeleted,
        // A deleted message tells nobody (an unsent one, within 30 seconds, never did).
        ...(message.isDeleted && { notify_at: null, remind_at: null }),
      });
      if (conversation.lastMessage?.id === message.id)
        tx.update(db.doc(`${path}/${conversation.id}`), lastMessageFields(message));
    },
    /** Inside a transaction, after its reads: a scheduled message moved to another time. */
    reschedule(tx: DbTransaction, conversation: ConversationRecord, id: string, at: Date): void {
      const when = Timestamp.fromDate(at);
      tx.update(messageRef(conversation, id), {
        scheduled_time: when,
        due_at: when,
      });
    },
    /** Inside a transaction, after its reads: a message nobody else has seen (a scheduled one). */
    removeMessage(tx: DbTransaction, conversation: ConversationRecord, id: string): void {
      tx.delete(messageRef(conversation, id));
    },
    /**
     * Inside a transaction, after its reads: a scheduled message sent now — dated `message`'s
     * createdAt, the conversation's last message, unseen by `unseen`.
     */
    deliver(
      tx: DbTransaction,
      conversation: ConversationRecord,
      message: MessageRecord,
      unseen: Record<string, number>,
    ): void {
      const path = conversationsPath(conversation.firmId);
      tx.update(messageRef(conversation, message.id), {
        created_at: Timestamp.fromDate(message.createdAt),
        scheduled: false,
        due_at: null,
        notify_at: message.noticeDue && Timestamp.fromDate(message.noticeDue),
        remind_at: message.reminder && Timestamp.fromDate(message.reminder.next),
        remind_until: message.reminder && Timestamp.fromDate(message.reminder.until),
      });
      tx.update(db.doc(`${path}/${conversation.id}`), {
        ...arrivalFields(message),
        ...unseenFields(unseen),
      });
    },
    /** Scheduled messages whose time has come, in every firm, soonest first. */
    dueScheduled: (now: Date, limit: number) => dueBy('due_at', now, limit),
    /** Sent messages whose notices are due, in every firm, soonest first. */
    dueNotices: (now: Date, limit: number) => dueBy('notify_at', now, limit),
    /** Messages whose next auto-reminder is due, in every firm, soonest first. */
    dueReminders: (now: Date, limit: number) => dueBy('remind_at', now, limit),
    /** Inside a transaction, after its reads: the next reminder, or none (null). */
    setNextReminder(
      tx: DbTransaction,
      conversation: ConversationRecord,
      id: string,
      next: Date | null,
    ): void {
      tx.update(messageRef(conversation, id), {
        remind_at: next && Timestamp.fromDate(next),
      });
    },
    /** Inside a transaction, after its reads: the message's notices went. */
    noticesSent(tx: DbTransaction, conversation: ConversationRecord, id: string): void {
      tx.update(messageRef(conversation, id), {
        notify_at: null,
      });
    },
    /** Inside a transaction, after its reads: the firm users taking part. */
    setAdvisors(tx: DbTransaction, conversation: ConversationRecord, advisorIds: string[]): void {
      tx.update(db.doc(`${conversationsPath(conversation.firmId)}/${conversation.id}`), {
        advisor_ids: advisorIds,
      });
    },
    /** Inside a transaction, after its reads. */
    setUnseen(tx: DbTransaction, conversation: ConversationRecord, unseen: Record<string, number>) {
      tx.update(
        db.doc(`${conversationsPath(conversation.firmId)}/${conversation.id}`),
        unseenFields(unseen),
      );
    },
    /**
     * A page of `size` top-level messages and every reply to them, oldest first: the latest, or
     * those before the top-level message `before` (Previous 500). `hasEarlier` says whether older
     * top-level messages exist. On the latest page replies come after their message, so they are
     * among the messages from the oldest top-level one on; an older page's replies may be much
     * later, so they are read by their parents (30 at a time, Firestore's `in`).
     */
    async messagesPage(
      firmId: string,
      conversationId: string,
      size: number,
      before: string | null = null,
    ): Promise<{ messages: MessageRecord[]; hasEarlier: boolean }> {
      const messages = db.collection(messagesPath(firmId, conversationId));
      let tops = messages.where('message_thread_id', '==', null).orderBy('created_at', 'desc');
      if (before) {
        const anchor = await messages.doc(before).get();
        if (!anchor.exists) return { messages: [], hasEarlier: false };
        tops = tops.startAfter(anchor);
      }
      const top = await tops.limit(size + 1).get();
      const page = top.docs.slice(0, size);
      const oldest = page.at(-1);
      if (!oldest) return { messages: [], hasEarlier: false };
      const ids = new Set(page.map((d) => d.id));
      const toRecords = (docs: { id: string; data(): unknown }[]) =>
        docs.map((d) => fromMessageDoc(d.id, d.data() as MessageDoc));
      let shown: MessageRecord[];
      if (!before) {
        const since = await messages
          .where('created_at', '>=', (oldest.data() as MessageDoc).created_at)
          .orderBy('created_at', 'asc')
          .get();
        shown = toRecords(since.docs).filter((m) => ids.has(m.messageThreadId ?? m.id));
      } else {
        const replies = await Promise.all(
          inChunks([...ids]).map((chunk) => messages.where('message_thread_id', 'in', chunk).get()),
        );
        shown = [...toRecords(page), ...replies.flatMap((r) => toRecords(r.docs))].sort(
          (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
        );
      }
      return { messages: shown, hasEarlier: top.docs.length > size };
    },
    /** A conversation's messages from `from` (inclusive) to `to` (exclusive), oldest first. */
    async messagesBetween(
      firmId: string,
      conversationId: string,
      from: Date | null,
      to: Date | null,
    ): Promise<MessageRecord[]> {
      let query: DbQuery = db.collection(messagesPath(firmId, conversationId));
      if (from) query = query.where('created_at', '>=', Timestamp.fromDate(from));
      if (to) query = query.where('created_at', '<', Timestamp.fromDate(to));
      const snapshot = await query.orderBy('created_at', 'asc').get();
      return snapshot.docs.map((d) => fromMessageDoc(d.id, d.data() as MessageDoc));
    },
    /** A conversation's messages, oldest first (tests). */
    async listMessages(firmId: string, conversationId: string): Promise<MessageRecord[]> {
      const snapshot = await db
        .collection(messagesPath(firmId, conversationId))
        .orderBy('created_at', 'asc')
        .get();
      return snapshot.docs.map((d) => fromMessageDoc(d.id, d.data() as MessageDoc));
    },
  };
}

export type ConversationsRepo = ReturnType<typeof conversationsRepo>;
