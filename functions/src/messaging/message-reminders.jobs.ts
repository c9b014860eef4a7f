// Auto-remind (spec 3 §2, §7 "auto-remind flag"): a staff message sent with it reminds the
// conversation's clients every 3 days for a month, by mail and SMS like any notice, until a client
// writes in the conversation after it. The job (every 15 minutes) takes the reminders that are due;
// each is one transaction that re-reads the message and the conversation, so a message deleted,
// answered or already reminded meanwhile reminds nobody twice.
import type { ScheduledJob } from '../platform/queue/background-work';
import type { Ports } from '../platform/ports';
import { tellUsers, type UserMail, type UserRecord } from '../people/people.module';
import { conversationAbout, REMIND_EVERY_MS, type ConversationRecord } from './conversation-record';
import { conversationsRepo, type DueMessage } from './conversations.repo';
import { handleEach, readDue } from './due-messages';
import {
  conversationLink,
  noticeSetting,
  PRIVACY_LINE,
  toldOf,
  type NoticeContext,
} from './message-notices.jobs';

/** How many reminders one run sends; the next run takes the rest. */
export const REMINDERS_PER_RUN = 200;

type Deps = Pick<Ports, 'db' | 'clock' | 'outbox' | 'portalUrl'>;

/** What a client is reminded of: the firm is waiting for their reply. */
export function reminderMail(context: NoticeContext, client: UserRecord): UserMail {
  const link = conversationLink(context, client);
  const firm = context.firm.name;
  return {
    subject: `${firm}: a reminder about a message`,
    text: [
      `Hello ${client.preferredName || client.fname},`,
      '',
      `${firm} Team is waiting for your reply to a message in the portal.`,
      '',
      `Read it and reply here: ${link}`,
      '',
      PRIVACY_LINE,
    ].join('\n'),
    sms: `${firm}: a reminder — we are waiting for your reply. ${link}`,
  };
}

const answeredAfter = (conversation: ConversationRecord, sentAt: Date) =>
  conversation.lastClientMessageAt !== null && conversation.lastClientMessageAt > sentAt;

async function remindOne(deps: Deps, due: DueMessage): Promise<boolean> {
  const { db, clock } = deps;
  const conversations = conversationsRepo(db);
  const setting = await noticeSetting(db, due);
  if (!setting) return false;
  return db.runTransaction(async (tx) => {
    const now = clock.now();
    const read = await readDue(tx, conversations, due);
    if (!read?.message.reminder || read.message.reminder.next > now) return false;
    const { conversation, message } = read;
    if (!message.reminder || message.scheduledTime) return false;
    if (message.isDeleted || answeredAfter(conversation, message.createdAt)) {
      conversations.setNextReminder(tx, conversation, message.id, null);
      return false;
    }
    const context = {
      firm: setting.firm,
      conversation,
      message,
      companyHash: setting.companyHash,
      portalUrl: deps.portalUrl ?? '',
    };
    const clients = toldOf(setting, conversation, message.userId).filter((u) => !u.isStaff);
    tellUsers(
      deps.outbox,
      tx,
      clients,
      (client) => reminderMail(context, client),
      conversationAbout(conversation),
    );
    // The next one after now (a run that was late reminds once), within the month.
    let next = message.reminder.next.getTime() + REMIND_EVERY_MS;
    while (next <= now.getTime()) next += REMIND_EVERY_MS;
    const within = next <= message.reminder.until.getTime();
    conversations.setNextReminder(tx, conversation, message.id, within ? new Date(next) : null);
    return true;
  });
}

/** Sends the reminders that are due; answers how many messages reminded. */
export async function sendDueReminders(deps: Deps): Promise<number> {
  const due = await conversationsRepo(deps.db).dueReminders(deps.clock.now(), REMINDERS_PER_RUN);
  return handleEach(due, (message) => remindOne(deps, message));
}

export const sendMessageRemindersJob: ScheduledJob = {
  name: 'sendMessageReminders',
  everyMinutes: 15,
  async run(ports) {
    await sendDueReminders(ports);
  },
};
