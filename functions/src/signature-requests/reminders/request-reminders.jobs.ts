// The signature request reminder job: every 15 minutes, as the returns' (tax-returns/reminders/
// reminders.jobs.ts), it finds the requests of every firm whose next reminder has come (one
// collection-group query on next_reminder_at) and reminds each in its own transaction.
import { activityRepo } from '../../activity/activity.module';
import { signerLinks } from '../../auth/auth.module';
import { eachDueWithFirm } from '../../firm/firm.module';
import { entitiesRepo, usersRepo } from '../../people/people.module';
import type { Ports } from '../../platform/ports';
import type { ScheduledJob } from '../../platform/queue/background-work';
import { signingEngine } from '../../signing/signing.module';
import { signatureRequestsRepo } from '../signature-requests.repo';
import { REQUEST_REMINDERS_PER_RUN, requestRemindersService } from './request-reminders.service';

export const requestRemindersOf = (ports: Ports) =>
  requestRemindersService({
    db: ports.db,
    requests: signatureRequestsRepo(ports.db),
    entities: entitiesRepo(ports.db),
    users: usersRepo(ports.db),
    links: signerLinks(ports.db, ports.clock),
    outbox: ports.outbox,
    activity: activityRepo(ports.db),
    signing: signingEngine({ db: ports.db, clock: ports.clock, newId: ports.newId }),
    clock: ports.clock,
  });

/** Reminds every request whose reminder is due; answers how many were reminded. */
export function sendDueRequestReminders(ports: Ports): Promise<number> {
  const reminders = requestRemindersOf(ports);
  return eachDueWithFirm(
    ports.db,
    {
      collection: 'signature_requests',
      dateField: 'next_reminder_at',
      until: ports.clock.now(),
      limit: REQUEST_REMINDERS_PER_RUN,
    },
    (firm, firmId, id) => reminders.remindDue(firm, firmId, id, ports.portalUrl ?? ''),
  );
}

export const sendSignatureRequestRemindersJob: ScheduledJob = {
  name: 'sendSignatureRequestReminders',
  everyMinutes: 15,
  async run(ports) {
    await sendDueRequestReminders(ports);
  },
};
