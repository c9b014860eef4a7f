// A return as its readers open it (spec 3 §2): the file itself through a short-lived link, and
// what it asks — the forms to sign, the payments, the signers. Staff who see the entity read any
// return; its owners only once it has been delivered to them (a draft is read through its
// watermarked copy, drafts/).
import { isDelivered, type DeliveredReturnDto } from '@portico/common/tax-returns/sending';
import { invoicePayable } from '../payments/invoice-payment.service';
import type { DocumentsRepo } from '../../documents/documents.module';
import { NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo } from '../../people/people.module';
import type { Blobs } from '../../platform/blobs/blobs';
import type { ReturnPartsRepo } from '../return-parts.repo';
import { toTaxReturnSummaryDto } from '../tax-returns.dto';
import { requireReturnReader } from '../tax-returns.policy';
import type { TaxReturnsRepo } from '../tax-returns.repo';
import { findReturn } from '../return-lookup';
import { returnDocument } from '../return-file';
import { pdfLink } from '../../documents/documents.module';

interface Deps {
  returns: TaxReturnsRepo;
  parts: ReturnPartsRepo;
  entities: EntitiesRepo;
  documents: DocumentsRepo;
  blobs: Blobs;
}

const NOT_DELIVERED = 'Tax return not found';

export function deliveredReturnService({ returns, parts, entities, documents, blobs }: Deps) {
  /** The return, for staff who see it or its owners once it was delivered; else 404. */
  async function load(principal: Principal | null | undefined, id: string) {
    const { record, entity } = await findReturn({ returns, entities }, principal, id);
    const found = requireReturnReader(principal, record, entity);
    if (!found.caller.isStaff && !isDelivered(found.record.status))
      throw new NotFound(NOT_DELIVERED);
    return found;
  }

  return {
    /** GET /tax_returns/{id}/file: a short-lived link to the return's PDF. */
    async file(principal: Principal | null | undefined, id: string): Promise<{ url: string }> {
      const { record } = await load(principal, id);
      const document = await returnDocument(documents, record);
      return { url: await pdfLink(blobs, document.blobPath, document.name) };
    },

    /** GET /tax_returns/{id}/delivery: the return with what it asks of its signers. */
    async delivery(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<DeliveredReturnDto> {
      const { caller, record } = await load(principal, id);
      const { forms, vouchers, signers } = await parts.listAll(record);
      return {
        tax_return: toTaxReturnSummaryDto(record),
        e_sign_forms: forms,
        payment_vouchers: vouchers,
        invoice: record.invoice,
        signers,
        invoice_payable: !caller.isStaff && invoicePayable(record, caller.firm),
      };
    },
  };
}

export type DeliveredReturnService = ReturnType<typeof deliveredReturnService>;
