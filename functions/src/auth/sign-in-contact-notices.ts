// Tells the old address when a user's sign-in contact moves, whoever moved it (the user with a
// code, or staff on Edit user): the old email when the email changes or is removed, the old phone
// when the phone that SMS sign-in uses changes, and the email when sign-in moves to texted codes.
import type { SignInContact } from '../people/people.module';
import type { DbTransaction } from '../platform/db/db';
import type { OutboxRepo } from '../platform/outbox/outbox.repo';
import { emailChangedMail, phoneChangedSms, textSignInMail } from './sign-in-mail';

export function signInContactNotices(outbox: Pick<OutboxRepo, 'queueMail' | 'queueSms'>) {
  return {
    /** Inside the transaction that makes the change, after its reads. */
    queue(tx: DbTransaction, before: SignInContact, changes: Partial<SignInContact>): void {
      const after = { ...before, ...definedOnly(changes) };
      const realEmail = (c: SignInContact) => (c.hasTempEmail ? null : c.email.toLowerCase());
      const oldEmail = realEmail(before);
      const newEmail = realEmail(after);
      if (oldEmail && oldEmail !== newEmail)
        outbox.queueMail(tx, emailChangedMail(oldEmail, newEmail));
      const smsBefore = before.preferredSignInMethod === 'sms';
      const smsAfter = after.preferredSignInMethod === 'sms';
      if (smsBefore && before.phoneNumber && before.phoneNumber !== after.phoneNumber)
        outbox.queueSms(tx, phoneChangedSms(before.phoneNumber, after.phoneNumber));
      if (!smsBefore && smsAfter && newEmail)
        outbox.queueMail(tx, textSignInMail(newEmail, after.phoneNumber));
    },
  };
}

/** A patch leaves a field alone when it is undefined. */
function definedOnly<T extends object>(changes: Partial<T>): Partial<T> {
  return Object.fromEntries(
    Object.entries(changes).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}
