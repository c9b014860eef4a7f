// One document: a short-lived link to read it (served with its sniffed type), and removing it,
// which also takes it out of the question it answers (spec 2 §7 "Delete a document"); in the
// vault, clients remove files only where the firm lets them.
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { CompaniesRepo } from '../people/people.module';
import type { Blobs } from '../platform/blobs/blobs';
import type { Clock } from '../platform/clock/clock';
import type { Db } from '../platform/db/db';
import { NO_WRITES } from '../platform/db/planned-writes';
import type { QuestionUploads } from './documents-links';
import {
  requireDocumentReader,
  requireDocumentWriter,
  requireFileEditor,
} from './documents.policy';
import type { DocumentsRepo } from './documents.repo';
import type { FoldersRepo } from './folders.repo';

export const LINK_TTL_MS = 5 * 60 * 1000;

/** What the documents area's services are built from. */
export interface DocumentsDeps {
  db: Db;
  documents: DocumentsRepo;
  folders: FoldersRepo;
  companies: CompaniesRepo;
  blobs: Blobs;
  clock: Clock;
  questionUploads: QuestionUploads;
}

export function documentsService(deps: DocumentsDeps) {
  const { db, documents, companies, blobs, clock, questionUploads } = deps;
  async function find(principal: Principal | null | undefined, id: string) {
    const caller = requireSignedIn(principal);
    const document = await documents.get(caller.firmId, id);
    const company = document
      ? await companies.getByIdOrHash(caller.firmId, document.companyId)
      : null;
    return requireDocumentReader(caller, company, document);
  }

  return {
    /** A link that opens the file, or (`download`) saves it. */
    async link(
      principal: Principal | null | undefined,
      id: string,
      download = false,
    ): Promise<{ url: string }> {
      const { document } = await find(principal, id);
      const url = await blobs.signedReadUrl(document.blobPath, LINK_TTL_MS, {
        contentType: document.contentType,
        fileName: document.name,
        download,
      });
      return { url };
    },

    async remove(principal: Principal | null | undefined, id: string): Promise<void> {
      const { caller, company, document } = await find(principal, id);
      // Taking a file out of a question's answer is answering; anywhere else it is a file edit.
      if (document.questionId) requireDocumentWriter(caller, company);
      else requireFileEditor(caller, company, document.folder);
      await db.runTransaction(async (tx) => {
        const [current] = await documents.readMany(tx, caller.firmId, [id]);
        if (!current || current.deletedAt) return;
        const detached =
          current.questionnaireId && current.questionId
            ? await questionUploads.planDetach(
                tx,
                caller,
                company,
                { questionnaireId: current.questionnaireId, questionId: current.questionId },
                id,
              )
            : NO_WRITES;
        documents.markDeleted(tx, [current], clock.now());
        detached.apply();
      });
    },
  };
}

export type DocumentsService = ReturnType<typeof documentsService>;
