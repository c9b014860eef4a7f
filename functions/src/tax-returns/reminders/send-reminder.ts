// One reminder of a sent return, inside the caller's transaction (the job's or staff's Send
// reminder): the signers still asked for something — a signature missing on a form they sign, or
// any payment due — are mailed (or texted; a spouse without an email by a new signer link) and
// notified, the log says so, and the return records when it was reminded and when the job looks
// at it next.
import { isSignatureDone } from '@portico/common/tax-returns/delivery-progress';
import { REMINDER_MESSAGES, reminderMail } from '@portico/common/tax-returns/reminders';
import { isComplete } from '@portico/common/tax-returns/delivery-progress';
import { signerWhoseTurn } from '@portico/common/tax-returns/signing-order';
import { NOTIFICATION_TYPE } from '@portico/common/notifications/notification-types';
import type { ActivityRepo } from '../../activity/activity.module';
import type { EntityNotifications } from '../../notifications/notifications.module';
import type { SignerLinks } from '../../auth/auth.module';
import {
  fullName,
  type EntitiesRepo,
  type Outbox,
  type UsersRepo,
} from '../../people/people.module';
import type { DbTransaction } from '../../platform/db/db';
import { returnLine, reviewPath } from '../return-notes';
import { reachSigners } from '../../signing/signing.module';
import type { ReturnPartsRepo } from '../return-parts.repo';
import type { TaxReturnRecord } from '../tax-return-record';
import type { TaxReturnsRepo } from '../tax-returns.repo';

const DAY_MS = 86_400_000;

export interface ReminderDeps {
  returns: TaxReturnsRepo;
  parts: ReturnPartsRepo;
  users: UsersRepo;
  entities: EntitiesRepo;
  links: SignerLinks;
  notices: EntityNotifications;
  activity: ActivityRepo;
  outbox: Outbox;
}

export interface ReminderContext {
  firmName: string;
  portalUrl: string;
  /** Days to the next reminder (the firm's cadence). */
  everyDays: number;
  now: Date;
  /** Staff who sent it, or null for the job. */
  by: string | null;
}

/** When the job next looks at a return reminded (or sent) at `at`. */
export const nextReminder = (at: Date, everyDays: number) =>
  new Date(at.getTime() + everyDays * DAY_MS);

/** Reminds the return's signers; answers the return as changed. Runs after the tx's own reads. */
export async function remindSigners(
  deps: ReminderDeps,
  tx: DbTransaction,
  current: TaxReturnRecord,
  context: ReminderContext,
): Promise<TaxReturnRecord> {
  const { forms, signers } = await deps.parts.readAll(tx, current);
  const paymentsDue = !isComplete(current.payments);
  // Signing in order: the signer whose turn it is, not those after them (nor before: done).
  const turn = current.signingOrder
    ? signerWhoseTurn(
        signers.map((s) => s.id),
        forms,
      )
    : null;
  const asked = signers
    .filter((signer) => turn === null || signer.id === turn)
    .filter(
      (signer) =>
        paymentsDue ||
        forms.some((form) =>
          form.signatures.some((s) => s.signer_id === signer.id && !isSignatureDone(form, s)),
        ),
    );
  const users = await deps.users.getMany(
    current.firmId,
    asked.map((s) => s.id),
  );
  const reach = await reachSigners(deps, current, users);
  const told = await deps.notices.plan(tx, {
    firmId: current.firmId,
    companyId: current.companyId,
    typeId: NOTIFICATION_TYPE.information,
    actorId: null,
    among: users.map((u) => u.id),
    say: () => ({
      text: `Reminder: your ${current.taxYear} tax return is waiting for you`,
      link: reviewPath(current),
    }),
  });
  const reminded = deps.returns.update(tx, current, {
    lastReminderSentAt: context.now,
    nextReminderAt: nextReminder(context.now, context.everyDays),
    updatedAt: context.now,
  });
  told.apply();
  reach.tell(tx, { portalUrl: context.portalUrl, path: reviewPath(reminded) }, (link) =>
    reminderMail(
      {
        tax_year: reminded.taxYear,
        signatures: reminded.signatures,
        payments: reminded.payments,
      },
      context.firmName,
      link,
    ),
  );
  const to = users.map(fullName).join(', ') || 'nobody';
  deps.activity
    .plan(
      tx,
      returnLine(
        reminded,
        REMINDER_MESSAGES.sent,
        context.by,
        context.now,
        `${reminded.name} (${reminded.taxYear}) to ${to}`,
      ),
    )
    .apply();
  return reminded;
}
