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

export function loginsRepo(db: Db) {
  const ref = (email: string) => db.doc(`logins/${loginKey(email)}`);
  return {
    async find(email: string): Promise<LoginRecord | null> {
      const snapshot = await ref(email).get();
      if (!snapshot.exists) return null;
      const doc = snapshot.data() as LoginDoc;
      return {
        email: doc.email,
        firmId: doc.firm_id,
        userId: doc.user_id,
        passwordHash: doc.password_hash,
      };
    },
    async create(login: LoginRecord): Promise<void> {
      const doc: LoginDoc = {
        email: login.email.trim().toLowerCase(),
        firm_id: login.firmId,
        user_id: login.userId,
        password_hash: login.passwordHash,
      };
      await ref(login.email).create(doc);
    },
  };
}

export type LoginsRepo = ReturnType<typeof loginsRepo>;
