// Reads and writes import uploads (firms/{firmId}/import_uploads: files promised, not yet
// committed) and imports (firms/{firmId}/imports: what the onboarding team processes, or what the
// portal processes itself). A processed import's rows are handled in chunks, each leaving a
// document under `chunks/{file}-{n}` with what became of its rows: progress is a count of those,
// never a counter many tasks write at once.
import type {
  ClientListType,
  ImportDto,
  ImportFileType,
  ImportProgressDto,
  UnplacedFileDto,
  ImportStatus,
  TaxSoftware,
} from '@portico/common/imports/imports';
import { Timestamp, type Db, type DbTransaction } from '../platform/db/db';
import type { PlannedWrites } from '../platform/db/planned-writes';
import { expiredInGroup } from '../platform/db/expired-in-group';

export const importsPath = (firmId: string) => `firms/${firmId}/imports`;
export const importUploadsPath = (firmId: string) => `firms/${firmId}/import_uploads`;

export interface StoredImportFile {
  name: string;
  size: number;
  content_type: string;
  /** The blob path: staged under the upload, then the import's own copy (import-blob-paths.ts). */
  path: string;
}

export interface ImportOptions {
  list_type: ClientListType | null;
  assigned_firm_user_id: string | null;
  send_sign_in_links: boolean;
  /** Where the links sent for the import lead: the portal the importer used. */
  portal_url: string | null;
  tax_software: TaxSoftware | null;
  year: number | null;
  document_name: string | null;
  comment: string;
}

export interface ImportUploadRecord {
  id: string;
  firmId: string;
  createdBy: string;
  createdAt: Date;
  expiresAt: Date;
  documentType: ImportFileType;
  options: ImportOptions;
  files: StoredImportFile[];
  committed: boolean;
}

export interface ImportRecord {
  id: string;
  firmId: string;
  createdBy: string;
  createdAt: Date;
  documentType: ImportFileType;
  options: ImportOptions;
  files: StoredImportFile[];
  status: ImportStatus;
  /** Each file's rows once read (processed kinds; null before): 0 for a file not read. */
  rowCounts: number[] | null;
  /** Whole files that could not be read, each "{file}: {why}". */
  problems: string[];
  /** A placed import's files placed by hand since, as `placedKey`s. */
  placed: string[];
}

/** A row not imported: its file (by index), its line, why; a placed import's file, its name. */
export interface FailedRow {
  file: number;
  line: number;
  reason: string;
  name?: string;
}

/** A file of a placed import, by its zip and its place there. */
export const placedKey = (file: number, line: number) => `${file}:${line}`;

/** What one chunk of rows came to. */
export interface ChunkOutcome {
  rows: number;
  created: number;
  /** Rows that changed what an earlier import made (absent in outcomes stored before). */
  updated?: number;
  unchanged: number;
  failed: FailedRow[];
}

/** How many rows a chunk task handles. */
export const ROWS_PER_CHUNK = 100;
export const chunksOf = (rows: number) => Math.ceil(rows / ROWS_PER_CHUNK);
export const chunkKey = (file: number, chunk: number) => `${file}-${chunk}`;

interface ImportUploadDoc extends ImportOptions {
  created_by: string;
  created_at: Timestamp;
  expires_at: Timestamp;
  document_type: ImportFileType;
  files: StoredImportFile[];
  status: 'pending' | 'committed';
}

interface ImportDoc extends ImportOptions {
  created_by: string;
  created_at: Timestamp;
  document_type: ImportFileType;
  files: StoredImportFile[];
  status: ImportStatus;
  /** Absent on imports made before the portal processed any. */
  row_counts?: number[] | null;
  problems?: string[];
  placed?: string[];
}

/** Options as stored; the ones added later read as their defaults on older imports. */
const optionsOf = (
  doc: Omit<ImportOptions, 'send_sign_in_links' | 'portal_url'> & Partial<ImportOptions>,
): ImportOptions => ({
  list_type: doc.list_type,
  assigned_firm_user_id: doc.assigned_firm_user_id,
  send_sign_in_links: doc.send_sign_in_links ?? false,
  portal_url: doc.portal_url ?? null,
  tax_software: doc.tax_software,
  year: doc.year,
  document_name: doc.document_name,
  comment: doc.comment,
});

