// Changes a user's active / read-only flags and, with them, some of their entities' inactive flag,
// in one transaction that also keeps every record's derived list keys in step; and an entity's own.
import type { Db } from '../platform/db/db';
import { companiesPath, companyDocListFields, type CompanyDoc } from './companies.repo';
import { updateWithListKeys } from './list-keys-write';
import { userDocListFields, usersPath, type UserDoc } from './users.repo';

export interface UserStatusChange {
  paying?: boolean;
  readonlyAccess?: boolean;
  /** Entities to set `inactive` on. */
  companyIds: string[];
  companiesInactive: boolean;
}

export function userStatusRepo(db: Db) {
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
      });
    },
  };
}

export type UserStatusRepo = ReturnType<typeof userStatusRepo>;
