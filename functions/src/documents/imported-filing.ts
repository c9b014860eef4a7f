// Files an import places in an entity's folder (issue 49: zipped rollover items, organizers from
// the tax software): for a firm user who may change the entity's documents, each file checked by
// its bytes as an upload is and skipped when the entity has it already, the folders it needs made,
// all in one transaction, PDFs then read for their forms. A failure takes the copies back.
import type { EntityRecord } from '../people/people.module';
import type { Principal } from '../kernel/principal';
import type { Ports } from '../platform/ports';
import { foldersToMake, vaultBlobPath, type DocumentRecord } from './document-record';
import { requireDocumentWriter } from './documents.policy';
import { documentsRepo } from './documents.repo';
import { foldersRepo } from './folders.repo';
import { keptDocument } from './new-document';
import { queueRecognition } from './processing/recognition-queue';
import { keepCheckedFiles } from './staged-files';

export interface StagedImportFile {
  name: string;
  size: number;
  /** Where the import keeps the file's bytes. */
  blobPath: string;
}

export interface FiledImport {
  /** The file was placed under this name. */
  filed: string[];
  /** The entity has these bytes already (the name of its copy). */
  duplicates: string[];
  /** Not a document the vault keeps (a type it refuses, a PDF with a password). */
  invalid: string[];
}

export function importedFiling(ports: Pick<Ports, 'db' | 'blobs' | 'clock' | 'newId' | 'queue'>) {
  const { db, blobs, clock, newId } = ports;
  const documents = documentsRepo(db);
  const folders = foldersRepo(db);
  return {
    async file(
      importer: Principal,
      found: EntityRecord,
      folder: string,
      files: StagedImportFile[],
    ): Promise<FiledImport> {
      const { caller, entity } = requireDocumentWriter(importer, found);
      const staged = await keepCheckedFiles(files, {
        blobs,
        newId,
        stagedPath: (file) => file.blobPath,
        keptPath: (id) => vaultBlobPath(caller.firmId, entity.id, id),
        existingCopy: async (sha256) =>
          (await documents.findSame(caller.firmId, entity.id, sha256))?.name ?? null,
      });
      const now = clock.now();
      const where = {
        firmId: caller.firmId,
        companyId: entity.id,
        folder,
        uploadedBy: caller.userId,
      };
      const records: DocumentRecord[] = staged.kept.map((k) => keptDocument(k, where, now));
      if (records.length > 0) {
        await db
          .runTransaction(async (tx) => {
            const existing = await folders.readForCompany(tx, caller.firmId, entity.id);
            const made = foldersToMake(existing, folder, {
              newId,
              firmId: caller.firmId,
              companyId: entity.id,
              userId: caller.userId,
              now,
            });
            for (const f of made) folders.insert(tx, f);
            for (const record of records) documents.insert(tx, record);
          })
          .catch(async (error: unknown) => {
            await staged.discard();
            throw error;
          });
        await queueRecognition(
          ports.queue,
          records.filter((r) => r.recognition),
          { split: false },
        );
      }
      return {
        filed: records.map((r) => r.name),
        duplicates: staged.duplicates,
        invalid: [...staged.invalid, ...staged.failed],
      };
    },
  };
}

export type ImportedFiling = ReturnType<typeof importedFiling>;
