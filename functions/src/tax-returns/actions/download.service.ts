// Downloading a return (spec 3 §2 Download submenu, §7 "Download"): the return as uploaded (also
// "with all pages": until clients sign in the portal no page differs), or its signature pages
// alone, made on the spot. Answers a short-lived link that saves the file.
import {
  ACTION_MESSAGES as SAY,
  type DownloadTaxReturnInput,
} from '@portico/common/tax-returns/return-actions';
import { PROCESSING_STATUSES } from '@portico/common/tax-returns/tax-return-model';
import type { DocumentsRepo } from '../../documents/documents.module';
import { Conflict, Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo } from '../../people/people.module';
import type { Blobs } from '../../platform/blobs/blobs';
import type { ReturnPartsRepo } from '../return-parts.repo';
import type { TaxReturnsRepo } from '../tax-returns.repo';
import { signaturePagesOf } from './signature-pages';
import { extractPages } from '../../signing/signing.module';
import { findManagedReturn } from '../return-lookup';
import { FILE_GONE, pdfName, returnDocument } from '../return-file';
import { pdfLink } from '../../documents/documents.module';

interface Deps {
  returns: TaxReturnsRepo;
  parts: ReturnPartsRepo;
  entities: EntitiesRepo;
  documents: DocumentsRepo;
  blobs: Blobs;
}

const STILL_PROCESSING = 'The tax return is still processing';

export function downloadService({ returns, parts, entities, documents, blobs }: Deps) {
  return {
    async download(
      principal: Principal | null | undefined,
      id: string,
      input: DownloadTaxReturnInput,
    ): Promise<{ link: string }> {
      const { record } = await findManagedReturn({ returns, entities }, principal, id);
      if (PROCESSING_STATUSES.includes(record.status)) throw new Conflict(STILL_PROCESSING);
      const document = await returnDocument(documents, record);
      if (!input.only_signature_pages)
        return { link: await pdfLink(blobs, document.blobPath, pdfName(record.name), true) };
      const pages = signaturePagesOf(await parts.forms.list(record));
      if (pages.length === 0) throw new Invalid(SAY.noSignaturePages);
      const original = await blobs.get(document.blobPath);
      if (!original) throw new NotFound(FILE_GONE);
      const path = `firms/${record.firmId}/tax_returns/${record.id}/signature-pages.pdf`;
      await blobs.put(path, await extractPages(original.bytes, pages), 'application/pdf');
      const name = pdfName(record.name, ' - signature pages');
      return { link: await pdfLink(blobs, path, name, true) };
    },
  };
}

export type DownloadService = ReturnType<typeof downloadService>;
