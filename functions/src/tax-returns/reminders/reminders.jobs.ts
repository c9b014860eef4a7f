// The tax return reminder job: every 15 minutes it finds the returns of every firm whose next
// reminder has come (one collection-group query on next_reminder_at) and reminds each in its own
// transaction (reminders.service.ts), on the firm's reminder cadence. Every hour another finds the
// returns with a voucher due within a week (next_voucher_due_at) and tells their signers
// (voucher-reminders.service.ts).
import { activityRepo } from '../../activity/activity.module';
import { signerLinks } from '../../auth/auth.module';
import { eachDueWithFirm, type FirmRecord } from '../../firm/firm.module';
import { entityNotifications } from '../../notifications/notifications.module';
import { entitiesRepo, usersRepo } from '../../people/people.module';
import type { ScheduledJob } from '../../platform/queue/background-work';
import type { Ports } from '../../platform/ports';
import { returnPartsRepo } from '../return-parts.repo';
import { taxReturnsRepo } from '../tax-returns.repo';
import { VOUCHER_REMINDER_DAYS } from '@portico/common/tax-returns/voucher-reminders';
import { REMINDERS_PER_RUN, remindersService } from './reminders.service';
import { voucherRemindersService } from './voucher-reminders.service';

export const remindersOf = (ports: Ports) =>
  remindersService({
    db: ports.db,
    returns: taxReturnsRepo(ports.db),
    parts: returnPartsRepo(ports.db),
    users: usersRepo(ports.db),
    entities: entitiesRepo(ports.db),
    links: signerLinks(ports.db, ports.clock),
    notices: entityNotifications(ports.db, ports.clock),
    activity: activityRepo(ports.db),
    outbox: ports.outbox,
    clock: ports.clock,
  });

type RemindDue = (
  firm: FirmRecord,
  firmId: string,
  id: string,
  portalUrl: string,
) => Promise<boolean>;

/** Hands each return of every firm whose `dateField` is at or before `until` to `remindDue`. */
const remindEachDue = (ports: Ports, dateField: string, until: Date, remindDue: RemindDue) =>
  eachDueWithFirm(
    ports.db,
    { collection: 'tax_returns', dateField, until, limit: REMINDERS_PER_RUN },
    (firm, firmId, id) => remindDue(firm, firmId, id, ports.portalUrl ?? ''),
  );

/** Reminds every return whose reminder is due; answers how many were reminded. */
export const sendDueTaxReturnReminders = (ports: Ports): Promise<number> =>
  remindEachDue(ports, 'next_reminder_at', ports.clock.now(), remindersOf(ports).remindDue);

const voucherRemindersOf = (ports: Ports) =>
  voucherRemindersService({
    db: ports.db,
    returns: taxReturnsRepo(ports.db),
    parts: returnPartsRepo(ports.db),
    users: usersRepo(ports.db),
    entities: entitiesRepo(ports.db),
    links: signerLinks(ports.db, ports.clock),
    notices: entityNotifications(ports.db, ports.clock),
    activity: activityRepo(ports.db),
    outbox: ports.outbox,
    clock: ports.clock,
  });

/** Tells the signers of every return with a voucher due within a week; answers how many. */
export const sendDueVoucherReminders = (ports: Ports): Promise<number> =>
  remindEachDue(
    ports,
    'next_voucher_due_at',
    new Date(ports.clock.now().getTime() + VOUCHER_REMINDER_DAYS * 86_400_000),
    voucherRemindersOf(ports).remindDue,
  );

export const sendTaxReturnRemindersJob: ScheduledJob = {
  name: 'sendTaxReturnReminders',
  everyMinutes: 15,
  async run(ports) {
    await sendDueTaxReturnReminders(ports);
  },
};

export const sendVoucherRemindersJob: ScheduledJob = {
  name: 'sendVoucherReminders',
  everyMinutes: 60,
  async run(ports) {
    await sendDueVoucherReminders(ports);
  },
};
