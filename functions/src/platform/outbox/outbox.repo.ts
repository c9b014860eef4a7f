// The mail and SMS outbox: messages are documents in `mail` and `sms`, delivered by a transport
// in production and read from the dev inbox (and by tests) locally.
import type { OutboxItem } from '@portico/common/dev/outbox-item';
import { randomUUID } from 'node:crypto';
import { Timestamp, type Db, type DbTransaction } from '../db/db';

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

/**
 * A mail header's text on one line: the API refuses line breaks and control characters in every
 * field that reaches a header, and this folds any that got through into spaces (a last line of
 * defence against a name like 'Evil\r\nBcc: victim@…' adding a header).
 */
// eslint-disable-next-line no-control-regex -- the characters a header may not hold
const headerText = (text: string) => text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');

export function outboxRepo(db: Db, now: () => Date) {
  const stamped = (doc: Omit<OutboxDoc, 'created_at'>): OutboxDoc => ({
    ...doc,
    to: headerText(doc.to),
    ...(doc.subject !== undefined && { subject: headerText(doc.subject) }),
    created_at: Timestamp.fromDate(now()),
  });
  const add = (kind: 'mail' | 'sms', doc: Omit<OutboxDoc, 'created_at'>) =>
    db.collection(kind).doc(randomUUID()).create(stamped(doc));
  /** Inside a transaction: the message is sent only if the change it tells of is written. */
  const queue = (tx: DbTransaction, kind: 'mail' | 'sms', doc: Omit<OutboxDoc, 'created_at'>) => {
    tx.create(db.collection(kind).doc(randomUUID()), stamped(doc));
  };

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
    queueMail: (tx: DbTransaction, mail: OutgoingMail) => queue(tx, 'mail', { ...mail }),
    queueSms: (tx: DbTransaction, sms: OutgoingSms) => queue(tx, 'sms', { ...sms }),
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
