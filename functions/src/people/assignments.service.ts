// Assign an advisor to many clients (spec 3 §7): partners and full users (who may change the
// assigned firm user, spec 1 §5), for clients they can see; a group-limited advisor may only be
// assigned to clients of their group.
import { isNoAdvisor, type AssignmentsInput } from '@portico/common/people/assignments';
import type { FirmService } from '../firm/firm.service';
import { badRequest, forbidden, notFound } from '../http/http-error';
import type { Principal } from '../http/principal';
import type { AssignmentsRepo } from './assignments.repo';
import { canChangeAssignedAdvisor, canSeeUser, requireStaff } from './people.policy';
import type { UsersRepo } from './users.repo';

interface Deps {
  assignments: AssignmentsRepo;
  users: UsersRepo;
  firms: FirmService;
}

export function assignmentsService({ assignments, users, firms }: Deps) {
  return {
    async assign(
      principal: Principal | null | undefined,
      input: AssignmentsInput,
    ): Promise<number> {
      const caller = requireStaff(principal);
      if (!canChangeAssignedAdvisor(caller))
        throw forbidden('Only partners and full users can change the assigned firm user');
      const setting = {
        groupsEnabled: (await firms.load(caller.firmId)).preferences.has_firm_groups,
      };
      const ids = [...new Set(input.clientIds)];
      const clients = await users.getMany(caller.firmId, ids);
      if (
        clients.length !== ids.length ||
        clients.some((c) => c.isAdvisor || !canSeeUser(caller, c, setting))
      ) {
        throw notFound('User not found');
      }
      let advisorId: string | null = null;
      if (!isNoAdvisor(input.advisorId)) {
        const advisor = await users.get(caller.firmId, input.advisorId);
        if (!advisor?.isAdvisor) throw badRequest('Choose an assigned advisor');
        // Clients of no group are visible to every group, so any advisor may take them.
        if (
          setting.groupsEnabled &&
          advisor.firmAccess === 'group' &&
          clients.some((c) => c.firmGroupId !== null && c.firmGroupId !== advisor.firmGroupId)
        ) {
          throw badRequest('The assigned advisor is not in this firm group');
        }
        advisorId = advisor.id;
      }
      await assignments.assign(caller.firmId, ids, advisorId);
      return ids.length;
    },
  };
}

export type AssignmentsService = ReturnType<typeof assignmentsService>;
