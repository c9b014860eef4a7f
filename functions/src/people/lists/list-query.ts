// The users and entities repos' list reads over their collections (the keyed-list queries of
// platform/db/keyed-lists.ts), and the ids of the records carrying a tag.
import type { DbCollectionReference, DbQueryDocumentSnapshot } from '../../platform/db/db';
import {
  listIds,
  listPageAndCount,
  type ListRequest,
  type PageRequest,
} from '../../platform/db/keyed-lists';

type Snapshot = DbQueryDocumentSnapshot;

/**
 * The list reads of the users or entities repo over its collection: a page with its count, its
 * ids, and the ids of the records carrying a tag (so deleting the tag can take it off them).
 */
export function listingOf<R>(
  collection: (firmId: string) => DbCollectionReference,
  records: (firmId: string, docs: Snapshot[]) => R[],
) {
  return {
    async listPage(
      firmId: string,
      req: ListRequest,
      range: PageRequest,
      withCount: boolean,
    ): Promise<{ records: R[]; total?: number }> {
      const { rows, total } = await listPageAndCount(collection(firmId), req, range, withCount);
      return { records: records(firmId, rows), ...(total !== undefined && { total }) };
    },
    listIds: (firmId: string, req: ListRequest) => listIds(collection(firmId), req),
    async idsWithTag(firmId: string, tagId: string): Promise<string[]> {
      const snapshot = await collection(firmId)
        .where('tag_ids', 'array-contains', tagId)
        .select()
        .get();
      return snapshot.docs.map((d) => d.id);
    },
  };
}
