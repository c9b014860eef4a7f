// delete_company (spec 3 §7): a partner or admin deletes an entity the caller may see. The entity
// is archived, not erased (see entities.repo archive).
import { NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { requireEntityDeleter, requireVisibleEntity } from '../people.policy';
import type { EntitiesRepo } from './entities.repo';

export const ENTITY_DELETED = 'Entity deleted successfully';

export function entityDeletionService({ companies }: { companies: EntitiesRepo }) {
  return {
    async remove(
      principal: Principal | null | undefined,
      companyId: string,
    ): Promise<{ message: string; id: string }> {
      const caller = requireEntityDeleter(principal);
      const { company } = requireVisibleEntity(
        caller,
        await companies.get(caller.firmId, companyId),
      );
      if (!(await companies.archive(caller.firmId, company.id, caller.userId)))
        throw new NotFound('Entity not found');
      return { message: ENTITY_DELETED, id: company.id };
    },
  };
}

export type EntityDeletionService = ReturnType<typeof entityDeletionService>;
