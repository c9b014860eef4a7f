// Pages of the Users and Entities lists: per key group, one array-contains(-any) over the derived
// keys plus one orderBy, served by the composite indexes declared in firestore.indexes.json.
import { Timestamp, type Db, type DbQuery, type DbQueryDocumentSnapshot } from '../platform/db/db';
import { companiesPath, fromCompanyDoc, type CompanyDoc } from './companies.repo';
import type { CompanyRecord } from './company-record';
import type { UserRecord } from './user-record';
import { fromUserDoc, usersPath, type UserDoc } from './users.repo';

export interface ListRequest {
  keysField: 'list_keys' | 'search_keys';
  /**
   * Disjoint key lists (one per firm group): a row matches when it carries any key of a list, and
   * no row matches two lists, so each list is queried and counted on its own and the pages merged.
   */
  keys: string[][];
  sortField: string;
  descending: boolean;
}

export interface PageRequest {
  offset: number;
  limit: number;
}

/** `only_ids` answers at most this many ids (the bulk "select all" of a filtered list). */
export const MAX_LISTED_IDS = 1000;

type Snapshot = DbQueryDocumentSnapshot;

const sortable = (value: unknown) =>
  value instanceof Timestamp ? value.toMillis() : (value as string | number);

/** The store's order: the sort field, then the document id, both in the query's direction. */
function byListOrder(req: ListRequest) {
  return (a: Snapshot, b: Snapshot) => {
    const va = sortable(a.get(req.sortField));
    const vb = sortable(b.get(req.sortField));
    const c = va < vb ? -1 : va > vb ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    return req.descending ? -c : c;
  };
}

export function peopleListRepo(db: Db) {
  // One key is an array-contains: the same rows, and a store counts it from the index alone.
  const query = (path: string, req: ListRequest, keys: string[]): DbQuery =>
    db
      .collection(path)
      .where(
        req.keysField,
        keys.length === 1 ? 'array-contains' : 'array-contains-any',
        keys.length === 1 ? keys[0] : keys,
      )
      .orderBy(req.sortField, req.descending ? 'desc' : 'asc');

  /** The rows [offset, offset + limit) of the merged lists. */
  async function page(
    path: string,
    req: ListRequest,
    { offset, limit }: PageRequest,
    idsOnly = false,
  ): Promise<Snapshot[]> {
    const [only] = req.keys;
    const shaped = (q: DbQuery) => (idsOnly ? q.select(req.sortField) : q);
    if (req.keys.length === 1 && only)
      return (
        await shaped(query(path, req, only))
          .offset(offset)
          .limit(limit)
          .get()
      ).docs;
    const parts = await Promise.all(
      req.keys.map((keys) =>
        shaped(query(path, req, keys))
          .limit(offset + limit)
          .get(),
      ),
    );
    return parts
      .flatMap((p) => p.docs)
      .sort(byListOrder(req))
      .slice(offset, offset + limit);
  }
  async function count(path: string, req: ListRequest): Promise<number> {
    const counts = await Promise.all(
      req.keys.map(async (keys) => (await query(path, req, keys).count().get()).data().count),
    );
    return counts.reduce((a, b) => a + b, 0);
  }
  const ids = async (path: string, req: ListRequest) =>
    (await page(path, req, { offset: 0, limit: MAX_LISTED_IDS }, true)).map((d) => d.id);

  return {
    async users(firmId: string, req: ListRequest, range: PageRequest): Promise<UserRecord[]> {
      const docs = await page(usersPath(firmId), req, range);
      return docs.map((d) => fromUserDoc(firmId, d.id, d.data() as UserDoc));
    },
    countUsers: (firmId: string, req: ListRequest) => count(usersPath(firmId), req),
    userIds: (firmId: string, req: ListRequest) => ids(usersPath(firmId), req),
    async companies(
      firmId: string,
      req: ListRequest,
      range: PageRequest,
    ): Promise<CompanyRecord[]> {
      const docs = await page(companiesPath(firmId), req, range);
      return docs.map((d) => fromCompanyDoc(firmId, d.id, d.data() as CompanyDoc));
    },
    countCompanies: (firmId: string, req: ListRequest) => count(companiesPath(firmId), req),
    companyIds: (firmId: string, req: ListRequest) => ids(companiesPath(firmId), req),
  };
}

export type PeopleListRepo = ReturnType<typeof peopleListRepo>;
