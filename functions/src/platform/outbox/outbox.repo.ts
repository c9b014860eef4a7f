// The mail and SMS outbox: messages are documents in `mail` and `sms`, delivered by a transport
// in production and read from the dev inbox (and by tests) locally.
import type { OutboxItem } from '@portico/common/dev/outbox-item';
import { randomUUID } from 'node:crypto';
import { Timestamp, type Db } from '../db/db';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface OutgoingSms {
  to: string;
  text: string;
}

interface OutboxDoc {
  to: string;
  subject?: string;
  text: string;
  html?: string;
  created_at: Timestamp;
}

export function outboxRepo(db: Db, now: () => Date) {
  const add = (kind: 'mail' | 'sms', doc: Omit<OutboxDoc, 'created_at'>) =>
    db
      .collection(kind)
      .doc(randomUUID())
      .create({ ...doc, created_at: Timestamp.fromDate(now()) });

  async function list(kind: 'mail' | 'sms', limit: number): Promise<OutboxItem[]> {
    const snapshot = await db.collection(kind).orderBy('created_at', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => {
      const data = doc.data() as OutboxDoc;
      return {
        id: doc.id,
        kind,
        to: data.to,
        ...(data.subject !== undefined && { subject: data.subject }),
        text: data.text,
        ...(data.html !== undefined && { html: data.html }),
        created_at: data.created_at.toDate().toISOString(),
      };
    });
  }

  return {
    sendMail: (mail: OutgoingMail) => add('mail', { ...mail }),
    sendSms: (sms: OutgoingSms) => add('sms', { ...sms }),
    /** Newest first, mail and SMS together. */
    async latest(limit = 100): Promise<OutboxItem[]> {
      const [mail, sms] = await Promise.all([list('mail', limit), list('sms', limit)]);
      return [...mail, ...sms]
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, limit);
    },
  };
}

export type OutboxRepo = ReturnType<typeof outboxRepo>;
