// The mail and SMS outbox: each message a document in the schema of the official Firebase
// Extension that delivers it in production — `mail` for "Trigger Email from Firestore" (`to`,
// `message: {subject, text, html}`, optional `replyTo`), `sms` for "Send Messages with Twilio"
// (`to` in E.164, `body`). The extensions write back `delivery` (state PENDING → PROCESSING →
// SUCCESS or ERROR); the local runtime's dev transport does the same offline, and the dev inbox
// and tests read the messages here. A message about an entity names it, so a failed delivery
// reaches the entity's activity (activity/delivery-failures.jobs.ts).
import type { DeliveryState, OutboxItem } from '@portico/common/dev/outbox-item';
import { DELIVERY_STATES } from '@portico/common/dev/outbox-item';
import { e164Phone } from '@portico/common/people/phone';
import { randomUUID } from 'node:crypto';
import { Timestamp, type Db, type DbTransaction } from '../db/db';

/** The entity a message is about, when it is about one: where its failure is told. */
export interface MessageAbout {
  firmId: string;
  entityId: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  about?: MessageAbout;
}

export interface OutgoingSms {
  /** A stored phone number (ten digits) or one in E.164. */
  to: string;
  text: string;
  about?: MessageAbout;
}

export type OutboxKind = 'mail' | 'sms';

/** What the extensions write back: Trigger Email's `error`, Twilio's `errorMessage`. */
interface DeliveryDoc {
  state?: string;
  error?: string | null;
  errorMessage?: string | null;
}

interface OutboxDoc {
  to: string;
  /** Mail (Trigger Email). */
  message?: { subject: string; text: string; html?: string };
  replyTo?: string;
  /** SMS (Twilio). */
  body?: string;
  created_at: Timestamp;
  firm_id: string | null;
  entity_id: string | null;
  /** Whether staff have been told that its delivery failed (once, by the failures job). */
  failure_noted: boolean;
  delivery?: DeliveryDoc;
}

/** A message whose delivery failed and that staff have not been told of yet. */
export interface UndeliveredMessage {
  kind: OutboxKind;
  id: string;
  to: string;
  error: string;
  about: MessageAbout | null;
  createdAt: Date;
}

/**
 * Text on one line, for a mail header or an SMS: the API refuses line breaks and control
 * characters in every field that reaches one, and this folds any that got through into spaces (a
 * last line of defence against a name like 'Evil\r\nBcc: victim@…' adding a header).
 */
// eslint-disable-next-line no-control-regex -- the characters a header may not hold
export const oneLine = (text: string) => text.replace(/[\u0000-\u001f\u007f\u2028\u2029]+/g, ' ');

const deliveryOf = (doc: OutboxDoc): OutboxItem['delivery'] => {
  const state = DELIVERY_STATES.find((s) => s === doc.delivery?.state) ?? 'PENDING';
  const error = doc.delivery?.error ?? doc.delivery?.errorMessage ?? null;
  return { state, error: state === 'ERROR' ? (error ?? 'Unknown error') : null };
};

