// The sign-in directory: one logins/{email} document per account, pointing at its firm and user.
// It sits outside firms/ because sign-in starts from an email, before the firm is known.
import type { Db } from '../platform/db/db';

export interface LoginRecord {
  email: string;
  firmId: string;
  userId: string;
  passwordHash: string | null;
}

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

/** The stored shape, for writers that create a login inside a larger transaction. */
export function toLoginDoc(login: LoginRecord): LoginDoc {
  return {
    email: login.email.trim().toLowerCase(),
    firm_id: login.firmId,
    user_id: login.userId,
    password_hash: login.passwordHash,
  };
}

export function loginsRepo(db: Db) {
  const ref = (email: string) => db.doc(`logins/${loginKey(email)}`);
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
    async setPasswordHash(email: string, passwordHash: string | null): Promise<void> {
      await ref(email).update({ password_hash: passwordHash });
    },
    /** Moves the login to a new email; false when another account already holds it. */
    async changeEmail(from: string, to: string): Promise<boolean> {
      if (loginKey(from) === loginKey(to)) return true;
      return db.runTransaction(async (tx) => {
        const [current, taken] = await Promise.all([tx.get(ref(from)), tx.get(ref(to))]);
        if (taken.exists || !current.exists) return false;
        tx.create(ref(to), { ...(current.data() as LoginDoc), email: to.trim().toLowerCase() });
        tx.delete(ref(from));
        return true;
      });
    },
    async create(login: LoginRecord): Promise<void> {
      await ref(login.email).create(toLoginDoc(login));
    },
  };
}

export type LoginsRepo = ReturnType<typeof loginsRepo>;
