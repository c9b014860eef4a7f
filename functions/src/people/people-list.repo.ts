// Pages of the Users and Entities lists: one array-contains-any over the derived keys plus one
// orderBy, served by the composite indexes declared in firestore.indexes.json.
import type { Db, DbQuery } from '../platform/db/db';
import { companiesPath, fromCompanyDoc, type CompanyDoc } from './companies.repo';
import type { CompanyRecord } from './company-record';
import type { UserRecord } from './user-record';
import { fromUserDoc, usersPath, type UserDoc } from './users.repo';

export interface ListRequest {
  keysField: 'list_keys' | 'search_keys';
  /** Any of these keys matches (at most 30, Firestore's disjunction limit). */
  keys: string[];
  sortField: string;
  descending: boolean;
}

export interface PageRequest {
  offset: number;
  limit: number;
}

/** `only_ids` answers at most this many ids (the bulk "select all" of a filtered list). */
export const MAX_LISTED_IDS = 1000;

export function peopleListRepo(db: Db) {
  const query = (path: string, req: ListRequest): DbQuery =>
    db
      .collection(path)
      .where(req.keysField, 'array-contains-any', req.keys)
      .orderBy(req.sortField, req.descending ? 'desc' : 'asc');
  const ids = async (path: string, req: ListRequest) =>
    (await query(path, req).select().limit(MAX_LISTED_IDS).get()).docs.map((d) => d.id);
  const count = async (path: string, req: ListRequest) =>
    (await query(path, req).count().get()).data().count;

  return {
    async users(firmId: string, req: ListRequest, page: PageRequest): Promise<UserRecord[]> {
      const snapshot = await query(usersPath(firmId), req)
        .offset(page.offset)
        .limit(page.limit)
        .get();
      return snapshot.docs.map((d) => fromUserDoc(firmId, d.id, d.data() as UserDoc));
    },
    countUsers: (firmId: string, req: ListRequest) => count(usersPath(firmId), req),
    userIds: (firmId: string, req: ListRequest) => ids(usersPath(firmId), req),
    async companies(firmId: string, req: ListRequest, page: PageRequest): Promise<CompanyRecord[]> {
      const snapshot = await query(companiesPath(firmId), req)
        .offset(page.offset)
        .limit(page.limit)
        .get();
      return snapshot.docs.map((d) => fromCompanyDoc(firmId, d.id, d.data() as CompanyDoc));
    },
    countCompanies: (firmId: string, req: ListRequest) => count(companiesPath(firmId), req),
    companyIds: (firmId: string, req: ListRequest) => ids(companiesPath(firmId), req),
  };
}

export type PeopleListRepo = ReturnType<typeof peopleListRepo>;
