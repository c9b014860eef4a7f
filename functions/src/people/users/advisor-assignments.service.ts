// Assign an advisor to many clients (spec 3 §7): partners and full users (who may change the
// assigned firm user, spec 1 §5), for clients they can see; a group-limited advisor may only be
// assigned to clients of their group. The clients change in one transaction.
import { isNoAdvisor, type AssignmentsInput } from '@portico/common/people/assignments';
import { Invalid, NotFound } from '../../kernel/errors';
import { requireStaff, type Principal } from '../../kernel/principal';
import type { Db } from '../../platform/db/db';
import { canSeeUser, requireAdvisorChanger } from '../people.policy';
import type { UsersRepo } from './users.repo';

interface Deps {
  db: Db;
  users: UsersRepo;
}

export function advisorAssignmentsService({ db, users }: Deps) {
  return {
    async assign(
      principal: Principal | null | undefined,
      input: AssignmentsInput,
    ): Promise<number> {
      const caller = requireStaff(principal);
      requireAdvisorChanger(caller);
      const ids = [...new Set(input.clientIds)];
      const clients = await users.getMany(caller.firmId, ids);
      if (
        clients.length !== ids.length ||
        clients.some((c) => c.isStaff || !canSeeUser(caller, c))
      ) {
        throw new NotFound('User not found');
      }
      let advisorId: string | null = null;
      if (!isNoAdvisor(input.advisorId)) {
        const advisor = await users.get(caller.firmId, input.advisorId);
        if (!advisor?.isStaff) throw new Invalid('Choose an assigned advisor');
        // Clients of no group are visible to every group, so any advisor may take them.
        if (
          caller.firm.groupsEnabled &&
          advisor.firmAccess === 'group' &&
          clients.some((c) => c.firmGroupId !== null && c.firmGroupId !== advisor.firmGroupId)
        ) {
          throw new Invalid('The assigned advisor is not in this firm group');
        }
        advisorId = advisor.id;
      }
      await db.runTransaction(async (tx) => {
        for (const client of await users.readMany(tx, caller.firmId, ids))
          users.update(tx, client, { assignedAdvisorId: advisorId });
      });
      return ids.length;
    },
  };
}

export type AdvisorAssignmentsService = ReturnType<typeof advisorAssignmentsService>;
