// Reads and writes tax returns (firms/{firmId}/tax_returns): the only code that touches the
// collection. Changes are made inside the caller's transaction from the record read in it.
import type { Db, DbTransaction } from '../platform/db/db';
import { recordCollection } from '../platform/db/record-collection';
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
  return {
    get: returns.get,
    read: returns.read,
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
    delete(tx: DbTransaction, r: TaxReturnRecord): void {
      tx.delete(returns.collection(r.firmId).doc(r.id));
    },
  };
}

export type TaxReturnsRepo = ReturnType<typeof taxReturnsRepo>;
