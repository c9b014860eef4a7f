// A copy of one of an entity's files into another of its folders — or into another entity's — for
// another area (a tax return sent to the client's Documents; a document sent for signature to
// many entities, each keeping its own): the bytes are copied first, then — inside the caller's
// transaction, after its reads — the folders the copy needs and the copy itself are written,
// named "name (2).pdf" when the folder already holds its name. A failed transaction leaves no
// bytes behind (`discard`).
import { freeName } from '@portico/common/documents/file-names';
import type { Blobs } from '../platform/blobs/blobs';
import type { DbTransaction } from '../platform/db/db';
import type { PlannedWrites } from '../platform/db/planned-writes';
import { foldersToMake, vaultBlobPath, type DocumentRecord } from './document-record';
import type { DocumentsRepo } from './documents.repo';
import type { FoldersRepo } from './folders.repo';

export interface CopyRequest {
  source: DocumentRecord;
  /** Another entity of the firm to copy it to; the source's own when absent. */
  companyId?: string;
  folder: string;
  name: string;
  by: string;
  now: Date;
}

export interface PreparedCopy {
  /**
   * Inside the transaction, as one of its reads: the writes to apply, and the copy as it will be
   * written (its name free in its folder).
   */
  plan(tx: DbTransaction): Promise<PlannedWrites & { record: DocumentRecord }>;
  /** The copied bytes removed, when the transaction did not happen. */
  discard(): Promise<void>;
}

export function documentCopies(deps: {
  documents: DocumentsRepo;
  folders: FoldersRepo;
  blobs: Blobs;
  newId: () => string;
}) {
  const { documents, folders, blobs, newId } = deps;
  return {
    async prepare(request: CopyRequest): Promise<PreparedCopy> {
      const { source, folder, name, by, now } = request;
      const companyId = request.companyId ?? source.companyId;
      const id = newId();
      const blobPath = vaultBlobPath(source.firmId, companyId, id);
      await blobs.copy(source.blobPath, blobPath, source.contentType);
      const record: DocumentRecord = {
        ...source,
        id,
        companyId,
        name,
        folder,
        blobPath,
        questionnaireId: null,
        questionId: null,
        markedAsOthers: false,
        uploadedBy: by,
        createdAt: now,
        updatedAt: now,
        deletedAt: null,
      };
      return {
        async plan(tx) {
          const existing = await folders.readForCompany(tx, source.firmId, companyId);
          const siblings = await documents.readInFolders(
            tx,
            source.firmId,
            companyId,
            [folder],
            null,
          );
          const copy = {
            ...record,
            name: freeName(
              name,
              siblings.map((d) => d.name),
            ),
          };
          const made = foldersToMake(existing, folder, {
            newId,
            firmId: source.firmId,
            companyId,
            userId: by,
            now,
          });
          return {
            record: copy,
            count: made.length + 1,
            apply: () => {
              for (const f of made) folders.insert(tx, f);
              documents.insert(tx, copy);
            },
          };
        },
        discard: () => blobs.delete(blobPath).catch(() => undefined),
      };
    },
  };
}

export type DocumentCopies = ReturnType<typeof documentCopies>;
