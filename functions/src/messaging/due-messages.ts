// What the messaging jobs share (delivering scheduled messages, telling of new ones, reminding):
// each takes the messages whose time has come, one transaction each, re-reading the conversation
// and the message there so a change made meanwhile is seen.
import type { DbTransaction } from '../platform/db/db';
import type { ConversationRecord, MessageRecord } from './conversation-record';
import type { ConversationsRepo, DueMessage } from './conversations.repo';

/** Handles each due message in turn; answers how many it handled. */
export async function handleEach(
  due: DueMessage[],
  handle: (message: DueMessage) => Promise<boolean>,
): Promise<number> {
  let handled = 0;
  for (const message of due) if (await handle(message)) handled += 1;
  return handled;
}

/** Inside `tx`: the conversation and the message `due` names, or null when either is gone. */
export async function readDue(
  tx: DbTransaction,
  conversations: ConversationsRepo,
  due: DueMessage,
): Promise<{ conversation: ConversationRecord; message: MessageRecord } | null> {
  const conversation = await conversations.read(tx, due.firmId, due.conversationId);
  const message =
    conversation &&
    (await conversations.readMessage(tx, due.firmId, conversation.id, due.messageId));
  return conversation && message ? { conversation, message } : null;
}
