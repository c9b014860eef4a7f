// Sending a classified return (spec 3 §4: sending → sent), a queued task: in one transaction each
// signer is mailed (or texted, as they prefer) and notified with the link to their return, the
// activity log says who it went to, and the return becomes `sent`. A retried task finds the return
// past `sending` and tells nobody twice; a return deleted meanwhile is left alone.
import { askedOf, returnSentMail } from '@portico/common/tax-returns/sending';
import { activityRepo } from '../../activity/activity.module';
import { firmRepo } from '../../firm/firm.module';
import { entityNotifications } from '../../notifications/notifications.module';
import { fullName, tellUsers, usersRepo } from '../../people/people.module';
import type { Ports } from '../../platform/ports';
import type { QueuedTask } from '../../platform/queue/background-work';
import { nextReminder } from '../reminders/send-reminder';
import { returnLine, reviewPath } from '../return-notes';
import { returnPartsRepo } from '../return-parts.repo';
import { taxReturnsRepo } from '../tax-returns.repo';
import { returnSentNotice } from './sent-notices';

export interface DeliverTaxReturnPayload {
  firmId: string;
  taxReturnId: string;
  /** The portal's address, for the mail's link (the sending request knew it). */
  portalUrl?: string;
}

export async function deliverTaxReturn(ports: Ports, payload: DeliverTaxReturnPayload) {
  const { db, clock, outbox } = ports;
  const returns = taxReturnsRepo(db);
  const parts = returnPartsRepo(db);
  const sending = await returns.get(payload.firmId, payload.taxReturnId);
  if (sending?.status !== 'sending') return;
  const [firm, signerIds] = await Promise.all([
    firmRepo(db).get(payload.firmId),
    parts.signers.list(sending).then((signers) => signers.map((s) => s.id)),
  ]);
  const signers = await usersRepo(db).getMany(payload.firmId, signerIds);
  const notices = entityNotifications(db, clock);
  const activity = activityRepo(db);
  await db.runTransaction(async (tx) => {
    const current = await returns.read(tx, payload.firmId, payload.taxReturnId);
    if (current?.status !== 'sending') return;
    const { forms, vouchers } = await parts.readAll(tx, current);
    const told = await notices.plan(tx, returnSentNotice(current, signerIds));
    const now = clock.now();
    const everyDays = firm?.preferences.questionnaire_reminder_frequency ?? null;
    const sent = returns.update(tx, current, {
      status: 'sent',
      updatedAt: now,
      // The reminder job looks at it after the firm's cadence (reminders.service.ts).
      nextReminderAt: everyDays ? nextReminder(now, everyDays) : null,
    });
    told.apply();
    const asked = askedOf(forms, vouchers, sent.invoice);
    const link = `${payload.portalUrl ?? ''}${reviewPath(sent)}`;
    tellUsers(outbox, tx, signers, () =>
      returnSentMail(sent.taxYear, firm?.name ?? 'Your firm', asked, link),
    );
    const to = signers.map(fullName).join(', ') || 'nobody';
    activity
      .plan(
        tx,
        returnLine(sent, 'Tax return sent', null, now, `${sent.name} (${sent.taxYear}) to ${to}`),
      )
      .apply();
  });
}

export const deliverTaxReturnTask: QueuedTask<DeliverTaxReturnPayload> = {
  name: 'deliverTaxReturn',
  async handle(payload, ports) {
    await deliverTaxReturn(ports, payload);
  },
};
