// The tags a client list names, as ids: the firm's tag of that name (case aside), or a new one, as
// the Tags dialogs make a tag named there. A new tag's id derives from its kind and name, so chunks
// imported side by side that name the same new tag make it once.
import { createHash } from 'node:crypto';
import type { ClientListType } from '@portico/common/imports/imports';
import { tagsOfKind, type FirmCatalogRepo } from '../../firm/firm.module';

export type ListTagKind = 'contact' | 'entity';

/** An individuals list tags its clients (contact tags); a businesses list its entities. */
export const tagKindOfList = (listType: ClientListType): ListTagKind =>
  listType === 'individuals' ? 'contact' : 'entity';

const tagKey = (name: string) => name.trim().toLowerCase();

const importedTagId = (kind: ListTagKind, name: string) =>
  `tag-${createHash('sha256')
    .update(`${kind}\u0000${tagKey(name)}`)
    .digest('hex')
    .slice(0, 24)}`;

export interface ListTags {
  /** The ids of these names, making the tags the firm does not have yet. */
  idsOf(names: string[]): Promise<string[]>;
}

export async function listTags(
  catalog: FirmCatalogRepo,
  firmId: string,
  kind: ListTagKind,
): Promise<ListTags> {
  const known = new Map(
    (await tagsOfKind(catalog, firmId, kind)).map((tag) => [tagKey(tag.name), tag.id]),
  );
  async function make(name: string): Promise<string> {
    const id = importedTagId(kind, name);
    if (!(await catalog.get(firmId, 'tags', id))) {
      try {
        await catalog.create(firmId, 'tags', id, { kind, name });
      } catch (error) {
        // Another chunk made it meanwhile.
        if (!(await catalog.get(firmId, 'tags', id))) throw error;
      }
    }
    known.set(tagKey(name), id);
    return id;
  }
  return {
    async idsOf(names) {
      const ids: string[] = [];
      for (const name of names) ids.push(known.get(tagKey(name)) ?? (await make(name)));
      return ids;
    },
  };
}
