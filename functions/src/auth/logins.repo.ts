// The sign-in directory: one logins/{email} document per account, pointing at its firm and user,
// with the password hash. It sits outside firms/ because sign-in starts from an email, before the
// firm is known. The only code that reads or writes it; people's transactions use it as their
// LoginDirectory link (people/people-links.ts).
import type { Login, LoginMove } from '../people/people.module';
import type { Db, DbTransaction } from '../platform/db/db';
import { NO_WRITES, type PlannedWrites } from '../platform/db/planned-writes';

export type LoginRecord = Login;

interface LoginDoc {
  email: string;
  firm_id: string;
  user_id: string;
  password_hash: string | null;
}

/** Emails are matched case-insensitively; the key is URL-encoded so any address is a valid id. */
export const loginKey = (email: string) => encodeURIComponent(email.trim().toLowerCase());

const fromLoginDoc = (doc: LoginDoc): LoginRecord => ({
  email: doc.email,
  firmId: doc.firm_id,
  userId: doc.user_id,
  passwordHash: doc.password_hash,
});

function toLoginDoc(login: LoginRecord): LoginDoc {
  return {
    email: login.email.trim().toLowerCase(),
    firm_id: login.firmId,
    user_id: login.userId,
    password_hash: login.passwordHash,
  };
}

export function loginsRepo(db: Db) {
  const ref = (email: string) => db.doc(`logins/${loginKey(email)}`);

  async function anyTaken(tx: DbTransaction, emails: string[]): Promise<boolean> {
    if (emails.length === 0) return false;
    return (await tx.getAll(...emails.map(ref))).some((s) => s.exists);
  }

  function insert(tx: DbTransaction, login: LoginRecord): void {
    tx.create(ref(login.email), toLoginDoc(login));
  }

  /**
   * The writes that move a user's login from one address (or none) to another (or none), keeping
   * its password hash; null when the new address belongs to another account.
   */
  async function planMove(
    tx: DbTransaction,
    firmId: string,
    userId: string,
    move: LoginMove,
  ): Promise<PlannedWrites | null> {
    if (move.from && move.to && loginKey(move.from) === loginKey(move.to)) return NO_WRITES;
    const [current, taken] = await Promise.all([
      move.from ? tx.get(ref(move.from)) : null,
      move.to ? tx.get(ref(move.to)) : null,
    ]);
    if (taken?.exists && (taken.data() as LoginDoc).user_id !== userId) return null;
    const kept = current?.exists ? (current.data() as LoginDoc).password_hash : null;
    const removes = Boolean(move.from && current?.exists);
    return {
      count: Number(removes) + Number(Boolean(move.to)),
      apply() {
        if (removes && move.from) tx.delete(ref(move.from));
        if (move.to)
          tx.set(ref(move.to), toLoginDoc({ email: move.to, firmId, userId, passwordHash: kept }));
      },
    };
  }

  return {
    async find(email: string): Promise<LoginRecord | null> {
      const snapshot = await ref(email).get();
      return snapshot.exists ? fromLoginDoc(snapshot.data() as LoginDoc) : null;
    },
    /** The sign-in calls after the first one name the user by uid (spec 1 §7). */
    async findByUserId(userId: string): Promise<LoginRecord | null> {
      const snapshot = await db.collection('logins').where('user_id', '==', userId).limit(1).get();
      const first = snapshot.docs[0];
      return first ? fromLoginDoc(first.data() as LoginDoc) : null;
    },
    async isTaken(email: string): Promise<boolean> {
      return (await ref(email).get()).exists;
    },
    async setPasswordHash(email: string, passwordHash: string | null): Promise<void> {
      await ref(email).update({ password_hash: passwordHash });
    },
    async create(login: LoginRecord): Promise<void> {
      await ref(login.email).create(toLoginDoc(login));
    },
    anyTaken,
    insert,
    planMove,
  };
}

export type LoginsRepo = ReturnType<typeof loginsRepo>;
