// Reads and writes an entity's vault folders (firms/{firmId}/document_folders): the only code
// touching that collection. An entity has tens of folders, so its folders are read whole.
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';
import { recordCollection } from '../platform/db/record-collection';
import type { FolderRecord } from './document-record';

interface FolderDoc {
  company_id: string;
  path: string;
  created_by: string;
  created_at: Timestamp;
  updated_at: Timestamp;
  deleted_at: Timestamp | null;
}

export const foldersRepo = (db: Db) => {
  const folders = recordCollection<FolderRecord, FolderDoc>(db, {
    path: (firmId) => `firms/${firmId}/document_folders`,
    toDoc: (f) => ({
      company_id: f.companyId,
      path: f.path,
      created_by: f.createdBy,
      created_at: Timestamp.fromDate(f.createdAt),
      updated_at: Timestamp.fromDate(f.updatedAt),
      deleted_at: f.deletedAt ? Timestamp.fromDate(f.deletedAt) : null,
    }),
    fromDoc: (firmId, id, doc) => ({
      id,
      firmId,
      companyId: doc.company_id,
      path: doc.path,
      createdBy: doc.created_by,
      createdAt: doc.created_at.toDate(),
      updatedAt: doc.updated_at.toDate(),
      deletedAt: doc.deleted_at?.toDate() ?? null,
    }),
  });
  const ofCompany = (firmId: string, companyId: string) =>
    folders.collection(firmId).where('company_id', '==', companyId);

  return {
    insert: folders.insert,
    /** Every folder of the entity, deleted ones too. */
    async listForCompany(firmId: string, companyId: string): Promise<FolderRecord[]> {
      return folders.records(firmId, (await ofCompany(firmId, companyId).get()).docs);
    },
    /** Inside a transaction (a read): every folder of the entity, deleted ones too. */
    async readForCompany(
      tx: DbTransaction,
      firmId: string,
      companyId: string,
    ): Promise<FolderRecord[]> {
      return folders.records(firmId, (await tx.get(ofCompany(firmId, companyId))).docs);
    },
    /** Inside a transaction, after its reads: the folder has a new path (renamed or moved). */
    setPath(tx: DbTransaction, record: FolderRecord, path: string, at: Date) {
      folders.update(tx, record, { path, updatedAt: at });
    },
    /** Inside a transaction, after its reads. */
    setDeleted(tx: DbTransaction, records: FolderRecord[], deletedAt: Date | null, at: Date) {
      for (const record of records) folders.update(tx, record, { deletedAt, updatedAt: at });
    },
  };
};

export type FoldersRepo = ReturnType<typeof foldersRepo>;
