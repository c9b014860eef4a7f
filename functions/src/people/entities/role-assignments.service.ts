// Firm role assignments on an entity (spec 1 §2 "Staff entity editing"): one firm user per firm
// role on an entity, or none, while the firm uses firm roles.
import { Forbidden, Invalid, NotFound } from '../../kernel/errors';
import { requireStaff, type Principal } from '../../kernel/principal';
import type { FirmCatalogRepo, RoleHolders } from '../../firm/firm.module';
import type { NewId } from '../../platform/ids/ids';
import { requireVisibleEntity } from '../people.policy';
import type { UsersRepo } from '../users/users.repo';
import type { EntitiesRepo } from './entities.repo';

interface Deps {
  entities: EntitiesRepo;
  users: UsersRepo;
  catalog: FirmCatalogRepo;
  newId: NewId;
}

/** The entities that hold a firm role, as the firm area's role deletion needs them. */
export const entityRoleHolders = (entities: EntitiesRepo): RoleHolders => ({
  removeRole: (firmId, roleId) => entities.removeRoleAssignments(firmId, roleId),
});

export function roleAssignmentsService({ entities, users, catalog, newId }: Deps) {
  return {
    async assignRole(
      principal: Principal | null | undefined,
      input: { firmRoleId: string; companyId: string; userId: string | null },
    ): Promise<{ id: string | null; firm_role_id: string }> {
      const caller = requireStaff(principal);
      const { entity } = requireVisibleEntity(
        caller,
        await entities.getByIdOrHash(caller.firmId, input.companyId),
      );
      if (!caller.firm.preferences.use_firm_roles)
        throw new Forbidden('Firm roles are not enabled for this firm');
      if (!(await catalog.get(caller.firmId, 'roles', input.firmRoleId)))
        throw new NotFound('No such role');
      const assignee = input.userId ? await users.get(caller.firmId, input.userId) : null;
      if (input.userId && !assignee?.isStaff) throw new Invalid('Choose a firm user');
      const id = assignee ? newId() : null;
      await entities.patch(caller.firmId, entity.id, (current) => {
        const others = (current.firmRoleAssignments ?? []).filter(
          (a) => a.firmRoleId !== input.firmRoleId,
        );
        return {
          firmRoleAssignments:
            assignee && id
              ? [...others, { id, firmRoleId: input.firmRoleId, userId: assignee.id }]
              : others,
        };
      });
      return { id, firm_role_id: input.firmRoleId };
    },
  };
}

export type RoleAssignmentsService = ReturnType<typeof roleAssignmentsService>;
