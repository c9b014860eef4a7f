// Reads and writes documents (firms/{firmId}/documents) and staged uploads
// (firms/{firmId}/document_uploads): the only code touching those collections.
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';
import { expiredInGroup } from '../platform/db/expired-in-group';
import { inChunks } from '../platform/db/in-chunks';
import { recordCollection } from '../platform/db/record-collection';
import { ROOT_FOLDER } from '@portico/common/documents/vault';
import type { DocumentRecognitionDto } from '@portico/common/documents/tax-forms';
import { recognitionWire, type DocumentRecord, type StagedUploadRecord } from './document-record';

interface DocumentDoc {
  company_id: string;
  name: string;
  /** Absent on documents made before the vault had folders: they sit at the top. */
  folder?: string;
  blob_path: string;
  content_type: string;
  size: number;
  sha256: string;
  description: string;
  /** Absent on documents made before files had tags. */
  tag_ids?: string[];
  questionnaire_id: string | null;
  question_id: string | null;
  /** Absent on documents made before documents could be moved. */
  marked_as_others?: boolean;
  uploaded_by: string;
  /** Absent on documents made before recognition. */
  recognition?: (DocumentRecognitionDto & { page_forms?: (string | null)[] | null }) | null;
  created_at: Timestamp;
  updated_at?: Timestamp;
  deleted_at: Timestamp | null;
}

interface StagedUploadDoc {
  company_id: string;
  created_by: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  files: { name: string; size: number; path: string }[];
  folder?: string;
  processed_at: Timestamp | null;
}

const stamp = (date: Date | null) => (date ? Timestamp.fromDate(date) : null);

/** What the vault changes on a file. */
export type DocumentChange = Partial<
  Pick<
    DocumentRecord,
    | 'name'
    | 'folder'
    | 'description'
    | 'tagIds'
    | 'updatedAt'
    | 'deletedAt'
    | 'questionnaireId'
    | 'questionId'
    | 'markedAsOthers'
    | 'recognition'
  >
>;