function fromUploadDoc(firmId: string, id: string, doc: ImportUploadDoc): ImportUploadRecord {
  return {
    id,
    firmId,
    createdBy: doc.created_by,
    createdAt: doc.created_at.toDate(),
    expiresAt: doc.expires_at.toDate(),
    documentType: doc.document_type,
    options: optionsOf(doc),
    files: doc.files,
    committed: doc.status === 'committed',
  };
}

function fromImportDoc(firmId: string, id: string, doc: ImportDoc): ImportRecord {
  return {
    id,
    firmId,
    createdBy: doc.created_by,
    createdAt: doc.created_at.toDate(),
    documentType: doc.document_type,
    options: optionsOf(doc),
    files: doc.files,
    status: doc.status,
    rowCounts: doc.row_counts ?? null,
    problems: doc.problems ?? [],
    placed: doc.placed ?? [],
  };
}

/** The rows done so far, from the chunks' outcomes (null while the files are being read). */
export function progressOf(
  record: ImportRecord,
  outcomes: ChunkOutcome[],
): ImportProgressDto | null {
  if (!record.rowCounts) return null;
  const sum = (pick: (o: ChunkOutcome) => number) => outcomes.reduce((n, o) => n + pick(o), 0);
  return {
    total: record.rowCounts.reduce((n, rows) => n + rows, 0),
    done: sum((o) => o.rows),
    created: sum((o) => o.created),
    updated: sum((o) => o.updated ?? 0),
    unchanged: sum((o) => o.unchanged),
    failed: sum((o) => o.failed.length),
  };
}

const shownOptions = ({ portal_url: _where, ...shown }: ImportOptions) => shown;

/** The answer shape: no blob paths and no Timestamps leave the server. */
export function toImportDto(
  record: ImportRecord,
  progress: ImportProgressDto | null,
  unplaced: UnplacedFileDto[] = [],
): ImportDto {
  return {
    id: record.id,
    document_type: record.documentType,
    ...shownOptions(record.options),
    files: record.files.map(({ name, size, content_type }) => ({ name, size, content_type })),
    status: record.status,
    progress,
    problems: record.problems,
    unplaced,
    created_by: record.createdBy,
    created_at: record.createdAt.toISOString(),
  };
}

