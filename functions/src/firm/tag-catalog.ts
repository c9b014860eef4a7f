// The firm's tag lists (one catalogue, a kind per list: user, entity and document tags): reading a
// kind's tags in name order and matching names as the screens do, in any case.
import type { FirmCatalogRepo, TagDoc } from './firm-catalog.repo';

export type TagKind = TagDoc['kind'];

export const sameTagName = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

/** The firm's tags of one kind, sorted by name. */
export async function tagsOfKind(
  catalog: FirmCatalogRepo,
  firmId: string,
  kind: TagKind,
): Promise<{ id: string; name: string }[]> {
  const all = await catalog.list(firmId, 'tags');
  return all
    .filter((t) => t.kind === kind)
    .map((t) => ({ id: t.id, name: t.name }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
