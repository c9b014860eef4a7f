// Adds or removes tag ids on many users or entities at once, in one transaction, keeping each
// record's derived list keys in step (so a failure leaves nothing half-tagged).
import type { Db } from '../platform/db/db';
import { companiesPath, companyDocListFields, type CompanyDoc } from './companies.repo';
import { usersPath, userDocListFields, type UserDoc } from './users.repo';

export type TaggedCollection = 'users' | 'companies';
/** Add the tag ids, remove them, or make them the record's exact tags. */
export type TagChange = 'add' | 'remove' | 'set';

function nextTags(current: string[], tagIds: string[], change: TagChange): string[] {
  if (change === 'set') return [...new Set(tagIds)];
  if (change === 'remove') return current.filter((t) => !tagIds.includes(t));
  return [...current, ...tagIds.filter((t) => !current.includes(t))];
}

export function tagsRepo(db: Db) {
  const path = (firmId: string, collection: TaggedCollection) =>
    collection === 'users' ? usersPath(firmId) : companiesPath(firmId);
  const derive = (collection: TaggedCollection, doc: UserDoc | CompanyDoc) =>
    collection === 'users'
      ? userDocListFields(doc as UserDoc)
      : companyDocListFields(doc as CompanyDoc);

  return {
    /** Returns how many records changed; ids that do not exist are skipped. */
    async setTags(
      firmId: string,
      collection: TaggedCollection,
      ids: string[],
      tagIds: string[],
      change: TagChange,
    ): Promise<number> {
      const refs = ids.map((id) => db.doc(`${path(firmId, collection)}/${id}`));
      return db.runTransaction(async (tx) => {
        const snapshots = refs.length ? await tx.getAll(...refs) : [];
        let updated = 0;
        for (const snapshot of snapshots) {
          if (!snapshot.exists) continue;
          const doc = snapshot.data() as UserDoc | CompanyDoc;
          const current = doc.tag_ids ?? [];
          const next = nextTags(current, tagIds, change);
          if (next.length === current.length && next.every((t, i) => t === current[i])) continue;
          tx.update(snapshot.ref, {
            tag_ids: next,
            ...derive(collection, { ...doc, tag_ids: next }),
          });
          updated++;
        }
        return updated;
      });
    },
    /** Ids of the records carrying a tag, so deleting the tag can take it off them. */
    async idsWithTag(
      firmId: string,
      collection: TaggedCollection,
      tagId: string,
    ): Promise<string[]> {
      const snapshot = await db
        .collection(path(firmId, collection))
        .where('tag_ids', 'array-contains', tagId)
        .select()
        .get();
      return snapshot.docs.map((d) => d.id);
    },
  };
}

export type TagsRepo = ReturnType<typeof tagsRepo>;