export function importsRepo(db: Db) {
  const uploadRef = (firmId: string, id: string) => db.doc(`${importUploadsPath(firmId)}/${id}`);
  const importRef = (firmId: string, id: string) => db.doc(`${importsPath(firmId)}/${id}`);
  const chunks = (record: Pick<ImportRecord, 'firmId' | 'id'>) =>
    db.collection(`${importsPath(record.firmId)}/${record.id}/chunks`);

  return {
    async createUpload(upload: Omit<ImportUploadRecord, 'committed'>): Promise<void> {
      const doc: ImportUploadDoc = {
        ...upload.options,
        created_by: upload.createdBy,
        created_at: Timestamp.fromDate(upload.createdAt),
        expires_at: Timestamp.fromDate(upload.expiresAt),
        document_type: upload.documentType,
        files: upload.files,
        status: 'pending',
      };
      await uploadRef(upload.firmId, upload.id).create(doc);
    },

    async getUpload(firmId: string, id: string): Promise<ImportUploadRecord | null> {
      const snapshot = await uploadRef(firmId, id).get();
      return snapshot.exists ? fromUploadDoc(firmId, id, snapshot.data() as ImportUploadDoc) : null;
    },

    /**
     * Turns a pending upload into its import, which keeps `files` (the commit's copies), in one
     * transaction: the import record and the upload's committed mark are written together or not
     * at all. A second commit of the same upload writes nothing and answers the import the first
     * one made; null when the upload is gone.
     */
    async commit(
      upload: ImportUploadRecord,
      files: StoredImportFile[],
      at: Date,
      status: ImportStatus,
    ): Promise<ImportRecord | null> {
      return db.runTransaction(async (tx) => {
        const [uploadSnap, importSnap] = await tx.getAll(
          uploadRef(upload.firmId, upload.id),
          importRef(upload.firmId, upload.id),
        );
        if (importSnap?.exists)
          return fromImportDoc(upload.firmId, upload.id, importSnap.data() as ImportDoc);
        // Swept away meanwhile (only long after its expiry).
        if (!uploadSnap?.exists) return null;
        const doc: ImportDoc = {
          ...upload.options,
          created_by: upload.createdBy,
          created_at: Timestamp.fromDate(at),
          document_type: upload.documentType,
          files,
          status,
          row_counts: null,
          problems: [],
        };
        tx.create(importRef(upload.firmId, upload.id), doc);
        tx.update(uploadSnap.ref, { status: 'committed' });
        return fromImportDoc(upload.firmId, upload.id, doc);
      });
    },

    /** Uploads of every firm whose window closed before `before`, oldest first. */
    async expiredUploads(before: Date, limit: number): Promise<ImportUploadRecord[]> {
      const found = await expiredInGroup(db, 'import_uploads', before, limit);
      return found.map(({ firmId, doc }) =>
        fromUploadDoc(firmId, doc.id, doc.data() as ImportUploadDoc),
      );
    },

    async deleteUpload(firmId: string, id: string): Promise<void> {
      await uploadRef(firmId, id).delete();
    },

    /** Has a client list been imported into the firm, whatever rows it left out (the Guide)? */
    async hasImportedClients(firmId: string): Promise<boolean> {
      const lists = await db
        .collection(importsPath(firmId))
        .where('document_type', '==', 'client_list')
        .limit(20)
        .get();
      return lists.docs.some((d) =>
        ['completed', 'completed_with_errors'].includes(d.get('status') as string),
      );
    },
    async getImport(firmId: string, id: string): Promise<ImportRecord | null> {
      const snapshot = await importRef(firmId, id).get();
      return snapshot.exists ? fromImportDoc(firmId, id, snapshot.data() as ImportDoc) : null;
    },

    /** A processed import's files read: their rows, and the files that could not be. */
    async filesRead(
      record: ImportRecord,
      read: { rowCounts: number[]; problems: string[] },
    ): Promise<void> {
      const doc: Partial<ImportDoc> = { row_counts: read.rowCounts, problems: read.problems };
      await importRef(record.firmId, record.id).update(doc);
    },

    /**
     * Ends a processing import with `status`, once: the writes `alsoPlan` decides (the importer's
     * notification) go in the same transaction. False when the import had ended already.
     */
    async finish(
      record: ImportRecord,
      status: ImportStatus,
      alsoPlan: (tx: DbTransaction) => PlannedWrites,
    ): Promise<boolean> {
      const ref = importRef(record.firmId, record.id);
      return db.runTransaction(async (tx) => {
        const current = await tx.get(ref);
        if (current.get('status') !== 'processing') return false;
        const also = alsoPlan(tx);
        tx.update(ref, { status });
        also.apply();
        return true;
      });
    },

    /** A placed import's file placed by hand; false when it had been already. */
    async markPlaced(record: ImportRecord, key: string): Promise<boolean> {
      const ref = importRef(record.firmId, record.id);
      return db.runTransaction(async (tx) => {
        const placed = ((await tx.get(ref)).get('placed') as string[] | undefined) ?? [];
        if (placed.includes(key)) return false;
        tx.update(ref, { placed: [...placed, key] });
        return true;
      });
    },

    /** A chunk's rows handled. Written once per chunk (a retry rewrites it). */
    async chunkDone(record: ImportRecord, key: string, outcome: ChunkOutcome): Promise<void> {
      await chunks(record).doc(key).set(outcome);
    },

    /** The outcomes of the chunks done so far, in file and chunk order. */
    async chunksDone(record: ImportRecord): Promise<ChunkOutcome[]> {
      const snapshot = await chunks(record).get();
      const order = (id: string) => id.split('-').map(Number) as [number, number];
      return snapshot.docs
        .sort((a, b) => {
          const [fa, ca] = order(a.id);
          const [fb, cb] = order(b.id);
          return fa - fb || ca - cb;
        })
        .map((d) => d.data() as ChunkOutcome);
    },
  };
}

export type ImportsRepo = ReturnType<typeof importsRepo>;
