// Conversations and their messages (spec 3 "Messaging"): the lists (the staff entity view's, the
// staff Messages list, a client's inbox of one entity), one conversation with its latest messages,
// sending now or at a time, marking it seen or unseen, and an advisor joining. Unseen counts and
// the signals that carry them move through unseen-counts.ts.
import {
  CONVERSATIONS_LIMIT,
  ENTITY_CONVERSATIONS_LIMIT,
  MESSAGES_PAGE_SIZE,
  MESSAGING_MESSAGES,
  type ConversationSummaryDto,
  type ConversationDto,
  type ConversationsDto,
  type EntityConversationsDto,
  type MessageDto,
} from '@portico/common/messaging/conversations';
import type {
  ConversationQuery,
  ConversationsQuery,
  SendMessageInput,
} from '@portico/common/messaging/messages-input';
import { Forbidden, Invalid, NotFound } from '../kernel/errors';
import { searchLookupFor } from '../kernel/search-tokens';
import { requireStaff, type Principal } from '../kernel/principal';
import { canSeeFolder, type DocumentsRepo } from '../documents/documents.module';
import { isStaffOnlyFolder } from '@portico/common/documents/vault';
import type { RealtimeRepo } from '../notifications/notifications.module';
import {
  fullName,
  requireVisibleEntity,
  type EntitiesRepo,
  type UsersRepo,
} from '../people/people.module';
import type { Clock } from '../platform/clock/clock';
import type { Db, DbTransaction } from '../platform/db/db';
import type { NewId } from '../platform/ids/ids';
import {
  noticeDueFor,
  remindersFrom,
  type ConversationRecord,
  type MessageRecord,
} from './conversation-record';
import type { ConversationsRepo } from './conversations.repo';
import { toConversationSummaryDto, toEntityConversationDto, toMessageDto } from './messaging.dto';
import {
  canReadConversation,
  entitiesNamedFor,
  isMember,
  requireConversationReader,
  requireEntityConversationsReader,
  requireMessageSender,
  requireMessagingUser,
  requireJoiner,
} from './messaging.policy';
import { awayMessage } from './out-of-office.service';
import { unseenCounts } from './unseen-counts';

interface Deps {
  db: Db;
  documents: DocumentsRepo;
  conversations: ConversationsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  realtime: RealtimeRepo;
  clock: Clock;
  newId: NewId;
}

/** What the caller sees of a conversation's messages: others' scheduled ones wait unseen. */
const visibleTo = (caller: Principal) => (m: MessageRecord) =>
  m.scheduledTime === null || m.userId === caller.userId;

