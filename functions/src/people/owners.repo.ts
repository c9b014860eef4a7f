// Changes an entity's owners and primary contact in a transaction (read, check, write), so two
// editors cannot lose each other's change; adds a brand-new user as an owner, all or nothing.
import { loginKey, toLoginDoc, type LoginRecord } from '../auth/logins.repo';
import { FieldValue, type Db } from '../platform/db/db';
import { companiesPath, type CompanyDoc } from './companies.repo';
import type { UserRecord } from './user-record';
import { toUserDoc, usersPath } from './users.repo';

export interface Owners {
  ownerIds: string[];
  primaryOwnerId: string;
}

export function ownersRepo(db: Db) {
  return {
    /** Applies `change` to the current owners; `change` may throw to refuse. Answers the result. */
    async update(
      firmId: string,
      companyId: string,
      change: (current: Owners) => Owners,
    ): Promise<Owners> {
      const ref = db.doc(`${companiesPath(firmId)}/${companyId}`);
      return db.runTransaction(async (tx) => {
        const doc = (await tx.get(ref)).data() as CompanyDoc;
        const next = change({ ownerIds: doc.owner_ids, primaryOwnerId: doc.primary_owner_id });
        tx.update(ref, { owner_ids: next.ownerIds, primary_owner_id: next.primaryOwnerId });
        return next;
      });
    },
    /** Creates the user and their login and adds them as owner; false (nothing written) if the email is taken. */
    async createOwner(companyId: string, user: UserRecord, login: LoginRecord): Promise<boolean> {
      const loginRef = db.doc(`logins/${loginKey(login.email)}`);
      return db.runTransaction(async (tx) => {
        if ((await tx.get(loginRef)).exists) return false;
        tx.create(db.doc(`${usersPath(user.firmId)}/${user.id}`), toUserDoc(user));
        tx.create(loginRef, toLoginDoc(login));
        tx.update(db.doc(`${companiesPath(user.firmId)}/${companyId}`), {
          owner_ids: FieldValue.arrayUnion(user.id),
        });
        return true;
      });
    },
  };
}

export type OwnersRepo = ReturnType<typeof ownersRepo>;