export function outboxRepo(db: Db, now: () => Date) {
  const about = (a: MessageAbout | undefined) => ({
    firm_id: a?.firmId ?? null,
    entity_id: a?.entityId ?? null,
  });
  const common = () => ({ created_at: Timestamp.fromDate(now()), failure_noted: false });
  const mailDoc = (mail: OutgoingMail): OutboxDoc => ({
    to: oneLine(mail.to),
    message: {
      subject: oneLine(mail.subject),
      text: mail.text,
      ...(mail.html !== undefined && { html: mail.html }),
    },
    ...(mail.replyTo !== undefined && { replyTo: oneLine(mail.replyTo) }),
    ...about(mail.about),
    ...common(),
  });
  const smsDoc = (sms: OutgoingSms): OutboxDoc => ({
    to: e164Phone(sms.to),
    body: oneLine(sms.text),
    ...about(sms.about),
    ...common(),
  });
  const ref = (kind: OutboxKind, id: string = randomUUID()) => db.collection(kind).doc(id);

  async function list(kind: OutboxKind, limit: number): Promise<OutboxItem[]> {
    const snapshot = await db.collection(kind).orderBy('created_at', 'desc').limit(limit).get();
    return snapshot.docs.map((doc) => {
      const data = doc.data() as OutboxDoc;
      return {
        id: doc.id,
        kind,
        to: data.to,
        ...(data.message && { subject: data.message.subject }),
        text: data.message?.text ?? data.body ?? '',
        ...(data.message?.html !== undefined && { html: data.message.html }),
        created_at: data.created_at.toDate().toISOString(),
        delivery: deliveryOf(data),
      };
    });
  }

  return {
    sendMail: (mail: OutgoingMail) => ref('mail').create(mailDoc(mail)),
    sendSms: (sms: OutgoingSms) => ref('sms').create(smsDoc(sms)),
    /** Inside a transaction: the message is sent only if the change it tells of is written. */
    queueMail: (tx: DbTransaction, mail: OutgoingMail) =>
      void tx.create(ref('mail'), mailDoc(mail)),
    queueSms: (tx: DbTransaction, sms: OutgoingSms) => void tx.create(ref('sms'), smsDoc(sms)),
    /** Newest first, mail and SMS together. */
    async latest(limit = 100): Promise<OutboxItem[]> {
      const [mail, sms] = await Promise.all([list('mail', limit), list('sms', limit)]);
      return [...mail, ...sms]
        .sort((a, b) => b.created_at.localeCompare(a.created_at))
        .slice(0, limit);
    },

    /** Messages of a kind whose delivery ended in ERROR and that nobody has been told of yet. */
    async undelivered(kind: OutboxKind, limit: number): Promise<UndeliveredMessage[]> {
      const snapshot = await db
        .collection(kind)
        .where('delivery.state', '==', 'ERROR')
        .where('failure_noted', '==', false)
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => {
        const data = doc.data() as OutboxDoc;
        return {
          kind,
          id: doc.id,
          to: data.to,
          error: deliveryOf(data).error ?? 'Unknown error',
          about:
            data.firm_id && data.entity_id
              ? { firmId: data.firm_id, entityId: data.entity_id }
              : null,
          createdAt: data.created_at.toDate(),
        };
      });
    },

    /**
     * Inside the transaction that tells of it: whether the failure is still untold (read now), and
     * how to mark it told (written with the telling).
     */
    async untoldFailure(
      tx: DbTransaction,
      message: Pick<UndeliveredMessage, 'kind' | 'id'>,
    ): Promise<{ markTold(): void } | null> {
      const doc = ref(message.kind, message.id);
      const snapshot = await tx.get(doc);
      const data = snapshot.data() as OutboxDoc | undefined;
      if (!data || data.failure_noted || data.delivery?.state !== 'ERROR') return null;
      return { markTold: () => void tx.update(doc, { failure_noted: true }) };
    },

    /** Messages of a kind sent since a moment, oldest first (the local dev transport's queue). */
    async sentSince(kind: OutboxKind, since: Date, limit: number) {
      const snapshot = await db
        .collection(kind)
        .where('created_at', '>=', Timestamp.fromDate(since))
        .orderBy('created_at')
        .limit(limit)
        .get();
      return snapshot.docs.map((doc) => {
        const data = doc.data() as OutboxDoc;
        return {
          id: doc.id,
          to: data.to,
          createdAt: data.created_at.toDate(),
          taken: data.delivery?.state !== undefined,
        };
      });
    },

    /** What a transport writes back, as the extensions do. */
    async recordDelivery(
      kind: OutboxKind,
      id: string,
      outcome: { state: DeliveryState; error?: string },
    ): Promise<void> {
      const at = Timestamp.fromDate(now());
      await ref(kind, id).update({
        delivery: {
          state: outcome.state,
          attempts: 1,
          startTime: at,
          endTime: at,
          error: outcome.error ?? null,
          info: { transport: 'local dev transport' },
        },
      });
    },
  };
}

export type OutboxRepo = ReturnType<typeof outboxRepo>;