export function messagingService(deps: Deps) {
  const { db, conversations, entities, users, clock, newId } = deps;
  const counts = unseenCounts(deps.realtime);

  /**
   * Inside `tx`: the documents to attach, each a live file of the conversation's entity that the
   * caller may see (uploaded to /Attachments by the composer); any other reads as not found.
   */
  async function readAttachments(
    tx: DbTransaction,
    caller: Principal,
    conversation: ConversationRecord,
    ids: string[],
  ): Promise<MessageRecord['attachments']> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const found = await deps.documents.readMany(tx, caller.firmId, unique);
    const usable = found.filter(
      (d) =>
        !d.deletedAt &&
        conversation.relevantCompanyIds.includes(d.companyId) &&
        canSeeFolder(caller, d.folder),
    );
    if (usable.length !== unique.length) throw new NotFound(MESSAGING_MESSAGES.attachmentNotFound);
    // Every member reads the message, the entity's clients among them.
    if (usable.some((d) => isStaffOnlyFolder(d.folder)))
      throw new Forbidden(MESSAGING_MESSAGES.staffOnlyAttachment);
    return unique.map((id) => {
      const document = usable.find((d) => d.id === id)!;
      return { documentId: id, name: document.name };
    });
  }

  /**
   * The attachments of these messages that the caller may not open (for a client, files since
   * moved into a STAFF ONLY folder): left off, so their names never reach a client.
   */
  async function unopenableAttachments(caller: Principal, messages: MessageRecord[]) {
    const ids = [...new Set(messages.flatMap((m) => m.attachments.map((a) => a.documentId)))];
    if (caller.isStaff || ids.length === 0) return new Set<string>();
    const found = await deps.documents.getMany(caller.firmId, ids);
    return new Set(found.filter((d) => !canSeeFolder(caller, d.folder)).map((d) => d.id));
  }

  /** The entities the conversations are about, read once for all of them. */
  const relevantCompanies = (firmId: string, list: ConversationRecord[]) =>
    entities.getMany(firmId, [...new Set(list.flatMap((c) => c.relevantCompanyIds))]);

  /** A conversation as stored and the entities it is about (for the policy), or null and none. */
  async function conversationWithCompanies(firmId: string, id: string) {
    const found = await conversations.get(firmId, id);
    return { found, relevant: found ? await relevantCompanies(firmId, [found]) : [] };
  }

  /** The caller's own unseen count set to `count` (only a member's may be more than none). */
  async function setOwnUnseen(caller: Principal, id: string, count: number) {
    const { relevant } = await conversationWithCompanies(caller.firmId, id);
    await db.runTransaction(async (tx) => {
      const conversation = requireConversationReader(
        caller,
        await conversations.read(tx, caller.firmId, id),
        relevant,
      );
      if (count > 0 && !isMember(caller, conversation)) {
        throw new Forbidden(MESSAGING_MESSAGES.notInConversation);
      }
      const own = conversation.unseen[caller.userId] ?? 0;
      if (own > 0 === count > 0) return;
      await counts.setOwn(tx, conversation, caller.userId, count, (u) =>
        conversations.setUnseen(tx, conversation, u),
      );
    });
  }

  return {
    /** Clients are refused (403) before the entity is looked up; not visible reads as 404. */
    async listForEntity(
      principal: Principal | null | undefined,
      idOrHash: string,
    ): Promise<EntityConversationsDto> {
      const caller = requireStaff(principal);
      const record = await entities.getByIdOrHash(caller.firmId, idOrHash);
      const { entity } = requireEntityConversationsReader(caller, record);
      const list = await conversations.listForCompany(
        caller.firmId,
        entity.id,
        ENTITY_CONVERSATIONS_LIMIT,
      );
      return { conversations: list.map(toEntityConversationDto) };
    },

    /**
     * A page of the caller's conversations, newest message first: of one entity (a client's inbox,
     * the staff entity's messages), or every one staff may see; filtered by the clients' names
     * and to those with something unseen when asked (a term of one character filters nothing).
     */
    async list(
      principal: Principal | null | undefined,
      query: ConversationsQuery,
    ): Promise<ConversationsDto> {
      const caller = requireMessagingUser(principal);
      const entity = query.company_id
        ? requireVisibleEntity(
            caller,
            await entities.getByIdOrHash(caller.firmId, query.company_id),
          ).entity
        : null;
      if (!entity && !caller.isStaff) {
        throw new Forbidden('Choose the entity whose messages to show');
      }
      const page = await conversations.listPage({
        firmId: caller.firmId,
        companyId: entity?.id ?? null,
        unreadBy: query.unread ? caller.userId : null,
        search: query.search ? searchLookupFor(query.search) : null,
        after: query.after ?? null,
        limit: CONVERSATIONS_LIMIT,
      });
      if (page.foreignCursor) throw new NotFound('Conversation not found');
      const relevant = await relevantCompanies(caller.firmId, page.records);
      return {
        conversations: page.records
          .filter((c) => canReadConversation(caller, c, relevant))
          .map((c) => toConversationSummaryDto(c, caller, entitiesNamedFor(caller, relevant))),
        next_after: page.lastId,
      };
    },

    /**
     * One conversation with a page of 500 top-level messages and their replies: the latest, or
     * those before `before` (Previous 500); another member's scheduled messages are left out
     * until they are sent.
     */
    async get(
      principal: Principal | null | undefined,
      id: string,
      query: ConversationQuery = { before: undefined },
    ): Promise<ConversationDto> {
      const caller = requireMessagingUser(principal);
      const { found, relevant } = await conversationWithCompanies(caller.firmId, id);
      const conversation = requireConversationReader(caller, found, relevant);
      const { messages, hasEarlier } = await conversations.messagesPage(
        caller.firmId,
        conversation.id,
        MESSAGES_PAGE_SIZE,
        query.before ?? null,
      );
      const shown = messages.filter(visibleTo(caller));
      const [advisors, unopenable] = await Promise.all([
        users.getMany(caller.firmId, conversation.advisorIds),
        unopenableAttachments(caller, shown),
      ]);
      const away = awayMessage(advisors);
      return {
        ...toConversationSummaryDto(conversation, caller, entitiesNamedFor(caller, relevant)),
        messages: shown.map((m) =>
          toMessageDto(
            {
              ...m,
              attachments: m.attachments.filter((a) => !unopenable.has(a.documentId)),
            },
            caller,
          ),
        ),
        has_earlier: hasEarlier,
        advisor_out_of_office: away !== '',
        advisor_out_of_office_message: away,
      };
    },

    /**
     * A new message (or a reply): unseen for every other member, seen by its author; or, with a
     * scheduled time, kept for its author until the delivery job sends it then.
     */
    async send(
      principal: Principal | null | undefined,
      id: string,
      input: SendMessageInput,
    ): Promise<MessageDto> {
      const caller = requireMessagingUser(principal);
      const tagged = input.tag !== 'general';
      if (tagged && (!caller.isStaff || caller.firm.preferences.message_tags_disabled)) {
        throw new Forbidden('Message tags are not available');
      }
      const now = clock.now();
      if (input.scheduled_time && !caller.isStaff) {
        throw new Forbidden(MESSAGING_MESSAGES.scheduleStaffOnly);
      }
      if (input.auto_remind && !caller.isStaff) {
        throw new Forbidden(MESSAGING_MESSAGES.remindStaffOnly);
      }
      if (input.scheduled_time && input.scheduled_time <= now) {
        throw new Invalid(MESSAGING_MESSAGES.futureDate);
      }
      const author = await users.get(caller.firmId, caller.userId);
      const { relevant } = await conversationWithCompanies(caller.firmId, id);
      const message = await db.runTransaction(async (tx) => {
        const conversation = requireMessageSender(
          caller,
          await conversations.read(tx, caller.firmId, id),
          relevant,
        );
        if (input.message_thread_id) {
          const parent = await conversations.readMessage(
            tx,
            caller.firmId,
            conversation.id,
            input.message_thread_id,
          );
          if (!parent || parent.messageThreadId !== null || parent.scheduledTime !== null) {
            throw new NotFound('The message to reply to was not found');
          }
        }
        const record: MessageRecord = {
          id: newId(),
          text: input.text,
          createdAt: now,
          userId: caller.userId,
          userName: author ? fullName(author) : '',
          isFirmUser: caller.isStaff,
          messageThreadId: input.message_thread_id ?? null,
          tag: input.tag,
          isEdited: false,
          isDeleted: false,
          scheduledTime: input.scheduled_time ?? null,
          noticeDue: input.scheduled_time ? null : noticeDueFor(now),
          reminder: input.auto_remind ? remindersFrom(input.scheduled_time ?? now) : null,
          attachments: await readAttachments(tx, caller, conversation, input.attachment_ids),
        };
        if (record.scheduledTime) {
          conversations.addScheduled(tx, conversation, record);
          return record;
        }
        await counts.arrive(
          tx,
          conversation,
          { at: now, authorId: caller.userId, authorHasSeen: true },
          (unseen) => conversations.addMessage(tx, conversation, record, unseen),
        );
        return record;
      });
      return toMessageDto(message, caller);
    },

    /** The caller has seen every message of the conversation (opening it does this). */
    async markSeen(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<{ unseen_messages: number }> {
      await setOwnUnseen(requireMessagingUser(principal), id, 0);
      return { unseen_messages: 0 };
    },

    /** Spec 3 §4: the conversation counts as unseen again (and the badge with it). */
    async markUnseen(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<{ unseen_messages: number }> {
      await setOwnUnseen(requireMessagingUser(principal), id, 1);
      return { unseen_messages: 1 };
    },

    /** Spec 3 §4: an advisor who reads a conversation they are not in adds themselves. */
    async join(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<ConversationSummaryDto> {
      const caller = requireMessagingUser(principal);
      const { relevant } = await conversationWithCompanies(caller.firmId, id);
      const joined = await db.runTransaction(async (tx) => {
        const conversation = requireJoiner(
          caller,
          await conversations.read(tx, caller.firmId, id),
          relevant,
        );
        if (conversation.advisorIds.includes(caller.userId)) return conversation;
        const advisorIds = [...conversation.advisorIds, caller.userId];
        conversations.setAdvisors(tx, conversation, advisorIds);
        return { ...conversation, advisorIds };
      });
      return toConversationSummaryDto(joined, caller, entitiesNamedFor(caller, relevant));
    },
  };
}

export type MessagingService = ReturnType<typeof messagingService>;
