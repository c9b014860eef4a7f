// The messaging area's scheduled work: sending the scheduled messages whose time has come (spec 3
// §4 "scheduled (until scheduled_time)"). Each is one transaction that re-reads the message and its
// conversation, so a message moved or deleted meanwhile, or sent by another run, is left alone.
// A message is dated its scheduled time, becomes the conversation's last message and reaches the
// members as any message does (unseen counts, badges, `message_at`); its author hears too, so
// their screen shows it sent. A conversation archived meanwhile still receives it: the author was
// allowed to write when they scheduled it, and archived conversations stay readable to admins.
import type { ScheduledJob } from '../platform/queue/background-work';
import type { Ports } from '../platform/ports';
import { realtimeRepo } from '../notifications/notifications.module';
import { noticeDueFor } from './conversation-record';
import { conversationsRepo, type DueMessage } from './conversations.repo';
import { handleEach, readDue } from './due-messages';
import { unseenCounts } from './unseen-counts';

/** How many due messages one run sends; the next run takes the rest. */
export const SCHEDULED_MESSAGES_PER_RUN = 200;

type Deps = Pick<Ports, 'db' | 'clock'>;

async function deliverOne({ db, clock }: Deps, due: DueMessage): Promise<boolean> {
  const conversations = conversationsRepo(db);
  const counts = unseenCounts(realtimeRepo(db));
  return db.runTransaction(async (tx) => {
    const read = await readDue(tx, conversations, due);
    if (!read?.message.scheduledTime || read.message.scheduledTime > clock.now()) return false;
    const { conversation, message } = read;
    if (!message.scheduledTime) return false;
    const sent = {
      ...message,
      createdAt: message.scheduledTime,
      scheduledTime: null,
      noticeDue: noticeDueFor(message.scheduledTime),
    };
    await counts.arrive(
      tx,
      conversation,
      { at: sent.createdAt, authorId: sent.userId, authorHasSeen: false },
      (unseen) => conversations.deliver(tx, conversation, sent, unseen),
    );
    return true;
  });
}

/** Sends the scheduled messages that are due; answers how many it sent. */
export async function deliverDueMessages(deps: Deps): Promise<number> {
  const due = await conversationsRepo(deps.db).dueScheduled(
    deps.clock.now(),
    SCHEDULED_MESSAGES_PER_RUN,
  );
  return handleEach(due, (message) => deliverOne(deps, message));
}

export const deliverScheduledMessagesJob: ScheduledJob = {
  name: 'deliverScheduledMessages',
  everyMinutes: 1,
  async run(ports) {
    await deliverDueMessages(ports);
  },
};
