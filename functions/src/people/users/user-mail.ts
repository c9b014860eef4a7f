// Telling people of something by the way they are reached (any area's mail: questionnaires
// sent, reminders, new messages): a mail to each active user with a real address, and a text to
// those who prefer SMS and have a phone, queued in the caller's transaction so a mail goes only
// if the change it tells of is written.
import type { DbTransaction } from '../../platform/db/db';
import type { MessageAbout, OutboxRepo } from '../../platform/outbox/outbox.repo';
import { shownEmail, type UserRecord } from './user-record';

export type Outbox = Pick<OutboxRepo, 'queueMail' | 'queueSms'>;

export interface UserMail {
  subject: string;
  text: string;
  sms: string;
}

/**
 * Mails each active user what `say` writes for them, and texts those who prefer SMS; `about` names
 * the entity it concerns, whose activity tells staff when a message could not be delivered.
 */
export function tellUsers(
  outbox: Outbox,
  tx: DbTransaction,
  users: UserRecord[],
  say: (user: UserRecord) => UserMail,
  about?: MessageAbout,
): void {
  for (const user of users.filter((u) => u.paying)) {
    const mail = say(user);
    const email = shownEmail(user);
    if (email) outbox.queueMail(tx, { to: email, subject: mail.subject, text: mail.text, about });
    if (user.preferredContactMethod === 'sms' && user.phoneNumber)
      outbox.queueSms(tx, { to: user.phoneNumber, text: mail.sms, about });
  }
}
