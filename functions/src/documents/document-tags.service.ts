// Document tags (spec 3 §5 Documents, §7): the firm-wide list staff create and delete, and the tags
// on one file (by id). Deleting a tag takes it off every file first, then out of the list.
import {
  DOCUMENT_TAG_EXISTS,
  UNKNOWN_DOCUMENT_TAG,
  type DocumentTagDto,
} from '@portico/common/documents/document-tags';
import type { VaultFileDto } from '@portico/common/documents/vault';
import { sameTagName, tagsOfKind, type FirmCatalogRepo } from '../firm/firm.module';
import { Conflict, Invalid, NotFound } from '../kernel/errors';
import { requireStaff, type Principal } from '../kernel/principal';
import type { NewId } from '../platform/ids/ids';
import { toVaultFileDto } from './documents.dto';
import {
  requireDocumentTagDeleter,
  requireDocumentTagger,
  requireTaggableFile,
} from './documents.policy';
import type { DocumentsDeps } from './documents.service';

/** Files untagged per transaction (a transaction writes at most 500 documents). */
const MAX_WRITES = 450;

interface Deps extends DocumentsDeps {
  catalog: FirmCatalogRepo;
  newId: NewId;
}

export function documentTagsService({ db, documents, entities, catalog, clock, newId }: Deps) {
  const list = (firmId: string) => tagsOfKind(catalog, firmId, 'document');

  return {
    async list(principal: Principal | null | undefined): Promise<DocumentTagDto[]> {
      return list(requireStaff(principal).firmId);
    },

    async create(principal: Principal | null | undefined, name: string): Promise<DocumentTagDto> {
      const caller = requireDocumentTagger(principal);
      if ((await list(caller.firmId)).some((t) => sameTagName(t.name, name)))
        throw new Conflict(DOCUMENT_TAG_EXISTS);
      const tag = { id: newId(), name: name.trim() };
      await catalog.create(caller.firmId, 'tags', tag.id, { kind: 'document', name: tag.name });
      return tag;
    },

    async remove(principal: Principal | null | undefined, id: string): Promise<void> {
      const caller = requireDocumentTagDeleter(principal);
      const tag = await catalog.get(caller.firmId, 'tags', id);
      if (tag?.kind !== 'document') throw new NotFound('Tag not found');
      const carriers = await documents.idsWithTag(caller.firmId, id);
      for (let start = 0; start < carriers.length; start += MAX_WRITES) {
        await db.runTransaction(async (tx) => {
          const files = await documents.readMany(
            tx,
            caller.firmId,
            carriers.slice(start, start + MAX_WRITES),
          );
          for (const file of files)
            documents.change(tx, file, { tagIds: file.tagIds.filter((t) => t !== id) });
        });
      }
      await catalog.remove(caller.firmId, 'tags', id);
    },

    /** The file's tags become exactly these firm tags. */
    async setFileTags(
      principal: Principal | null | undefined,
      documentId: string,
      tagIds: string[],
    ): Promise<VaultFileDto> {
      const caller = requireDocumentTagger(principal);
      const document = await documents.get(caller.firmId, documentId);
      const entity = document ? await entities.get(caller.firmId, document.companyId) : null;
      requireTaggableFile(caller, entity, document);
      const known = new Set((await list(caller.firmId)).map((t) => t.id));
      const wanted = [...new Set(tagIds)];
      if (wanted.some((id) => !known.has(id))) throw new Invalid(UNKNOWN_DOCUMENT_TAG);
      return db.runTransaction(async (tx) => {
        const [current] = await documents.readMany(tx, caller.firmId, [documentId]);
        if (!current || current.deletedAt) throw new NotFound('Document not found');
        const changed = documents.change(tx, current, { tagIds: wanted, updatedAt: clock.now() });
        return toVaultFileDto(changed, caller);
      });
    },
  };
}

export type DocumentTagsService = ReturnType<typeof documentTagsService>;
