// The firm's catalogues staff read and partners edit: groups, entity types and custom statuses.
import { STANDARD_ENTITY_TYPES } from '@portico/common/people/access';
import type { FirmCatalogList } from '@portico/common/firm/firm-settings-schema';
import type {
  CustomStatusDto,
  EntityTypeDto,
  FirmGroupDto,
} from '@portico/common/firm/firm-catalog-dto';
import { Conflict, Invalid, NotFound } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import type { CatalogShapes, FirmCatalogRepo } from './firm-catalog.repo';
import { requireAdvisor, requirePartner } from './firm.policy';

type CatalogDto = FirmGroupDto | EntityTypeDto | CustomStatusDto;

/** Standard entity types are not stored; an override document records "(Not Allowed)". */
const standardId = (name: string) => `std-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;

/** The six standard types (with the firm's "(Not Allowed)" marks), then its custom types by name. */
export async function entityTypesOf(
  catalog: FirmCatalogRepo,
  firmId: string,
): Promise<EntityTypeDto[]> {
  const stored = await catalog.list(firmId, 'entity_types');
  const standard = STANDARD_ENTITY_TYPES.map((name) => {
    const override = stored.find((t) => t.id === standardId(name));
    return { id: standardId(name), name, allowed: override?.allowed ?? true, standard: true };
  });
  const custom = stored
    .filter((t) => !t.id.startsWith('std-'))
    .map((t) => ({ id: t.id, name: t.name, allowed: t.allowed, standard: false }))
    .sort((a, b) => a.name.localeCompare(b.name));
  return [...standard, ...custom];
}

export function firmCatalogService(catalog: FirmCatalogRepo, newId: () => string) {
  const entityTypes = (firmId: string) => entityTypesOf(catalog, firmId);

  async function list(firmId: string, name: FirmCatalogList): Promise<CatalogDto[]> {
    if (name === 'entity_types') return entityTypes(firmId);
    const items = await catalog.list(firmId, name);
    return (items as CatalogDto[]).sort((a, b) =>
      JSON.stringify(a).localeCompare(JSON.stringify(b)),
    );
  }

  return {
    async list(principal: Principal | null | undefined, name: FirmCatalogList) {
      const caller = requireAdvisor(principal);
      return list(caller.firmId, name);
    },
    async create<K extends FirmCatalogList>(
      principal: Principal | null | undefined,
      name: K,
      doc: CatalogShapes[K],
    ) {
      const caller = requirePartner(principal);
      if (name === 'entity_types') {
        const existing = await entityTypes(caller.firmId);
        const wanted = (doc as CatalogShapes['entity_types']).name.toLowerCase();
        if (existing.some((t) => t.name.toLowerCase() === wanted))
          throw new Conflict('This entity type already exists');
      }
      const id = newId();
      await catalog.create(caller.firmId, name, id, doc);
      return { ...doc, id, ...(name === 'entity_types' ? { standard: false } : {}) };
    },
    async update<K extends FirmCatalogList>(
      principal: Principal | null | undefined,
      name: K,
      id: string,
      doc: CatalogShapes[K],
    ) {
      const caller = requirePartner(principal);
      if (name === 'entity_types' && id.startsWith('std-')) {
        const standard = (await entityTypes(caller.firmId)).find((t) => t.id === id);
        if (!standard) throw new NotFound('No such entity type');
        // Only "allowed" changes on a standard type; its name is the spec's.
        const allowed = (doc as CatalogShapes['entity_types']).allowed;
        await catalog.update(caller.firmId, 'entity_types', id, { name: standard.name, allowed });
        return { ...standard, allowed };
      }
      if (!(await catalog.get(caller.firmId, name, id))) throw new NotFound('Not found');
      await catalog.update(caller.firmId, name, id, doc);
      return { ...doc, id, ...(name === 'entity_types' ? { standard: false } : {}) };
    },
    async remove(
      principal: Principal | null | undefined,
      name: FirmCatalogList,
      id: string,
    ): Promise<void> {
      const caller = requirePartner(principal);
      if (name === 'entity_types' && id.startsWith('std-')) {
        throw new Invalid('Standard entity types cannot be deleted; mark them not allowed instead');
      }
      if (!(await catalog.get(caller.firmId, name, id))) throw new NotFound('Not found');
      await catalog.remove(caller.firmId, name, id);
    },
  };
}

export type FirmCatalogService = ReturnType<typeof firmCatalogService>;
