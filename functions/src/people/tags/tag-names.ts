// Turns records' tag ids into {id, name} for staff answers, from the firm's tag catalogue.
import type { TagRefDto } from '@portico/common/people/people-list';
import type { FirmCatalogRepo } from '../../firm/firm.module';

/** Tag ids to names; ids of deleted tags are dropped. */
export type TagNames = ReadonlyMap<string, string>;

export const NO_TAG_NAMES: TagNames = new Map();

/** The firm's user and entity tag names by id. */
export async function loadTagNames(catalog: FirmCatalogRepo, firmId: string): Promise<TagNames> {
  const tags = await catalog.list(firmId, 'tags');
  return new Map(tags.map((t) => [t.id, t.name]));
}

export const tagRefs = (ids: string[], names: TagNames): TagRefDto[] =>
  ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  });
