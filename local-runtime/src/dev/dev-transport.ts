// The local runtime's stand-in for the mail and SMS extensions: it takes each new outbox message
// as "Trigger Email" and "Send Messages with Twilio" do in production and writes back its
// `delivery` — SUCCESS (the dev inbox is where it "arrives"), or ERROR for an address at a domain
// ending `.invalid` (reserved by RFC 2606, so it never names a real mailbox), so that a failed
// delivery and what staff are told of it can be tried offline.
import type { Logger } from 'pino';
import type { OutboxKind, OutboxRepo } from '@portico/functions/platform/outbox/outbox.repo';

export const DEV_TRANSPORT_TICK_MS = 500;
const BATCH = 200;

/** How the local transport's recipient refuses an address it cannot reach. */
export const UNREACHABLE_DOMAIN = '550 5.1.2 The domain does not exist (local dev transport)';

const outcomeFor = (to: string) =>
  /\.invalid$/i.test(to.trim())
    ? ({ state: 'ERROR', error: UNREACHABLE_DOMAIN } as const)
    : ({ state: 'SUCCESS' } as const);

/** Delivers what is new in the outbox once; answers how many messages it took. */
export async function deliverNewMessages(
  outbox: OutboxRepo,
  since: Record<OutboxKind, Date>,
): Promise<number> {
  let taken = 0;
  for (const kind of ['mail', 'sms'] as const) {
    const sent = await outbox.sentSince(kind, since[kind], BATCH);
    for (const message of sent.filter((m) => !m.taken)) {
      await outbox.recordDelivery(kind, message.id, outcomeFor(message.to));
      taken += 1;
    }
    // Messages stamped at the last one's moment are read again next time (and skipped, taken).
    const last = sent.at(-1);
    if (last) since[kind] = last.createdAt;
  }
  return taken;
}

export function startDevTransport(outbox: OutboxRepo, logger: Logger): { stop(): void } {
  const since: Record<OutboxKind, Date> = { mail: new Date(0), sms: new Date(0) };
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    busy = true;
    deliverNewMessages(outbox, since)
      .catch((error: unknown) => logger.error({ err: error }, 'the dev transport failed'))
      .finally(() => (busy = false));
  }, DEV_TRANSPORT_TICK_MS);
  return { stop: () => clearInterval(timer) };
}
