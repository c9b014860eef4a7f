// Saving a drop's files to an entity (issue 15 item 5; docs/api.md "Drop Link"): a firm user who
// may use the drop link and may change the entity's documents files them in its top folder, each
// checked again by its bytes and skipped when the entity has it already, PDFs read for their forms.
// The documents and the note of where the drop went are written in one transaction; a failure
// takes the copies back.
import {
  dropSavedMessage,
  type SaveDropDto,
  type SaveDropInput,
} from '@portico/common/documents/drop-link';
import { ROOT_FOLDER } from '@portico/common/documents/vault';
import { NotFound } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import type { EntitiesRepo } from '../people/people.module';
import type { Blobs } from '../platform/blobs/blobs';
import type { Clock } from '../platform/clock/clock';
import type { NewId } from '../platform/ids/ids';
import type { TaskQueue } from '../platform/queue/task-queue';
import { vaultBlobPath, type DocumentRecord } from './document-record';
import { requireDocumentWriter, requireDropLinkUser } from './documents.policy';
import type { DocumentsRepo } from './documents.repo';
import type { DropLinkRepo } from './drop-link.repo';
import { toDropDto } from './drop-link.service';
import { keptDocument } from './new-document';
import { queueRecognition } from './processing/recognition-queue';
import { keepCheckedFiles } from './staged-files';

const DROP_NOT_FOUND = 'Drop not found';

interface Deps {
  dropLinks: DropLinkRepo;
  documents: DocumentsRepo;
  entities: EntitiesRepo;
  blobs: Blobs;
  clock: Clock;
  newId: NewId;
  queue: TaskQueue;
}

export function dropFilingService(deps: Deps) {
  const { dropLinks, documents, entities, blobs, clock, newId } = deps;
  return {
    async save(
      principal: Principal | null | undefined,
      dropId: string,
      input: SaveDropInput,
    ): Promise<SaveDropDto> {
      const caller = requireDropLinkUser(principal);
      const drop = await dropLinks.getDrop(caller.firmId, dropId);
      if (!drop || drop.status !== 'received') throw new NotFound(DROP_NOT_FOUND);
      const { entity } = requireDocumentWriter(
        caller,
        await entities.getByIdOrHash(caller.firmId, input.company_id),
      );
      const staged = await keepCheckedFiles(
        drop.files.filter((f) => f.blobPath),
        {
          blobs,
          newId,
          stagedPath: (file) => file.blobPath!,
          keptPath: (id) => vaultBlobPath(caller.firmId, entity.id, id),
          existingCopy: async (sha256) =>
            (await documents.findSame(caller.firmId, entity.id, sha256))?.name ?? null,
        },
      );
      const now = clock.now();
      const description = `Sent by ${drop.senderName} (${drop.senderEmail}) through the drop link`;
      const records: DocumentRecord[] = staged.kept.map((k) =>
        keptDocument(
          k,
          {
            firmId: caller.firmId,
            companyId: entity.id,
            folder: ROOT_FOLDER,
            description,
            uploadedBy: caller.userId,
          },
          now,
        ),
      );
      const savedTo = {
        companyId: entity.id,
        companyName: entity.name,
        hashId: entity.hashId,
        at: now,
      };
      const saved = await dropLinks
        .markSaved(drop, savedTo, (tx) => {
          for (const record of records) documents.insert(tx, record);
        })
        .catch(async (error: unknown) => {
          await staged.discard();
          throw error;
        });
      if (!saved) {
        await staged.discard();
        throw new NotFound(DROP_NOT_FOUND);
      }
      // Sent by someone outside the firm: split by form, as a client's upload is.
      await queueRecognition(
        deps.queue,
        records.filter((r) => r.recognition),
        { split: true },
      );
      return {
        saved: records.length,
        duplicates: staged.duplicates,
        failed: [...staged.failed, ...staged.invalid],
        drop: toDropDto({ ...drop, savedTo }),
        message: dropSavedMessage(records.length, entity.name, [
          ...staged.failed,
          ...staged.invalid,
        ]),
      };
    },
  };
}

export type DropFilingService = ReturnType<typeof dropFilingService>;
