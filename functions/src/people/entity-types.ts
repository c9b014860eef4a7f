// The entity type a new entity may take: one of the firm's (not "(Not Allowed)"), or a new custom
// type ("New Custom Entity") that joins the firm's list once an entity uses it.
import type { FirmCatalogRepo } from '../firm/firm-catalog.repo';
import type { FirmCatalogService } from '../firm/firm-catalog.service';
import { badRequest } from '../http/http-error';

export function entityTypeGate(
  catalog: FirmCatalogService,
  catalogRepo: FirmCatalogRepo,
  newId: () => string,
) {
  return {
    /** Refuses a disallowed type; answers a function that records a new custom type after the write. */
    async check(firmId: string, name: string): Promise<() => Promise<void>> {
      const type = (await catalog.entityTypes(firmId)).find((t) => t.name === name);
      if (type && !type.allowed) throw badRequest(`${name} is not allowed by your firm`);
      return async () => {
        if (!type)
          await catalogRepo.create(firmId, 'entity_types', newId(), { name, allowed: true });
      };
    },
  };
}

export type EntityTypeGate = ReturnType<typeof entityTypeGate>;
