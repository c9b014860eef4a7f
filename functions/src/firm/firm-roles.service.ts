// Firm roles (spec 1 §3 "Firm role"): staff read them; partners and admins manage them when the
// firm uses firm roles.
import type { FirmRoleDto } from '@portico/common/firm/firm-catalog-dto';
import type { FirmRoleInput } from '@portico/common/firm/firm-settings-schema';
import { notFound } from '../http/http-error';
import type { Principal } from '../http/principal';
import type { CompaniesRepo } from '../people/companies.repo';
import type { FirmCatalogRepo } from './firm-catalog.repo';
import { requireAdvisor, requireRoleManager } from './firm.policy';
import type { FirmService } from './firm.service';

export function firmRolesService(
  catalog: FirmCatalogRepo,
  firms: FirmService,
  companies: Pick<CompaniesRepo, 'removeRoleAssignments'>,
  newId: () => string,
) {
  async function manager(principal: Principal | null | undefined): Promise<Principal> {
    const caller = requireAdvisor(principal);
    return requireRoleManager(caller, await firms.load(caller.firmId));
  }
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
      const caller = await manager(principal);
      const id = newId();
      await catalog.create(caller.firmId, 'roles', id, input);
      return { id, ...input };
    },
    async update(
      principal: Principal | null | undefined,
      id: string,
      input: FirmRoleInput,
    ): Promise<FirmRoleDto> {
      const caller = await manager(principal);
      if (!(await catalog.get(caller.firmId, 'roles', id))) throw notFound('No such role');
      await catalog.update(caller.firmId, 'roles', id, input);
      return { id, ...input };
    },
    async remove(principal: Principal | null | undefined, id: string): Promise<void> {
      const caller = await manager(principal);
      if (!(await catalog.get(caller.firmId, 'roles', id))) throw notFound('No such role');
      // Assignments go first: if this stops half-way the role is still there to delete again.
      await companies.removeRoleAssignments(caller.firmId, id);
      await catalog.remove(caller.firmId, 'roles', id);
    },
  };
}

export type FirmRolesService = ReturnType<typeof firmRolesService>;
