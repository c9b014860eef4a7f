// Splitting a PDF by hand (issue 15 item 7, spec 3 "Bulk split processor"): the review screen opens
// with the pages' forms, the documents split out before and recognition's suggestion; saving makes
// the documents asked for from the parent's pages and retires the ones made before (restorable, as
// any deleted file). The new files are written first and the records changed in one transaction,
// so a failure leaves neither a half split nor stray bytes.
import {
  pageInTwo,
  pageInTwoDocuments,
  pageOutOfRange,
  STILL_READING,
  type SplitDocumentInput,
  type SplitPartDto,
  type SplitPlanDto,
  type SplitResultDto,
} from '@portico/common/documents/split';
import { recognizeForm } from '@portico/common/documents/tax-forms';
import { splitExtension } from '@portico/common/documents/vault';
import { Conflict, Invalid, NotFound } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import type { NewId } from '../platform/ids/ids';
import type { DocumentRecord } from './document-record';
import { requireSplitter } from './documents.policy';
import { toVaultFileDto } from './documents.dto';
import type { DocumentsDeps } from './documents.service';
import { formSegments } from './processing/form-segments';
import { pdfPageTexts } from './processing/pdf-page-texts';
import { RECOGNIZE_MAX_BYTES } from './processing/recognize-document.task';
import {
  childBaseName,
  discardChildren,
  recognized,
  writeChildren,
} from './processing/split-children';
import { documentFinder } from './readable-document';

export const TOO_LARGE_TO_SPLIT = 'This PDF is over 50 MB: split it before uploading';

const partOf = (child: DocumentRecord): SplitPartDto => ({
  id: child.id,
  name: splitExtension(child.name).base,
  document_type: child.recognition?.documentType ?? null,
  pages: child.recognition?.parentPages ?? [],
});

export function documentSplitService(deps: DocumentsDeps & { newId: NewId }) {
  const { db, documents, blobs, clock, newId } = deps;
  const find = documentFinder(deps);

  async function splittable(principal: Principal | null | undefined, id: string) {
    const found = await find(principal, id);
    requireSplitter(found.caller, found.entity, found.document);
    if (found.document.size > RECOGNIZE_MAX_BYTES) throw new Invalid(TOO_LARGE_TO_SPLIT);
    return found;
  }

  async function bytesOf(document: DocumentRecord): Promise<Uint8Array> {
    const stored = await blobs.get(document.blobPath);
    if (!stored) throw new NotFound('Document not found');
    return stored.bytes;
  }

  /** Each page's form: as recognition kept it, else read from the PDF now. */
  async function pageFormsOf(document: DocumentRecord): Promise<(string | null)[]> {
    const kept = document.recognition?.pageForms;
    if (kept) return kept;
    return (await pdfPageTexts(await bytesOf(document))).map(recognizeForm);
  }

  return {
    async plan(principal: Principal | null | undefined, id: string): Promise<SplitPlanDto> {
      const { document } = await splittable(principal, id);
      const [pageForms, current] = await Promise.all([
        pageFormsOf(document),
        documents.listChildren(document.firmId, document.id),
      ]);
      return {
        page_count: pageForms.length,
        page_forms: pageForms,
        current: current.map(partOf),
        suggested: formSegments(pageForms).map((segment) => ({
          id: null,
          name: childBaseName(document.name, segment),
          document_type: segment.documentType,
          pages: segment.pages,
        })),
      };
    },

    async split(
      principal: Principal | null | undefined,
      id: string,
      input: SplitDocumentInput,
    ): Promise<SplitResultDto> {
      const { caller, document } = await splittable(principal, id);
      if (document.recognition?.status === 'processing') throw new Conflict(STILL_READING);
      const { PDFDocument } = await import('pdf-lib');
      const source = await PDFDocument.load(await bytesOf(document), { updateMetadata: false });
      const pageCount = source.getPageCount();
      const parts = input.documents.map((part) => ({
        ...part,
        pages: [...new Set(part.pages)].sort((a, b) => a - b),
      }));
      for (const { pages } of parts) {
        const beyond = pages.find((page) => page > pageCount);
        if (beyond) throw new Invalid(pageOutOfRange(beyond, pageCount));
      }
      const twice = pageInTwo(parts);
      if (twice) throw new Invalid(pageInTwoDocuments(twice));

      const now = clock.now();
      const children = await writeChildren(
        blobs,
        document,
        source,
        parts.map((part) => ({
          id: newId(),
          name: `${part.name}.pdf`,
          documentType: part.document_type,
          pages: part.pages,
          // A person chose these pages: done, and of the form they named if any.
          status: part.document_type ? 'analysis_succeeded' : 'split_succeeded',
        })),
        now,
      );
      try {
        await db.runTransaction(async (tx) => {
          const [current] = await documents.readMany(tx, caller.firmId, [document.id]);
          if (!current || current.deletedAt) throw new NotFound('Document not found');
          if (current.recognition?.status === 'processing') throw new Conflict(STILL_READING);
          const before = await documents.listChildren(caller.firmId, document.id, tx);
          documents.markDeleted(tx, before, now);
          for (const child of children) documents.insert(tx, child);
          documents.change(tx, current, {
            recognition: recognized('split_succeeded', {
              documentType: null,
              pageCount,
              pageForms: current.recognition?.pageForms ?? null,
            }),
            updatedAt: now,
          });
        });
      } catch (error) {
        await discardChildren(blobs, children);
        throw error;
      }
      return { documents: children.map((child) => toVaultFileDto(child, caller)) };
    },
  };
}

export type DocumentSplitService = ReturnType<typeof documentSplitService>;