export const documentsRepo = (db: Db) => {
  const documents = recordCollection<DocumentRecord, DocumentDoc>(db, {
    path: (firmId) => `firms/${firmId}/documents`,
    toDoc: (d) => ({
      company_id: d.companyId,
      name: d.name,
      folder: d.folder,
      blob_path: d.blobPath,
      content_type: d.contentType,
      size: d.size,
      sha256: d.sha256,
      description: d.description,
      tag_ids: d.tagIds,
      questionnaire_id: d.questionnaireId,
      question_id: d.questionId,
      marked_as_others: d.markedAsOthers,
      uploaded_by: d.uploadedBy,
      recognition: d.recognition && {
        ...recognitionWire(d.recognition),
        page_forms: d.recognition.pageForms,
      },
      created_at: Timestamp.fromDate(d.createdAt),
      updated_at: Timestamp.fromDate(d.updatedAt),
      deleted_at: stamp(d.deletedAt),
    }),
    fromDoc: (firmId, id, doc) => ({
      id,
      firmId,
      companyId: doc.company_id,
      name: doc.name,
      folder: doc.folder ?? ROOT_FOLDER,
      blobPath: doc.blob_path,
      contentType: doc.content_type,
      size: doc.size,
      sha256: doc.sha256,
      description: doc.description,
      tagIds: doc.tag_ids ?? [],
      questionnaireId: doc.questionnaire_id,
      questionId: doc.question_id,
      markedAsOthers: doc.marked_as_others ?? false,
      uploadedBy: doc.uploaded_by,
      recognition: doc.recognition
        ? {
            status: doc.recognition.status,
            documentType: doc.recognition.document_type,
            pageCount: doc.recognition.page_count,
            parentDocumentId: doc.recognition.parent_document_id,
            parentPages: doc.recognition.parent_pages,
            categorizedByAi: doc.recognition.categorized_by_ai,
            taxYear: doc.recognition.tax_year ?? null,
            payer: doc.recognition.payer ?? null,
            pageForms: doc.recognition.page_forms ?? null,
          }
        : null,
      createdAt: doc.created_at.toDate(),
      updatedAt: (doc.updated_at ?? doc.created_at).toDate(),
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
      folder: u.folder,
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
      folder: doc.folder ?? ROOT_FOLDER,
      processedAt: doc.processed_at?.toDate() ?? null,
    }),
  });

  const inFolder = (firmId: string, companyId: string, folder: string) =>
    documents.collection(firmId).where('company_id', '==', companyId).where('folder', '==', folder);

  return {
    get: documents.get,
    getMany: documents.getMany,
    readMany: documents.readMany,
    insert: documents.insert,
    createUpload: uploads.create,
    getUpload: uploads.get,
    readUpload: uploads.read,
    /** Uploads whose window closed before `before`, of every firm, oldest first (at most `limit`). */
    async expiredUploads(before: Date, limit: number): Promise<StagedUploadRecord[]> {
      const found = await expiredInGroup(db, 'document_uploads', before, limit);
      return found.flatMap(({ firmId, doc }) => uploads.records(firmId, [doc]));
    },
    async deleteUpload(firmId: string, id: string): Promise<void> {
      await uploads.collection(firmId).doc(id).delete();
    },
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
    markDeleted(tx: DbTransaction, records: DocumentRecord[], at: Date | null): void {
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
    /**
     * The entities' live documents read for tax forms (PDFs), oldest first. By entity alone, live
     * ones picked here: an entity's files are few, and the embedded store plans `in` with a second
     * equality badly (it scanned every live file of the firm: 100 entities 400 ms, now ~20).
     */
    async listRecognized(firmId: string, companyIds: string[]) {
      const found = await Promise.all(
        inChunks(companyIds).map((chunk) =>
          documents.collection(firmId).where('company_id', 'in', chunk).get(),
        ),
      );
      return found
        .flatMap((snapshot) => documents.records(firmId, snapshot.docs))
        .filter((d) => d.recognition && d.deletedAt === null)
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    },
    /** The firm's files (deleted ones too) that carry a document tag. */
    async idsWithTag(firmId: string, tagId: string): Promise<string[]> {
      const found = await documents
        .collection(firmId)
        .where('tag_ids', 'array-contains', tagId)
        .select()
        .get();
      return found.docs.map((d) => d.id);
    },
    /** The entity's files in one folder, deleted ones too when asked. */
    async listInFolder(firmId: string, companyId: string, folder: string, withDeleted: boolean) {
      let query = inFolder(firmId, companyId, folder);
      if (!withDeleted) query = query.where('deleted_at', '==', null);
      return documents.records(firmId, (await query.get()).docs);
    },
    async countLiveInFolder(firmId: string, companyId: string, folder: string): Promise<number> {
      const counted = await inFolder(firmId, companyId, folder)
        .where('deleted_at', '==', null)
        .count()
        .get();
      return counted.data().count;
    },
    /** The entity's live files in these folders. */
    async listLiveInFolders(firmId: string, companyId: string, folders: string[]) {
      const found: DocumentRecord[] = [];
      for (const chunk of inChunks(folders)) {
        const query = documents
          .collection(firmId)
          .where('company_id', '==', companyId)
          .where('folder', 'in', chunk)
          .where('deleted_at', '==', null);
        found.push(...documents.records(firmId, (await query.get()).docs));
      }
      return found;
    },
    /**
     * Inside a transaction (reads): the files in these folders that are live (`deletedAt` null),
     * were deleted at that moment, or (`'any'`) all of them.
     */
    async readInFolders(
      tx: DbTransaction,
      firmId: string,
      companyId: string,
      folders: string[],
      deletedAt: Date | null | 'any',
    ): Promise<DocumentRecord[]> {
      const found: DocumentRecord[] = [];
      for (const chunk of inChunks(folders)) {
        let query = documents
          .collection(firmId)
          .where('company_id', '==', companyId)
          .where('folder', 'in', chunk);
        if (deletedAt !== 'any') query = query.where('deleted_at', '==', stamp(deletedAt));
        found.push(...documents.records(firmId, (await tx.get(query)).docs));
      }
      return found;
    },
    /** Inside a transaction, after its reads: a rename, a description, a restore. */
    change(tx: DbTransaction, record: DocumentRecord, patch: DocumentChange): DocumentRecord {
      return documents.update(tx, record, patch);
    },
    /** Inside a transaction, after its reads: the document joins the questionnaire's attachments. */
    attachTo(tx: DbTransaction, record: DocumentRecord, questionnaireId: string): void {
      documents.update(tx, record, { questionnaireId, questionId: null, markedAsOthers: true });
    },
    /**
     * The live documents split out of one (recognition's or a person's), in page order; inside a
     * transaction when one is given.
     */
    async listChildren(firmId: string, parentId: string, tx?: DbTransaction) {
      const query = documents
        .collection(firmId)
        .where('recognition.parent_document_id', '==', parentId)
        .where('deleted_at', '==', null);
      const found = tx ? await tx.get(query) : await query.get();
      const firstPage = (d: DocumentRecord) => d.recognition?.parentPages?.[0] ?? 0;
      return documents.records(firmId, found.docs).sort((a, b) => firstPage(a) - firstPage(b));
    },
    /** A questionnaire's deleted documents, most lately deleted first (staff restore them). */
    async listDeletedForQuestionnaire(firmId: string, questionnaireId: string) {
      const found = await documents
        .collection(firmId)
        .where('questionnaire_id', '==', questionnaireId)
        .get();
      return documents
        .records(firmId, found.docs)
        .filter((d) => d.deletedAt)
        .sort((a, b) => b.deletedAt!.getTime() - a.deletedAt!.getTime());
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
