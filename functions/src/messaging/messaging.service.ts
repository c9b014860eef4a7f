// Conversations and their messages (spec 3 "Messaging"): the lists (the staff entity view's, the
// staff Messages list, a client's inbox of one entity), one conversation with its latest messages,
// sending, and marking it seen. Each member's unseen count lives on the conversation; the badge is
// `signals/{uid}.unseen_messages`, the number of conversations with something unseen, changed in
// the same transaction, so the other side's open screen hears of a message through its signal.
import {
  CONVERSATIONS_LIMIT,
  ENTITY_CONVERSATIONS_LIMIT,
  MESSAGES_PAGE_SIZE,
  type ConversationDto,
  type ConversationsDto,
  type EntityConversationsDto,
  type MessageDto,
} from '@portico/common/messaging/conversations';
import type {
  ConversationsQuery,
  SendMessageInput,
} from '@portico/common/messaging/messages-input';
import { Forbidden, NotFound } from '../kernel/errors';
import { requireStaff, type Principal } from '../kernel/principal';
import type { RealtimeRepo } from '../notifications/notifications.module';
import {
  fullName,
  requireVisibleCompany,
  type CompaniesRepo,
  type UsersRepo,
} from '../people/people.module';
import type { Clock } from '../platform/clock/clock';
import type { Db, DbTransaction } from '../platform/db/db';
import type { NewId } from '../platform/ids/ids';
import type { ConversationRecord } from './conversation-record';
import type { ConversationsRepo } from './conversations.repo';
import { toConversationSummaryDto, toEntityConversationDto, toMessageDto } from './messaging.dto';
import {
  canReadConversation,
  requireConversationReader,
  requireEntityConversationsReader,
  requireMessageSender,
  requireMessagingUser,
} from './messaging.policy';

interface Deps {
  db: Db;
  conversations: ConversationsRepo;
  companies: CompaniesRepo;
  users: UsersRepo;
  realtime: RealtimeRepo;
  clock: Clock;
  newId: NewId;
}

const membersOf = (c: ConversationRecord) => [...c.advisorIds, ...c.clients.map((p) => p.id)];

