// Firm roles (spec 1 §3 "Firm role"): staff read them; partners and admins manage them when the
// firm uses firm roles. Deleting a role takes it off the entities that hold it (people's data,
// reached through the RoleHolders link the wiring hands in).
import type { FirmRoleDto } from '@portico/common/firm/firm-catalog-dto';
import type { FirmRoleInput } from '@portico/common/firm/firm-settings-schema';
import { NotFound } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import type { FirmCatalogRepo } from './firm-catalog.repo';
import { requireAdvisor, requireRoleManager } from './firm.policy';

/** The entities that hold firm roles (people's entities), as firm roles need them. */
export interface RoleHolders {
  /** Takes the role off every entity it is assigned on. */
  removeRole(firmId: string, roleId: string): Promise<void>;
}

export function firmRolesService(
  catalog: FirmCatalogRepo,
  holders: RoleHolders,
  newId: () => string,
) {
  return {
    async list(principal: Principal | null | undefined): Promise<FirmRoleDto[]> {
      const caller = requireAdvisor(principal);
      const roles = await catalog.list(caller.firmId, 'roles');
      return roles.sort((a, b) => a.role_name.localeCompare(b.role_name));
    },
    async create(
      principal: Principal | null | undefined,
      input: FirmRoleInput,
    ): Promise<FirmRoleDto> {
      const caller = requireRoleManager(principal);
      const id = newId();
      await catalog.create(caller.firmId, 'roles', id, input);
      return { id, ...input };
    },
    async update(
      principal: Principal | null | undefined,
      id: string,
      input: FirmRoleInput,
    ): Promise<FirmRoleDto> {
      const caller = requireRoleManager(principal);
      if (!(await catalog.get(caller.firmId, 'roles', id))) throw new NotFound('No such role');
      await catalog.update(caller.firmId, 'roles', id, input);
      return { id, ...input };
    },
    async remove(principal: Principal | null | undefined, id: string): Promise<void> {
      const caller = requireRoleManager(principal);
      if (!(await catalog.get(caller.firmId, 'roles', id))) throw new NotFound('No such role');
      // Assignments go first: if this stops half-way the role is still there to delete again.
      await holders.removeRole(caller.firmId, id);
      await catalog.remove(caller.firmId, 'roles', id);
    },
  };
}

export type FirmRolesService = ReturnType<typeof firmRolesService>;
