// Downloading a return (spec 3 §2 Download submenu, §7 "Download"): the return as uploaded (also
// "with all pages": until clients sign in the portal no page differs), or its signature pages
// alone, made on the spot. Answers a short-lived link that saves the file.
import {
  ACTION_MESSAGES as SAY,
  type DownloadTaxReturnInput,
} from '@portico/common/tax-returns/return-actions';
import { safeName } from '@portico/common/documents/file-names';
import { PROCESSING_STATUSES } from '@portico/common/tax-returns/tax-return-model';
import type { DocumentsRepo } from '../../documents/documents.module';
import { Conflict, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo } from '../../people/people.module';
import type { Blobs } from '../../platform/blobs/blobs';
import type { ReturnPartsRepo } from '../return-parts.repo';
import type { TaxReturnsRepo } from '../tax-returns.repo';
import { extractPages, signaturePagesOf } from './signature-pages';
import { findManagedReturn } from '../return-lookup';

interface Deps {
  returns: TaxReturnsRepo;
  parts: ReturnPartsRepo;
  entities: EntitiesRepo;
  documents: DocumentsRepo;
  blobs: Blobs;
}

const LINK_MS = 5 * 60_000;
const PDF = 'application/pdf';
const STILL_PROCESSING = 'The tax return is still processing';

/** A name safe in a header and on any disk. */
const fileName = (name: string, suffix = '') =>
  safeName(`${name}${suffix}.pdf`, { fallback: 'tax-return.pdf', portable: true });

export function downloadService({ returns, parts, entities, documents, blobs }: Deps) {
  return {
    async download(
      principal: Principal | null | undefined,
      id: string,
      input: DownloadTaxReturnInput,
    ): Promise<{ link: string }> {
      const { record } = await findManagedReturn({ returns, entities }, principal, id);
      if (PROCESSING_STATUSES.includes(record.status)) throw new Conflict(STILL_PROCESSING);
      const document = await documents.get(record.firmId, record.documentId);
      if (!document || document.deletedAt) throw new NotFound('The tax return’s file is gone');
      if (!input.only_signature_pages)
        return {
          link: await blobs.signedReadUrl(document.blobPath, LINK_MS, {
            contentType: PDF,
            fileName: fileName(record.name),
            download: true,
          }),
        };
      const pages = signaturePagesOf(await parts.forms.list(record));
      if (pages.length === 0) throw new Invalid(SAY.noSignaturePages);
      const original = await blobs.get(document.blobPath);
      if (!original) throw new NotFound('The tax return’s file is gone');
      const path = `firms/${record.firmId}/tax_returns/${record.id}/signature-pages.pdf`;
      await blobs.put(path, await extractPages(original.bytes, pages), PDF);
      return {
        link: await blobs.signedReadUrl(path, LINK_MS, {
          contentType: PDF,
          fileName: fileName(record.name, ' - signature pages'),
          download: true,
        }),
      };
    },
  };
}

export type DownloadService = ReturnType<typeof downloadService>;
