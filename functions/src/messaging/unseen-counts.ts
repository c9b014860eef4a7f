// Each member's unseen count lives on the conversation; the nav badge is
// `signals/{uid}.unseen_messages`, the number of conversations with something unseen, moved in the
// same transaction; `signals/{uid}.message_at` tells an open screen that a message reached its
// user. Sending, the delivery of scheduled messages, marking seen and unseen all change counts
// through here.
import type { RealtimeRepo } from '../notifications/notifications.module';
import type { DbTransaction } from '../platform/db/db';
import type { ConversationRecord } from './conversation-record';

export const membersOf = (c: ConversationRecord) => [
  ...c.advisorIds,
  ...c.clients.map((p) => p.id),
];

/** Who a new message reaches, when, and whose count starts again at nothing (a sender's). */
export interface Arrival {
  at: Date;
  /** The author: not reached, and their count is left as it is unless `authorHasSeen`. */
  authorId: string;
  /** Sending means its author has read the conversation; a scheduled delivery does not. */
  authorHasSeen: boolean;
}

export function unseenCounts(realtime: RealtimeRepo) {
  /**
   * Inside `tx`, after reading the conversation: the members' new unseen counts, written by
   * `write`, and each signal that changes — the badge of a member whose count turns from nothing
   * to something or back, and `messageAt` for `reached`.
   */
  async function write(
    tx: DbTransaction,
    conversation: ConversationRecord,
    next: Record<string, number>,
    apply: (unseen: Record<string, number>) => void,
    reached: { uids: string[]; at: Date } | null = null,
  ) {
    const had = (uid: string) => (conversation.unseen[uid] ?? 0) > 0;
    const has = (uid: string) => (next[uid] ?? 0) > 0;
    const moved = [...new Set([...Object.keys(next), ...Object.keys(conversation.unseen)])].filter(
      (uid) => had(uid) !== has(uid),
    );
    const badges = await realtime.readUnseenMessages(tx, conversation.firmId, moved);
    apply(next);
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
    write,
    /** A message arrived: one more unseen for every member but its author; their screens hear. */
    arrive(
      tx: DbTransaction,
      conversation: ConversationRecord,
      arrival: Arrival,
      apply: (unseen: Record<string, number>) => void,
    ) {
      const members = membersOf(conversation);
      const countOf = (uid: string) => conversation.unseen[uid] ?? 0;
      const next = Object.fromEntries(
        members.map((uid) => [
          uid,
          uid !== arrival.authorId ? countOf(uid) + 1 : arrival.authorHasSeen ? 0 : countOf(uid),
        ]),
      );
      // A scheduled message's author hears of its delivery too (their screen shows it sent).
      const reached = arrival.authorHasSeen
        ? members.filter((uid) => uid !== arrival.authorId)
        : members;
      return write(tx, conversation, next, apply, { uids: reached, at: arrival.at });
    },
    /** The caller's own count set to `count` (0: seen; 1 or more: marked unseen). */
    setOwn(
      tx: DbTransaction,
      conversation: ConversationRecord,
      uid: string,
      count: number,
      apply: (unseen: Record<string, number>) => void,
    ) {
      return write(tx, conversation, { ...conversation.unseen, [uid]: count }, apply);
    },
  };
}

export type UnseenCounts = ReturnType<typeof unseenCounts>;
