// Each signer's identity check on what they sign ({the return's or request's document}/
// identity_verifications/{userId}): the Stripe Identity session of their latest attempt, where it
// stands, why it failed, and how many attempts they have used. A document per signer, so spouses
// checking at once never write the same one. The only code that touches these collections.
import type { IdentityStatus } from '@portico/common/signing/identity-verification';
import { Timestamp, type Db, type DbTransaction } from '../../platform/db/db';
import { stamp, unstamp } from '../../platform/db/timestamps';

/** The document whose signers are checked, by its path (`firms/{f}/tax_returns/{id}`). */
export interface CheckedDocument {
  path: string;
}

export interface IdentityVerificationRecord {
  userId: string;
  /** Never 'failed': a failed attempt is requires_input with an error (Stripe's model). */
  status: IdentityStatus;
  errorCode: string | null;
  errorDescription: string | null;
  /** The latest attempt's Stripe Identity VerificationSession. */
  sessionId: string | null;
  sessionCreatedAt: Date | null;
  attempts: number;
  /** The newest webhook event applied (an older one arriving late changes nothing). */
  lastEventAt: Date | null;
  updatedAt: Date;
}

interface IdentityVerificationDoc {
  user_id: string;
  status: IdentityStatus;
  error_code: string | null;
  error_description: string | null;
  session_id: string | null;
  session_created_at: Timestamp | null;
  attempts: number;
  last_event_at: Timestamp | null;
  updated_at: Timestamp;
}

const fromDoc = (d: IdentityVerificationDoc): IdentityVerificationRecord => ({
  userId: d.user_id,
  status: d.status,
  errorCode: d.error_code,
  errorDescription: d.error_description,
  sessionId: d.session_id,
  sessionCreatedAt: unstamp(d.session_created_at),
  attempts: d.attempts,
  lastEventAt: unstamp(d.last_event_at),
  updatedAt: d.updated_at.toDate(),
});

/** A signer who has not started: what a missing document reads as. */
export const notStarted = (userId: string, now: Date): IdentityVerificationRecord => ({
  userId,
  status: 'not_started',
  errorCode: null,
  errorDescription: null,
  sessionId: null,
  sessionCreatedAt: null,
  attempts: 0,
  lastEventAt: null,
  updatedAt: now,
});

/** The status a row shows: Failed when the last attempt failed. */
export const shownStatus = (v: Pick<IdentityVerificationRecord, 'status' | 'errorCode'>) =>
  v.errorCode && v.status === 'requires_input' ? 'failed' : v.status;

export function identityVerificationsRepo(db: Db) {
  const collection = (r: CheckedDocument) => db.collection(`${r.path}/identity_verifications`);
  return {
    async list(r: CheckedDocument): Promise<IdentityVerificationRecord[]> {
      const snapshot = await collection(r).get();
      return snapshot.docs.map((d) => fromDoc(d.data() as IdentityVerificationDoc));
    },
    async get(r: CheckedDocument, userId: string): Promise<IdentityVerificationRecord | null> {
      const doc = (await collection(r).doc(userId).get()).data();
      return doc ? fromDoc(doc as IdentityVerificationDoc) : null;
    },
    async read(
      tx: DbTransaction,
      r: CheckedDocument,
      userId: string,
    ): Promise<IdentityVerificationRecord | null> {
      const doc = (await tx.get(collection(r).doc(userId))).data();
      return doc ? fromDoc(doc as IdentityVerificationDoc) : null;
    },
    async readAll(tx: DbTransaction, r: CheckedDocument): Promise<IdentityVerificationRecord[]> {
      const snapshot = await tx.get(collection(r));
      return snapshot.docs.map((d) => fromDoc(d.data() as IdentityVerificationDoc));
    },
    /** After the reads: the signer's check as it now is. */
    put(tx: DbTransaction, r: CheckedDocument, v: IdentityVerificationRecord): void {
      const doc: IdentityVerificationDoc = {
        user_id: v.userId,
        status: v.status,
        error_code: v.errorCode,
        error_description: v.errorDescription,
        session_id: v.sessionId,
        session_created_at: stamp(v.sessionCreatedAt),
        attempts: v.attempts,
        last_event_at: stamp(v.lastEventAt),
        updated_at: Timestamp.fromDate(v.updatedAt),
      };
      tx.set(collection(r).doc(v.userId), doc);
    },
  };
}

export type IdentityVerificationsRepo = ReturnType<typeof identityVerificationsRepo>;
