// A firm's sign-up while its email is being verified (create your firm): what was typed, the
// password already hashed, and the mailed code's hash. firm_sign_ups/{id} sits outside firms/
// (there is no firm yet); Firestore's TTL on `expires_at` deletes what was never verified.
import { FieldValue, Timestamp, type Db, type DbTransaction } from '../platform/db/db';

export interface FirmSignUpRecord {
  id: string;
  firmName: string;
  fname: string;
  lname: string;
  email: string;
  phoneNumber: string;
  passwordHash: string;
  codeHash: string;
  /** Wrong codes entered since the last one was mailed. */
  attempts: number;
  expiresAt: Date;
}

interface FirmSignUpDoc {
  firm_name: string;
  fname: string;
  lname: string;
  email: string;
  phone_number: string;
  password_hash: string;
  code_hash: string;
  attempts: number;
  expires_at: Timestamp;
}

const fromDoc = (id: string, doc: FirmSignUpDoc): FirmSignUpRecord => ({
  id,
  firmName: doc.firm_name,
  fname: doc.fname,
  lname: doc.lname,
  email: doc.email,
  phoneNumber: doc.phone_number,
  passwordHash: doc.password_hash,
  codeHash: doc.code_hash,
  attempts: doc.attempts,
  expiresAt: doc.expires_at.toDate(),
});

export function firmSignUpsRepo(db: Db) {
  const ref = (id: string) => db.doc(`firm_sign_ups/${id}`);
  return {
    async create(record: FirmSignUpRecord): Promise<void> {
      await ref(record.id).create({
        firm_name: record.firmName,
        fname: record.fname,
        lname: record.lname,
        email: record.email,
        phone_number: record.phoneNumber,
        password_hash: record.passwordHash,
        code_hash: record.codeHash,
        attempts: record.attempts,
        expires_at: Timestamp.fromDate(record.expiresAt),
      } satisfies FirmSignUpDoc);
    },
    async get(id: string): Promise<FirmSignUpRecord | null> {
      const snapshot = await ref(id).get();
      return snapshot.exists ? fromDoc(id, snapshot.data() as FirmSignUpDoc) : null;
    },
    async read(tx: DbTransaction, id: string): Promise<FirmSignUpRecord | null> {
      const snapshot = await tx.get(ref(id));
      return snapshot.exists ? fromDoc(id, snapshot.data() as FirmSignUpDoc) : null;
    },
    async countWrongCode(id: string): Promise<void> {
      await ref(id).update({ attempts: FieldValue.increment(1) });
    },
    /** A new code mailed: its hash, a fresh lifetime and no wrong tries yet. */
    async newCode(id: string, codeHash: string, expiresAt: Date): Promise<void> {
      await ref(id).update({
        code_hash: codeHash,
        attempts: 0,
        expires_at: Timestamp.fromDate(expiresAt),
      });
    },
    /** Inside the transaction that creates the firm: the sign-up is used up. */
    remove(tx: DbTransaction, id: string): void {
      tx.delete(ref(id));
    },
  };
}

export type FirmSignUpsRepo = ReturnType<typeof firmSignUpsRepo>;
