// Reads and writes documents (firms/{firmId}/documents) and staged uploads
// (firms/{firmId}/document_uploads): the only code touching those collections.
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';
import { recordCollection } from '../platform/db/record-collection';
import type { DocumentRecord, StagedUploadRecord } from './document-record';

interface DocumentDoc {
  company_id: string;
  name: string;
  blob_path: string;
  content_type: string;
  size: number;
  sha256: string;
  description: string;
  questionnaire_id: string | null;
  question_id: string | null;
  /** Absent on documents made before documents could be moved. */
  marked_as_others?: boolean;
  uploaded_by: string;
  created_at: Timestamp;
  deleted_at: Timestamp | null;
}

interface StagedUploadDoc {
  company_id: string;
  created_by: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  files: { name: string; size: number; path: string }[];
  processed_at: Timestamp | null;
}

const stamp = (date: Date | null) => (date ? Timestamp.fromDate(date) : null);

export const documentsRepo = (db: Db) => {
  const documents = recordCollection<DocumentRecord, DocumentDoc>(db, {
    path: (firmId) => `firms/${firmId}/documents`,
    toDoc: (d) => ({
      company_id: d.companyId,
      name: d.name,
      blob_path: d.blobPath,
      content_type: d.contentType,
      size: d.size,
      sha256: d.sha256,
      description: d.description,
      questionnaire_id: d.questionnaireId,
      question_id: d.questionId,
      marked_as_others: d.markedAsOthers,
      uploaded_by: d.uploadedBy,
      created_at: Timestamp.fromDate(d.createdAt),
      deleted_at: stamp(d.deletedAt),
    }),
    fromDoc: (firmId, id, doc) => ({
      id,
      firmId,
      companyId: doc.company_id,
      name: doc.name,
      blobPath: doc.blob_path,
      contentType: doc.content_type,
      size: doc.size,
      sha256: doc.sha256,
      description: doc.description,
      questionnaireId: doc.questionnaire_id,
      questionId: doc.question_id,
      markedAsOthers: doc.marked_as_others ?? false,
      uploadedBy: doc.uploaded_by,
      createdAt: doc.created_at.toDate(),
      deletedAt: doc.deleted_at?.toDate() ?? null,
    }),
  });
  const uploads = recordCollection<StagedUploadRecord, StagedUploadDoc>(db, {
    path: (firmId) => `firms/${firmId}/document_uploads`,
    toDoc: (u) => ({
      company_id: u.companyId,
      created_by: u.createdBy,
      created_at: Timestamp.fromDate(u.createdAt),
      expires_at: Timestamp.fromDate(u.expiresAt),
      files: u.files,
      processed_at: stamp(u.processedAt),
    }),
    fromDoc: (firmId, id, doc) => ({
      id,
      firmId,
      companyId: doc.company_id,
      createdBy: doc.created_by,
      createdAt: doc.created_at.toDate(),
      expiresAt: doc.expires_at.toDate(),
      files: doc.files,
      processedAt: doc.processed_at?.toDate() ?? null,
    }),
  });

  return {
    get: documents.get,
    getMany: documents.getMany,
    readMany: documents.readMany,
    insert: documents.insert,
    createUpload: uploads.create,
    getUpload: uploads.get,
    readUpload: uploads.read,
    /** Inside a transaction, after its reads. */
    markProcessed(tx: DbTransaction, upload: StagedUploadRecord, at: Date): void {
      uploads.update(tx, upload, { processedAt: at });
    },
    /**
     * Inside a transaction, after its reads: the document answers another question of its
     * questionnaire, or (null) is one of its additional attachments.
     */
    place(tx: DbTransaction, record: DocumentRecord, questionId: string | null): void {
      documents.update(tx, record, { questionId, markedAsOthers: questionId === null });
    },
    /** Inside a transaction, after its reads: the documents leave their question and the vault. */
    markDeleted(tx: DbTransaction, records: DocumentRecord[], at: Date): void {
      for (const record of records) documents.update(tx, record, { deletedAt: at });
    },
    /** The entity's live document with these bytes, if any (equalities served by single-field indexes). */
    async findSame(firmId: string, companyId: string, sha256: string) {
      const found = await documents
        .collection(firmId)
        .where('company_id', '==', companyId)
        .where('sha256', '==', sha256)
        .where('deleted_at', '==', null)
        .limit(1)
        .get();
      return documents.records(firmId, found.docs)[0] ?? null;
    },
    /** The entity's live documents uploaded outside any questionnaire, newest first. */
    async listUnattached(firmId: string, companyId: string) {
      const found = await documents
        .collection(firmId)
        .where('company_id', '==', companyId)
        .where('questionnaire_id', '==', null)
        .where('deleted_at', '==', null)
        .get();
      return documents
        .records(firmId, found.docs)
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    },
    /** Inside a transaction, after its reads: the document joins the questionnaire's attachments. */
    attachTo(tx: DbTransaction, record: DocumentRecord, questionnaireId: string): void {
      documents.update(tx, record, { questionnaireId, questionId: null, markedAsOthers: true });
    },
    /** A questionnaire's live documents, for its page. */
    async listForQuestionnaire(firmId: string, questionnaireId: string) {
      const found = await documents
        .collection(firmId)
        .where('questionnaire_id', '==', questionnaireId)
        .where('deleted_at', '==', null)
        .get();
      return documents.records(firmId, found.docs);
    },
  };
};

export type DocumentsRepo = ReturnType<typeof documentsRepo>;
