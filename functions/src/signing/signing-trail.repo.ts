// A signing's audit trail, firms/{firmId}/signing_trails/{trailId}/events (issue 45): one document
// per event, written in the transaction of the change it records and never changed after. A trail
// belongs to what was sent for signature (a tax return, a questionnaire, a signature request),
// named by `trailId`. The only code that touches these documents.
import type { SigningEvent, SigningEventDto } from '@portico/common/signing/signing-trail';
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';
import type { SigningActor, SigningContext } from './signing-context';

/** What a trail belongs to. */
export interface TrailRef {
  firmId: string;
  trailId: string;
}

export interface SigningEventRecord {
  id: string;
  event: SigningEvent;
  at: Date;
  actor: SigningActor;
  context: SigningContext;
  formId: string | null;
  formName: string | null;
  detail: string;
  /** The SHA-256 of the file the event produced (a 'sealed' copy), else null. */
  sha256: string | null;
}

interface SigningEventDoc {
  event: SigningEvent;
  at: Timestamp;
  user_id: string | null;
  actor: string;
  ip_address: string;
  user_agent: string;
  form_id: string | null;
  form_name: string | null;
  detail: string;
  /** Absent on events written before it was recorded apart from the detail. */
  sha256?: string | null;
}

/** A trail is read whole: a return's has tens of events, never thousands. */
const MAX_EVENTS = 2000;

export const trailIdOf = (kind: 'tax_return' | 'questionnaire' | 'signature_request', id: string) =>
  `${kind}-${id}`;

export const toSigningEventDto = (e: SigningEventRecord): SigningEventDto => ({
  id: e.id,
  event: e.event,
  at: e.at.toISOString(),
  actor: e.actor.name,
  user_id: e.actor.userId,
  ip_address: e.context.ipAddress,
  user_agent: e.context.userAgent,
  form_name: e.formName,
  detail: e.detail,
});

export function signingTrailRepo(db: Db) {
  const events = (t: TrailRef) =>
    db.collection(`firms/${t.firmId}/signing_trails/${t.trailId}/events`);
  return {
    /** Whether the event named `id` is on the trail (one named so it is written once). */
    async has(tx: DbTransaction, trail: TrailRef, id: string): Promise<boolean> {
      return (await tx.get(events(trail).doc(id))).exists;
    },
    /** Records an event in the transaction `tx` (after its reads). */
    append(tx: DbTransaction, trail: TrailRef, e: SigningEventRecord): void {
      const doc: SigningEventDoc = {
        event: e.event,
        at: Timestamp.fromDate(e.at),
        user_id: e.actor.userId,
        actor: e.actor.name,
        ip_address: e.context.ipAddress,
        user_agent: e.context.userAgent,
        form_id: e.formId,
        form_name: e.formName,
        detail: e.detail,
        sha256: e.sha256,
      };
      tx.set(events(trail).doc(e.id), doc);
    },
    /** The whole trail, oldest first. */
    async list(trail: TrailRef): Promise<SigningEventRecord[]> {
      const snapshot = await events(trail).orderBy('at').limit(MAX_EVENTS).get();
      return snapshot.docs.map((d) => {
        const doc = d.data() as SigningEventDoc;
        return {
          id: d.id,
          event: doc.event,
          at: doc.at.toDate(),
          actor: { userId: doc.user_id, name: doc.actor },
          context: { ipAddress: doc.ip_address, userAgent: doc.user_agent },
          formId: doc.form_id,
          formName: doc.form_name,
          detail: doc.detail,
          sha256: doc.sha256 ?? null,
        };
      });
    },
  };
}

export type SigningTrailRepo = ReturnType<typeof signingTrailRepo>;
