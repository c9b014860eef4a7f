// delete_company (spec 3 §7): a partner or admin deletes an entity the caller may see. The entity
// is archived, not erased (see entities.repo archive).
import { NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { requireEntityDeleter, requireVisibleEntity } from '../people.policy';
import type { EntitiesRepo } from './entities.repo';

export const ENTITY_DELETED = 'Entity deleted successfully';

export function entityDeletionService({ entities }: { entities: EntitiesRepo }) {
  return {
    async remove(
      principal: Principal | null | undefined,
      companyId: string,
    ): Promise<{ message: string; id: string }> {
      const caller = requireEntityDeleter(principal);
      const { entity } = requireVisibleEntity(caller, await entities.get(caller.firmId, companyId));
      if (!(await entities.archive(caller.firmId, entity.id, caller.userId)))
        throw new NotFound('Entity not found');
      return { message: ENTITY_DELETED, id: entity.id };
    },
  };
}

export type EntityDeletionService = ReturnType<typeof entityDeletionService>;
