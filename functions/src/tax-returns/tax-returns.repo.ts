// Reads and writes tax returns (firms/{firmId}/tax_returns): the only code that touches the
// collection. Changes are made inside the caller's transaction from the record read in it.
import type { Db, DbTransaction } from '../platform/db/db';
import { listPageAndCount, type ListRequest, type PageRequest } from '../platform/db/keyed-lists';
import { recordCollection } from '../platform/db/record-collection';
import { SUMMARY_FIELDS } from './tax-returns.dto';
import { fromTaxReturnDoc, toTaxReturnDoc, type TaxReturnRecord } from './tax-return-record';

export const taxReturnsPath = (firmId: string) => `firms/${firmId}/tax_returns`;

/** An entity's returns are few (one or two a year): its list reads them all. */
const MAX_FOR_ENTITY = 200;

export function taxReturnsRepo(db: Db) {
  const returns = recordCollection(db, {
    path: taxReturnsPath,
    toDoc: toTaxReturnDoc,
    fromDoc: fromTaxReturnDoc,
  });
  async function idsWhere(firmId: string, field: string, value: string): Promise<string[]> {
    const snapshot = await returns.collection(firmId).where(field, '==', value).select().get();
    return snapshot.docs.map((d) => d.id);
  }

  return {
    get: returns.get,
    read: returns.read,
    readMany: returns.readMany,
    insert: returns.insert,
    update: returns.update,
    patch: returns.patch,
    /** An entity's returns, newest first (composite index company_id, created_at). */
    async listForEntity(firmId: string, companyId: string): Promise<TaxReturnRecord[]> {
      const snapshot = await returns
        .collection(firmId)
        .where('company_id', '==', companyId)
        .orderBy('created_at', 'desc')
        .limit(MAX_FOR_ENTITY)
        .get();
      return returns.records(firmId, snapshot.docs);
    },
    /** The ids of an entity's returns, all of them (an entity has a few a year). */
    idsForEntity: (firmId: string, companyId: string) => idsWhere(firmId, 'company_id', companyId),
    /** The ids of the returns whose entity `advisorId` is assigned to. */
    idsForAdvisor: (firmId: string, advisorId: string) =>
      idsWhere(firmId, 'assigned_advisor_id', advisorId),
    /** A page of the Deliver table, and its count when asked (keyed-lists.ts). */
    async tablePage(
      firmId: string,
      req: Omit<ListRequest, 'select'>,
      page: PageRequest,
      withCount: boolean,
    ): Promise<{ rows: TaxReturnRecord[]; total?: number }> {
      const { rows, total } = await listPageAndCount(
        returns.collection(firmId),
        { ...req, select: SUMMARY_FIELDS },
        page,
        withCount,
      );
      return { rows: returns.records(firmId, rows), ...(total !== undefined && { total }) };
    },
    delete(tx: DbTransaction, r: TaxReturnRecord): void {
      tx.delete(returns.collection(r.firmId).doc(r.id));
    },
  };
}

export type TaxReturnsRepo = ReturnType<typeof taxReturnsRepo>;
