// Changes a user's active / read-only flags and, with them, some of their entities' inactive flag
// and questionnaires, in one transaction that also keeps every record's derived list keys in
// step; and an entity's own flags.
import { MAX_STATUS_CHANGE_WRITES } from '@portico/common/questionnaires/entity-questionnaires';
import type { Db } from '../platform/db/db';
import { questionnairesRepo } from '../questionnaires/questionnaires.repo';
import { companiesPath, companyDocListFields, type CompanyDoc } from './companies.repo';
import { updateWithListKeys } from './list-keys-write';
import { userDocListFields, usersPath, type UserDoc } from './users.repo';

export interface UserStatusChange {
  paying?: boolean;
  readonlyAccess?: boolean;
  /** Entities to set `inactive` on. */
  companyIds: string[];
  companiesInactive: boolean;
  /** Entities whose questionnaires get locked and whose scheduled sends are removed. */
  lockQuestionnairesOf: string[];
}

/** The change would exceed one transaction's writes; nothing was written. */
export class StatusChangeTooLargeError extends Error {
  constructor(readonly writes: number) {
    super(`A status change of ${writes} writes exceeds ${MAX_STATUS_CHANGE_WRITES}`);
    this.name = 'StatusChangeTooLargeError';
  }
}

export function userStatusRepo(db: Db) {
  const questionnaires = questionnairesRepo(db);
  return {
    /** An entity's own flags, with its list keys. */
    async applyEntity(
      firmId: string,
      companyId: string,
      flags: { inactive: boolean; readonlyAccess: boolean },
    ): Promise<void> {
      await updateWithListKeys<CompanyDoc>(
        db,
        `${companiesPath(firmId)}/${companyId}`,
        { inactive: flags.inactive, readonly_access: flags.readonlyAccess },
        companyDocListFields,
      );
    },
    async apply(firmId: string, userId: string, change: UserStatusChange): Promise<void> {
      const userRef = db.doc(`${usersPath(firmId)}/${userId}`);
      const companyRefs = change.companyIds.map((id) => db.doc(`${companiesPath(firmId)}/${id}`));
      await db.runTransaction(async (tx) => {
        const [user, ...companies] = await tx.getAll(userRef, ...companyRefs);
        const plan = await questionnaires.readLockPlan(tx, firmId, change.lockQuestionnairesOf);
        const writes =
          1 + companies.filter((c) => c.exists).length + plan.lock.length + plan.remove.length;
        if (writes > MAX_STATUS_CHANGE_WRITES) throw new StatusChangeTooLargeError(writes);
        const userDoc: UserDoc = {
          ...(user!.data() as UserDoc),
          ...(change.paying !== undefined && { paying: change.paying }),
          ...(change.readonlyAccess !== undefined && { readonly_access: change.readonlyAccess }),
        };
        tx.update(userRef, {
          paying: userDoc.paying,
          readonly_access: userDoc.readonly_access,
          ...userDocListFields(userDoc),
        });
        for (const company of companies) {
          if (!company.exists) continue;
          const doc: CompanyDoc = {
            ...(company.data() as CompanyDoc),
            inactive: change.companiesInactive,
          };
          tx.update(company.ref, { inactive: doc.inactive, ...companyDocListFields(doc) });
        }
        questionnaires.applyLockPlan(tx, plan);
      });
    },
  };
}

export type UserStatusRepo = ReturnType<typeof userStatusRepo>;