export function messagingService(deps: Deps) {
  const { db, conversations, companies, users, realtime, clock, newId } = deps;

  /** The entities the conversations are about, read once for all of them. */
  const relevantCompanies = (firmId: string, list: ConversationRecord[]) =>
    companies.getMany(firmId, [...new Set(list.flatMap((c) => c.relevantCompanyIds))]);

  /** A conversation as stored and the entities it is about (for the policy), or null and none. */
  async function conversationWithCompanies(firmId: string, id: string) {
    const found = await conversations.get(firmId, id);
    return { found, relevant: found ? await relevantCompanies(firmId, [found]) : [] };
  }

  /**
   * Inside `tx`, after reading the conversation: the members' new unseen counts, written by
   * `write`, and each signal that changes — the badge of a member whose count turns from nothing
   * to something or back, and `messageAt` for the members a new message reaches.
   */
  async function writeUnseen(
    tx: DbTransaction,
    conversation: ConversationRecord,
    next: Record<string, number>,
    write: (unseen: Record<string, number>) => void,
    reached: { uids: string[]; at: Date } | null = null,
  ) {
    const had = (uid: string) => (conversation.unseen[uid] ?? 0) > 0;
    const has = (uid: string) => (next[uid] ?? 0) > 0;
    const moved = [...new Set([...Object.keys(next), ...Object.keys(conversation.unseen)])].filter(
      (uid) => had(uid) !== has(uid),
    );
    const badges = await realtime.readUnseenMessages(tx, conversation.firmId, moved);
    write(next);
    for (const uid of new Set([...moved, ...(reached?.uids ?? [])])) {
      realtime.putSignal(tx, conversation.firmId, uid, {
        unseenMessages: badges.has(uid)
          ? Math.max(0, badges.get(uid)! + (has(uid) ? 1 : -1))
          : undefined,
        messageAt: reached?.uids.includes(uid) ? reached.at : undefined,
      });
    }
  }

  return {
    /** Clients are refused (403) before the entity is looked up; not visible reads as 404. */
    async listForEntity(
      principal: Principal | null | undefined,
      idOrHash: string,
    ): Promise<EntityConversationsDto> {
      const caller = requireStaff(principal);
      const record = await companies.getByIdOrHash(caller.firmId, idOrHash);
      const { company } = requireEntityConversationsReader(caller, record);
      const list = await conversations.listForCompany(
        caller.firmId,
        company.id,
        ENTITY_CONVERSATIONS_LIMIT,
      );
      return { conversations: list.map(toEntityConversationDto) };
    },

    /**
     * The caller's conversations, newest message first: of one entity (a client's inbox, the staff
     * entity's messages), or every one staff may see.
     */
    async list(
      principal: Principal | null | undefined,
      query: ConversationsQuery,
    ): Promise<ConversationsDto> {
      const caller = requireMessagingUser(principal);
      const entity = query.company_id
        ? requireVisibleCompany(
            caller,
            await companies.getByIdOrHash(caller.firmId, query.company_id),
          ).company
        : null;
      if (!entity && !caller.isAdvisor) {
        throw new Forbidden('Choose the entity whose messages to show');
      }
      const found = entity
        ? await conversations.listForCompany(caller.firmId, entity.id, CONVERSATIONS_LIMIT)
        : await conversations.listRecent(caller.firmId, CONVERSATIONS_LIMIT);
      const relevant = await relevantCompanies(caller.firmId, found);
      return {
        conversations: found
          .filter((c) => canReadConversation(caller, c, relevant))
          .map((c) => toConversationSummaryDto(c, caller)),
      };
    },

    /** One conversation with its latest 500 top-level messages and their replies. */
    async get(principal: Principal | null | undefined, id: string): Promise<ConversationDto> {
      const caller = requireMessagingUser(principal);
      const { found, relevant } = await conversationWithCompanies(caller.firmId, id);
      const conversation = requireConversationReader(caller, found, relevant);
      const { messages, hasEarlier } = await conversations.latestMessages(
        caller.firmId,
        conversation.id,
        MESSAGES_PAGE_SIZE,
      );
      return {
        ...toConversationSummaryDto(conversation, caller),
        messages: messages.map((m) => toMessageDto(m, caller)),
        has_earlier: hasEarlier,
      };
    },

    /** A new message (or a reply): unseen for every other member, seen by its author. */
    async send(
      principal: Principal | null | undefined,
      id: string,
      input: SendMessageInput,
    ): Promise<MessageDto> {
      const caller = requireMessagingUser(principal);
      const tagged = input.tag !== 'general';
      if (tagged && (!caller.isAdvisor || caller.firm.preferences.message_tags_disabled)) {
        throw new Forbidden('Message tags are not available');
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
          if (!parent || parent.messageThreadId !== null) {
            throw new NotFound('The message to reply to was not found');
          }
        }
        const record = {
          id: newId(),
          text: input.text,
          createdAt: clock.now(),
          userId: caller.userId,
          userName: author ? fullName(author) : '',
          isFirmUser: caller.isAdvisor,
          messageThreadId: input.message_thread_id ?? null,
          tag: input.tag,
        };
        const next = Object.fromEntries(
          membersOf(conversation).map((uid) => [
            uid,
            uid === caller.userId ? 0 : (conversation.unseen[uid] ?? 0) + 1,
          ]),
        );
        await writeUnseen(
          tx,
          conversation,
          next,
          (unseen) => conversations.addMessage(tx, conversation, record, unseen),
          {
            uids: membersOf(conversation).filter((uid) => uid !== caller.userId),
            at: record.createdAt,
          },
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
      const caller = requireMessagingUser(principal);
      const { relevant } = await conversationWithCompanies(caller.firmId, id);
      await db.runTransaction(async (tx) => {
        const conversation = requireConversationReader(
          caller,
          await conversations.read(tx, caller.firmId, id),
          relevant,
        );
        if (!conversation.unseen[caller.userId]) return;
        await writeUnseen(tx, conversation, { ...conversation.unseen, [caller.userId]: 0 }, (u) =>
          conversations.setUnseen(tx, conversation, u),
        );
      });
      return { unseen_messages: 0 };
    },
  };
}

export type MessagingService = ReturnType<typeof messagingService>;
