// Sets the assigned advisor of many clients in one transaction, keeping their list keys in step.
import type { Db } from '../platform/db/db';
import { userDocListFields, usersPath, type UserDoc } from './users.repo';

export function assignmentsRepo(db: Db) {
  return {
    async assign(firmId: string, userIds: string[], advisorId: string | null): Promise<void> {
      const refs = userIds.map((id) => db.doc(`${usersPath(firmId)}/${id}`));
      await db.runTransaction(async (tx) => {
        const snapshots = await tx.getAll(...refs);
        for (const snapshot of snapshots) {
          if (!snapshot.exists) continue;
          const doc: UserDoc = { ...(snapshot.data() as UserDoc), assigned_advisor_id: advisorId };
          tx.update(snapshot.ref, { assigned_advisor_id: advisorId, ...userDocListFields(doc) });
        }
      });
    },
  };
}

export type AssignmentsRepo = ReturnType<typeof assignmentsRepo>;
