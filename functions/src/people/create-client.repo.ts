// Writes a new client (and spouse), their entity and their sign-in logins in one transaction:
// all or nothing, and a login that appeared meanwhile makes the whole write refuse.
import { loginKey, toLoginDoc, type LoginRecord } from '../auth/logins.repo';
import type { Db } from '../platform/db/db';
import { companiesPath, toCompanyDoc } from './companies.repo';
import type { CompanyRecord } from './company-record';
import type { UserRecord } from './user-record';
import { toUserDoc, usersPath } from './users.repo';

export interface NewClient {
  users: UserRecord[];
  company: CompanyRecord;
  logins: LoginRecord[];
}

export function createClientRepo(db: Db) {
  const loginRef = (email: string) => db.doc(`logins/${loginKey(email)}`);
  return {
    /** Is an address free for a new account? (Sign-in starts from the email, across firms.) */
    async emailTaken(email: string): Promise<boolean> {
      return (await loginRef(email).get()).exists;
    },
    /** The firm's user holding an address, if any (one equality lookup). */
    async userIdByEmail(firmId: string, email: string): Promise<string | null> {
      const snapshot = await db
        .collection(usersPath(firmId))
        .where('email', '==', email)
        .limit(1)
        .get();
      return snapshot.docs[0]?.id ?? null;
    },
    /** False, writing nothing, when one of the logins is already taken. */
    async create(client: NewClient): Promise<boolean> {
      return db.runTransaction(async (tx) => {
        const refs = client.logins.map((l) => loginRef(l.email));
        const existing = refs.length ? await tx.getAll(...refs) : [];
        if (existing.some((s) => s.exists)) return false;
        for (const user of client.users)
          tx.create(db.doc(`${usersPath(user.firmId)}/${user.id}`), toUserDoc(user));
        tx.create(
          db.doc(`${companiesPath(client.company.firmId)}/${client.company.id}`),
          toCompanyDoc(client.company),
        );
        client.logins.forEach((login, i) => tx.create(refs[i]!, toLoginDoc(login)));
        return true;
      });
    },
  };
}

export type CreateClientRepo = ReturnType<typeof createClientRepo>;
