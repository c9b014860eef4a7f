// What an author does to a message after writing it (spec 3 §4, §5): edit its text, delete it
// (unsending within 30 seconds is the same act, without the screen's confirmation), and move a
// scheduled one to another time. A deleted message keeps its place with 'This message was
// deleted'; a scheduled one nobody has seen yet is simply removed. Each change re-reads the
// conversation and the message in one transaction.
import { MESSAGING_MESSAGES, type MessageDto } from '@portico/common/messaging/conversations';
import type {
  EditMessageInput,
  ScheduledTimeInput,
} from '@portico/common/messaging/messages-input';
import { Conflict, Invalid } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import type { RealtimeRepo } from '../notifications/notifications.module';
import type { EntitiesRepo } from '../people/people.module';
import type { Clock } from '../platform/clock/clock';
import type { Db, DbTransaction } from '../platform/db/db';
import type { ConversationRecord, MessageRecord } from './conversation-record';
import type { ConversationsRepo } from './conversations.repo';
import { toMessageDto } from './messaging.dto';
import { requireMessageAuthor, requireMessagingUser } from './messaging.policy';
import { membersOf } from './unseen-counts';

interface Deps {
  db: Db;
  conversations: ConversationsRepo;
  entities: EntitiesRepo;
  realtime: RealtimeRepo;
  clock: Clock;
}

type Change = (
  tx: DbTransaction,
  conversation: ConversationRecord,
  message: MessageRecord,
) => MessageRecord;

export function messageChangesService(deps: Deps) {
  const { db, conversations, entities, realtime, clock } = deps;

  /** Inside the change's transaction, after its reads: a sent message changed before their eyes. */
  function tellOthers(tx: DbTransaction, conversation: ConversationRecord, authorId: string) {
    const at = clock.now();
    for (const uid of membersOf(conversation))
      if (uid !== authorId) realtime.putSignal(tx, conversation.firmId, uid, { messageAt: at });
  }

  /** Reads the conversation and the message as the caller's own, then applies `change`. */
  async function changeOwnMessage(
    principal: Principal | null | undefined,
    conversationId: string,
    messageId: string,
    change: Change,
  ): Promise<MessageDto> {
    const caller = requireMessagingUser(principal);
    const found = await conversations.get(caller.firmId, conversationId);
    const relevant = found ? await entities.getMany(caller.firmId, found.relevantCompanyIds) : [];
    const changed = await db.runTransaction(async (tx) => {
      const read = await conversations.read(tx, caller.firmId, conversationId);
      const mine = requireMessageAuthor(
        caller,
        read,
        relevant,
        read && (await conversations.readMessage(tx, caller.firmId, read.id, messageId)),
      );
      return change(tx, mine.conversation, mine.message);
    });
    return toMessageDto(changed, caller);
  }

  const requireFuture = (at: Date) => {
    if (at <= clock.now()) throw new Invalid(MESSAGING_MESSAGES.futureDate);
  };

  return {
    /** New text for the caller's own message ('Please enter a message' when blank). */
    edit(
      principal: Principal | null | undefined,
      conversationId: string,
      messageId: string,
      input: EditMessageInput,
    ) {
      return changeOwnMessage(principal, conversationId, messageId, (tx, conversation, message) => {
        if (message.isDeleted) throw new Conflict(MESSAGING_MESSAGES.deletedNotEditable);
        if (message.text === input.text) return message;
        const edited = { ...message, text: input.text, isEdited: true };
        conversations.rewriteMessage(tx, conversation, edited);
        if (!message.scheduledTime) tellOthers(tx, conversation, message.userId);
        return edited;
      });
    },

    /** Deletes (or unsends) the caller's own message; a second delete changes nothing. */
    remove(principal: Principal | null | undefined, conversationId: string, messageId: string) {
      return changeOwnMessage(principal, conversationId, messageId, (tx, conversation, message) => {
        if (message.scheduledTime) {
          conversations.removeMessage(tx, conversation, message.id);
          return { ...message, isDeleted: true };
        }
        if (message.isDeleted) return message;
        const deleted = { ...message, text: MESSAGING_MESSAGES.deletedText, isDeleted: true };
        conversations.rewriteMessage(tx, conversation, deleted);
        tellOthers(tx, conversation, message.userId);
        return deleted;
      });
    },

    /** Moves the caller's scheduled message to another time, in the future. */
    reschedule(
      principal: Principal | null | undefined,
      conversationId: string,
      messageId: string,
      input: ScheduledTimeInput,
    ) {
      requireFuture(input.scheduled_time);
      return changeOwnMessage(principal, conversationId, messageId, (tx, conversation, message) => {
        if (!message.scheduledTime) throw new Conflict(MESSAGING_MESSAGES.alreadySent);
        conversations.reschedule(tx, conversation, message.id, input.scheduled_time);
        return { ...message, scheduledTime: input.scheduled_time };
      });
    },
  };
}

export type MessageChangesService = ReturnType<typeof messageChangesService>;
