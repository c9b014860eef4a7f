// The background half of a mass email: its recipients are mailed a chunk at a time, each chunk one
// transaction that re-reads the record and moves `sent_count` with the mails it queues, so a
// retried task resumes where the last one stopped and mails nobody twice. Active clients with a
// real address are mailed; the others are passed over.
import { massEmailHtml } from '@portico/common/messaging/mass-email';
import { shownEmail, usersRepo } from '../people/people.module';
import type { QueuedTask } from '../platform/queue/background-work';
import type { Ports } from '../platform/ports';
import { massEmailsRepo } from './mass-emails.repo';

/** Recipients per transaction (each a mail write, within Firestore's 500). */
export const MASS_EMAIL_CHUNK = 200;

export interface MassEmailPayload {
  firmId: string;
  id: string;
}

type Deps = Pick<Ports, 'db' | 'outbox'>;

/** Mails every recipient not yet handled; answers how many mails it queued. */
export async function sendMassEmail(deps: Deps, payload: MassEmailPayload): Promise<number> {
  const { db, outbox } = deps;
  const emails = massEmailsRepo(db);
  let queued = 0;
  for (;;) {
    const current = await emails.get(payload.firmId, payload.id);
    if (!current || current.sentCount >= current.clientIds.length) return queued;
    const chunk = current.clientIds.slice(current.sentCount, current.sentCount + MASS_EMAIL_CHUNK);
    const clients = await usersRepo(db).getMany(payload.firmId, chunk);
    queued += await db.runTransaction(async (tx) => {
      const record = await emails.read(tx, payload.firmId, payload.id);
      if (!record || record.sentCount !== current.sentCount) return 0;
      const mailed = clients.filter((c) => !c.isStaff && c.paying && shownEmail(c));
      for (const client of mailed)
        outbox.queueMail(tx, {
          to: shownEmail(client),
          subject: record.subject,
          text: record.body,
          html: massEmailHtml(record.body),
        });
      emails.setSentCount(tx, record, record.sentCount + chunk.length);
      return mailed.length;
    });
  }
}

export const sendMassEmailTask: QueuedTask<MassEmailPayload> = {
  name: 'sendMassEmail',
  async handle(payload, ports) {
    await sendMassEmail(ports, payload);
  },
};
