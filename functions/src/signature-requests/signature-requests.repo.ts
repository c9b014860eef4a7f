// Reads and writes signature requests (firms/{firmId}/signature_requests): the only code that
// touches the collection.
import type { DbTransaction, Db } from '../platform/db/db';
import { listPageAndCount, type ListRequest, type PageRequest } from '../platform/db/keyed-lists';
import { recordCollection } from '../platform/db/record-collection';
import {
  fromSignatureRequestDoc,
  toSignatureRequestDoc,
  type SignatureRequestRecord,
} from './signature-request-record';

export const signatureRequestsPath = (firmId: string) => `firms/${firmId}/signature_requests`;

/** An entity's requests are few (a handful a year): its list reads them all, up to this. */
const MAX_FOR_ENTITY = 200;

export function signatureRequestsRepo(db: Db) {
  const requests = recordCollection(db, {
    path: signatureRequestsPath,
    toDoc: toSignatureRequestDoc,
    fromDoc: fromSignatureRequestDoc,
  });
  return {
    get: requests.get,
    read: requests.read,
    readMany: requests.readMany,
    insert: requests.insert,
    update: requests.update,
    patch: requests.patch,
    /** An entity's requests, newest first (composite index company_id, created_at). */
    async listForEntity(firmId: string, companyId: string): Promise<SignatureRequestRecord[]> {
      const snapshot = await requests
        .collection(firmId)
        .where('company_id', '==', companyId)
        .orderBy('created_at', 'desc')
        .limit(MAX_FOR_ENTITY)
        .get();
      return requests.records(firmId, snapshot.docs);
    },
    /** The ids of all an entity's requests (an entity has a handful a year). */
    async idsForEntity(firmId: string, companyId: string): Promise<string[]> {
      const snapshot = await requests
        .collection(firmId)
        .where('company_id', '==', companyId)
        .select()
        .get();
      return snapshot.docs.map((d) => d.id);
    },
    /** A page of the Signatures table, with its count (keyed-lists.ts). */
    async tablePage(
      firmId: string,
      req: ListRequest,
      page: PageRequest,
    ): Promise<{ rows: SignatureRequestRecord[]; total: number }> {
      const { rows, total = 0 } = await listPageAndCount(
        requests.collection(firmId),
        req,
        page,
        true,
      );
      return { rows: requests.records(firmId, rows), total };
    },
    delete(tx: DbTransaction, r: SignatureRequestRecord): void {
      tx.delete(requests.collection(r.firmId).doc(r.id));
    },
  };
}

export type SignatureRequestsRepo = ReturnType<typeof signatureRequestsRepo>;
