// Mail and SMS notices of new messages (issue 16 §7), by each recipient's contact method (people's
// tellUsers: a mail to an active user's real address, a text to those who prefer SMS). A notice
// goes 30 seconds after its message is sent, by this job (every minute): within them the author
// may unsend it and nobody is told (spec 3 §4: later deletion asks first "because the email or SMS
// was already sent"). The notice says who wrote and links to the conversation; the message itself
// stays in the portal (docs/decisions/messaging.md: tax matters do not travel by mail). Each message is one
// transaction that re-reads it, so a deleted one, or one another run told of, tells nobody.
import { NOTIFICATION_TYPE } from '@portico/common/notifications/notification-types';
import { firmRepo, type FirmRecord } from '../firm/firm.module';
import {
  entitiesRepo,
  tellUsers,
  usersRepo,
  type UserMail,
  type UserRecord,
} from '../people/people.module';
import {
  entityNotifications,
  type EntityNotification,
} from '../notifications/notifications.module';
import { NO_WRITES } from '../platform/db/planned-writes';
import type { ScheduledJob } from '../platform/queue/background-work';
import type { Db } from '../platform/db/db';
import type { Ports } from '../platform/ports';
import {
  conversationAbout,
  type ConversationRecord,
  type MessageRecord,
} from './conversation-record';
import { conversationsRepo, type DueMessage } from './conversations.repo';
import { handleEach, readDue } from './due-messages';
import { membersOf } from './unseen-counts';

/** How many messages one run tells of; the next run takes the rest. */
export const MESSAGE_NOTICES_PER_RUN = 200;

type Deps = Pick<Ports, 'db' | 'clock' | 'outbox' | 'portalUrl'>;

export interface NoticeContext {
  firm: FirmRecord;
  conversation: ConversationRecord;
  message: MessageRecord;
  /** The entity's hash, for the client's link. */
  companyHash: string | null;
  portalUrl: string;
}

/** Where a recipient reads the conversation: a client's inbox, staff's Messages. */
export function conversationLink(
  context: Pick<NoticeContext, 'conversation' | 'companyHash' | 'portalUrl'>,
  recipient: UserRecord,
): string {
  const { conversation, companyHash, portalUrl } = context;
  const id = encodeURIComponent(conversation.id);
  return recipient.isStaff || !companyHash
    ? `${portalUrl}/messages?conversationId=${id}`
    : `${portalUrl}/inbox/${encodeURIComponent(companyHash)}/${id}`;
}

/** The closing line of every message notice. */
export const PRIVACY_LINE =
  'For your privacy, messages are kept in the portal and not sent by email.';

/** What one recipient is told: clients hear from '{firm} Team', staff from the author by name. */
export function messageNotice(context: NoticeContext, recipient: UserRecord): UserMail {
  const { firm, conversation, message } = context;
  const link = conversationLink(context, recipient);
  const author = message.isFirmUser && !recipient.isStaff ? `${firm.name} Team` : message.userName;
  const about = recipient.isStaff
    ? ` in the conversation with ${conversation.clients.map((p) => p.name).join(', ')}`
    : '';
  return {
    subject: recipient.isStaff
      ? `New message from ${author}`
      : `${firm.name}: you have a new message`,
    text: [
      `Hello ${recipient.preferredName || recipient.fname},`,
      '',
      `${author} sent you a message${about}.`,
      '',
      `Read it and reply here: ${link}`,
      '',
      PRIVACY_LINE,
    ].join('\n'),
    sms: `${firm.name}: new message from ${author}. ${link}`,
  };
}

/** Information notifications (type 1) of a new message, for the members who hear of it. */

function messageReceivedNotification(
  firm: FirmRecord,
  conversation: ConversationRecord,
  message: MessageRecord,
  told: UserRecord[],
): EntityNotification {
  const id = encodeURIComponent(conversation.id);
  return {
    firmId: conversation.firmId,
    companyId: conversation.relevantCompanyIds[0]!,
    typeId: NOTIFICATION_TYPE.information,
    actorId: message.userId,
    among: told.map((u) => u.id),
    say: (to, { entity }) => {
      const hash = encodeURIComponent(entity.hashId);
      const author = message.isFirmUser && !to.isStaff ? `${firm.name} Team` : message.userName;
      return {
        text: `New message from ${author}`,
        link: to.isStaff ? `/admin/${hash}/messages/${id}` : `/inbox/${hash}/${id}`,
      };
    },
  };
}

/** What a notice about `due` needs beside the message: the firm, the members, the entity's hash. */
export async function noticeSetting(db: Db, due: DueMessage) {
  const [firm, found] = await Promise.all([
    firmRepo(db).get(due.firmId),
    conversationsRepo(db).get(due.firmId, due.conversationId),
  ]);
  if (!firm || !found) return null;
  const [members, entities] = await Promise.all([
    usersRepo(db).getMany(due.firmId, membersOf(found)),
    entitiesRepo(db).getMany(due.firmId, found.relevantCompanyIds.slice(0, 1)),
  ]);
  return { firm, members, companyHash: entities[0]?.hashId ?? null };
}

/** Of `members`, those still in the conversation whom the firm lets hear of it, but `authorId`. */
export const toldOf = (
  setting: { firm: FirmRecord; members: UserRecord[] },
  conversation: ConversationRecord,
  authorId: string,
) =>
  setting.members.filter(
    (user) =>
      user.id !== authorId &&
      membersOf(conversation).includes(user.id) &&
      (user.isStaff || !setting.firm.preferences.communication_disabled),
  );

async function tellOne(deps: Deps, due: DueMessage): Promise<boolean> {
  const { db, clock } = deps;
  const conversations = conversationsRepo(db);
  const setting = await noticeSetting(db, due);
  if (!setting) return false;
  return db.runTransaction(async (tx) => {
    const read = await readDue(tx, conversations, due);
    if (!read?.message.noticeDue || read.message.noticeDue > clock.now()) return false;
    const { conversation, message } = read;
    const told = toldOf(setting, conversation, message.userId);
    const noticed = conversation.relevantCompanyIds[0]
      ? await entityNotifications(db, clock).plan(
          tx,
          messageReceivedNotification(setting.firm, conversation, message, told),
        )
      : NO_WRITES;
    const context = {
      firm: setting.firm,
      conversation,
      message,
      companyHash: setting.companyHash,
      portalUrl: deps.portalUrl ?? '',
    };
    tellUsers(
      deps.outbox,
      tx,
      told,
      (user) => messageNotice(context, user),
      conversationAbout(conversation),
    );
    noticed.apply();
    conversations.noticesSent(tx, conversation, message.id);
    return true;
  });
}

/** Sends the notices that are due; answers how many messages it told of. */
export async function sendDueMessageNotices(deps: Deps): Promise<number> {
  const due = await conversationsRepo(deps.db).dueNotices(
    deps.clock.now(),
    MESSAGE_NOTICES_PER_RUN,
  );
  return handleEach(due, (message) => tellOne(deps, message));
}

export const sendMessageNoticesJob: ScheduledJob = {
  name: 'sendMessageNotices',
  everyMinutes: 1,
  async run(ports) {
    await sendDueMessageNotices(ports);
  },
};
