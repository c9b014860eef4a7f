// A mail or a text that could not be delivered is not silent: once its extension (or the local dev
// transport) writes back `delivery.state: ERROR`, the entity it was about gets a line in its
// activity — "Mail to … could not be delivered: …" — so staff can correct the address or reach the
// client another way. Each failure is told once (marked in the same transaction as the line); one
// about no entity (a sign-in code, a staff link) goes to the log, where the platform's operators
// see it.
import { ACTIVITY_TYPE } from '@portico/common/activity/activity-logs';
import type { Ports } from '../platform/ports';
import type { OutboxKind, UndeliveredMessage } from '../platform/outbox/outbox.repo';
import type { ScheduledJob } from '../platform/queue/background-work';
import { activityRepo } from './activity.repo';

/** A run is bounded; the next run takes the rest. */
export const FAILURES_BATCH = 100;

const NOUN: Record<OutboxKind, string> = { mail: 'Mail', sms: 'Text' };

export const failureTitle = (kind: OutboxKind) => `${NOUN[kind]} not delivered`;
export const failureDescription = (message: Pick<UndeliveredMessage, 'kind' | 'to' | 'error'>) =>
  `${NOUN[message.kind]} to ${message.to} could not be delivered: ${message.error}`;

/** Tells each untold failure once; answers how many it told. */
export async function reportFailedDeliveries(
  ports: Pick<Ports, 'db' | 'outbox' | 'clock' | 'logger'>,
): Promise<number> {
  const activity = activityRepo(ports.db);
  let told = 0;
  for (const kind of ['mail', 'sms'] as const) {
    for (const message of await ports.outbox.undelivered(kind, FAILURES_BATCH)) {
      const tellsNow = await ports.db.runTransaction(async (tx) => {
        const untold = await ports.outbox.untoldFailure(tx, message);
        if (!untold) return false;
        if (message.about)
          activity
            .plan(tx, {
              firmId: message.about.firmId,
              companyId: message.about.entityId,
              typeId: ACTIVITY_TYPE.connect,
              title: failureTitle(kind),
              description: failureDescription(message),
              userId: null,
              ip: null,
              userAgent: null,
              at: ports.clock.now(),
            })
            .apply();
        untold.markTold();
        return true;
      });
      if (!tellsNow) continue;
      told += 1;
      if (!message.about)
        ports.logger.warn(
          { outbox: kind, id: message.id, error: message.error },
          'a message about no entity could not be delivered',
        );
    }
  }
  return told;
}

export const reportFailedDeliveriesJob: ScheduledJob = {
  name: 'reportFailedDeliveries',
  everyMinutes: 5,
  async run(ports) {
    await reportFailedDeliveries(ports);
  },
};
