// The entity type a new entity may take: one of the firm's (not "(Not Allowed)"), or a new custom
// type ("New Custom Entity") that joins the firm's list once an entity uses it.
import { entityTypesOf, type FirmCatalogRepo } from '../../firm/firm.module';
import { Invalid } from '../../kernel/errors';
import type { NewId } from '../../platform/ids/ids';

export function entityTypeGate(catalog: FirmCatalogRepo, newId: NewId) {
  return {
    /** Refuses a disallowed type; answers a function that records a new custom type after the write. */
    async check(firmId: string, name: string): Promise<() => Promise<void>> {
      const type = (await entityTypesOf(catalog, firmId)).find((t) => t.name === name);
      if (type && !type.allowed) throw new Invalid(`${name} is not allowed by your firm`);
      return async () => {
        if (!type) await catalog.create(firmId, 'entity_types', newId(), { name, allowed: true });
      };
    },
  };
}

export type EntityTypeGate = ReturnType<typeof entityTypeGate>;
