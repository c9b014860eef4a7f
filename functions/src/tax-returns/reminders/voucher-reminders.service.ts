// Voucher due-date reminders (issue 45): a week before a voucher's due date, the return's signers
// are told what is due, when and where to pay (mail or text, and the portal's notice), once per
// voucher, in the transaction that marks it reminded. A voucher paid or said paid meanwhile is not
// told; nor is anything while the return's reminders are off or once it is finished or completed
// (its vouchers are then marked without a word). A return not sent yet waits for its sending;
// dates that pass before it are only marked, so an unsent return drops out of the job's query.
import { NOTIFICATION_TYPE } from '@portico/common/notifications/notification-types';
import { isDelivered } from '@portico/common/tax-returns/sending';
import {
  VOUCHER_REMINDER_LOG,
  dueDateWords,
  nextVoucherDue,
  voucherReminderMail,
  vouchersDue,
} from '@portico/common/tax-returns/voucher-reminders';
import { voucherName } from '@portico/common/tax-returns/delivery-catalogue';
import type { FirmRecord } from '../../firm/firm.module';
import { fullName, tellUsers } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { Db } from '../../platform/db/db';
import { returnLine, reviewPath } from '../return-notes';
import type { ReminderDeps } from './send-reminder';

interface Deps extends ReminderDeps {
  db: Db;
  clock: Clock;
}

export function voucherRemindersService(deps: Deps) {
  const { db, returns, parts, clock } = deps;
  return {
    /** The job's part for one return with a voucher due within a week: answers whether it told. */
    async remindDue(
      firm: Pick<FirmRecord, 'name'>,
      firmId: string,
      id: string,
      portalUrl: string,
    ): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const current = await returns.read(tx, firmId, id);
        if (!current?.nextVoucherDueAt) return false;
        const { vouchers, signers } = await parts.readAll(tx, current);
        const now = clock.now();
        const due = vouchersDue(vouchers, now);
        const sent = isDelivered(current.status);
        const quiet =
          !sent ||
          current.reminderDisabled ||
          current.status === 'finished' ||
          current.status === 'completed';
        const tell = quiet ? [] : due.tell;
        const marked = new Set([...due.passed, ...(sent ? due.tell : [])].map((v) => v.id));
        // Not sent yet, with nothing past: it waits for its sending, unchanged.
        if (!marked.size) return false;
        const after = vouchers.map((v) =>
          marked.has(v.id) ? { ...v, due_reminded_at: now.toISOString() } : v,
        );
        const people = tell.length
          ? await deps.users.getMany(
              firmId,
              signers.map((s) => s.id),
            )
          : [];
        // The notice's reads come before the writes, as a transaction asks.
        const told = tell.length
          ? await deps.notices.plan(tx, {
              firmId,
              companyId: current.companyId,
              typeId: NOTIFICATION_TYPE.information,
              actorId: null,
              among: people.map((u) => u.id),
              say: () => ({
                text: `Reminder: ${voucherName(tell[0]!)} is due ${dueDateWords(tell[0]!.due_date!)}`,
                link: reviewPath(current),
              }),
            })
          : null;
        parts.vouchers.replace(tx, current, vouchers, after);
        const updated = returns.update(tx, current, { nextVoucherDueAt: nextVoucherDue(after) });
        if (!told) return false;
        told.apply();
        const link = `${portalUrl}${reviewPath(updated)}`;
        tellUsers(
          deps.outbox,
          tx,
          people,
          () => voucherReminderMail(tell, { taxYear: updated.taxYear, firmName: firm.name, link }),
          { firmId, entityId: current.companyId },
        );
        const to = people.map(fullName).join(', ') || 'nobody';
        deps.activity
          .plan(
            tx,
            returnLine(
              updated,
              VOUCHER_REMINDER_LOG,
              null,
              now,
              `${tell.map(voucherName).join(', ')} of ${updated.name} (${updated.taxYear}) to ${to}`,
            ),
          )
          .apply();
        return true;
      });
    },
  };
}
