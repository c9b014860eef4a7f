// delete_company (spec 3 §7): a partner or admin deletes an entity the caller may see. The entity
// is archived, not erased (see companies.repo archive).
import type { FirmService } from '../firm/firm.service';
import { notFound } from '../http/http-error';
import type { Principal } from '../http/principal';
import type { CompaniesRepo } from './companies.repo';
import { requireEntityDeleter, requireVisibleCompany } from './people.policy';

export const ENTITY_DELETED = 'Entity deleted successfully';

export function companyDeletionService({
  companies,
  firms,
}: {
  companies: CompaniesRepo;
  firms: FirmService;
}) {
  return {
    async remove(
      principal: Principal | null | undefined,
      companyId: string,
    ): Promise<{ message: string; id: string }> {
      const caller = requireEntityDeleter(principal);
      const { company } = requireVisibleCompany(
        caller,
        await companies.get(caller.firmId, companyId),
        { groupsEnabled: (await firms.load(caller.firmId)).preferences.has_firm_groups },
      );
      if (!(await companies.archive(caller.firmId, company.id, caller.userId)))
        throw notFound('Entity not found');
      return { message: ENTITY_DELETED, id: company.id };
    },
  };
}

export type CompanyDeletionService = ReturnType<typeof companyDeletionService>;
