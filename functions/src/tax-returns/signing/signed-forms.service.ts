// A return's sealed signed forms (issue 45): its readers download each one once sealed; staff check
// that a kept copy is still the one sealed — its seal verifies, covers the whole file, is the
// platform's, and its SHA-256 is the one the trail recorded — and whether a copy they hold is one
// of them (or the return as sent), by its SHA-256.
import type { CopyCheckDto, CopyCheckInput } from '@portico/common/tax-returns/copy-check';
import { isDelivered } from '@portico/common/tax-returns/sending';
import { Conflict, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo } from '../../people/people.module';
import type { Blobs } from '../../platform/blobs/blobs';
import { createHash } from 'node:crypto';
import { verifySeal, type SigningEngine } from '../../signing/signing.module';
import { pdfName } from '../return-file';
import { pdfLink } from '../../documents/documents.module';
import { findManagedReturn, findReturn } from '../return-lookup';
import type { ReturnPartsRepo } from '../return-parts.repo';
import type { TaxReturnRecord } from '../tax-return-record';
import { requireReturnReader } from '../tax-returns.policy';
import type { TaxReturnsRepo } from '../tax-returns.repo';
import { returnTrail } from './return-trail';
import { sealedFormPath } from './seal-signed-form.task';

interface Deps {
  returns: TaxReturnsRepo;
  parts: ReturnPartsRepo;
  entities: EntitiesRepo;
  blobs: Blobs;
  signing: SigningEngine;
}

export const NOT_SEALED_YET = 'This form is not signed and sealed yet';

/** What a check of a kept sealed copy finds. */
export interface SealCheckDto {
  form_name: string;
  sha256: string;
  /** The SHA-256 the trail recorded when it was sealed. */
  recorded_sha256: string;
  matches_record: boolean;
  sealed: boolean;
  intact: boolean;
  covers_whole_file: boolean;
  signer: string | null;
  /** ISO. */
  signed_at: string | null;
}

export function signedFormsService({ returns, parts, entities, blobs, signing }: Deps) {
  async function sealedForm(record: TaxReturnRecord, formId: string) {
    const form = (await parts.forms.list(record)).find((f) => f.id === formId);
    if (!form) throw new NotFound('Form not found');
    if (!form.sealed) throw new Conflict(NOT_SEALED_YET);
    return { form, sealed: form.sealed };
  }

  return {
    /**
     * POST /tax_returns/{id}/copy_check: staff ask whether a file they hold (its SHA-256, hashed
     * in their browser) is a sealed signed form of the return, or the return as sent.
     */
    async checkCopy(
      principal: Principal | null | undefined,
      id: string,
      input: CopyCheckInput,
    ): Promise<CopyCheckDto> {
      const { record } = await findManagedReturn({ returns, entities }, principal, id);
      const form = (await parts.forms.list(record)).find((f) => f.sealed?.sha256 === input.sha256);
      if (form?.sealed)
        return {
          matches: 'sealed_form',
          form_name: form.form_name,
          sealed_at: form.sealed.sealed_at,
        };
      const sent = record.sentSha256 !== null && record.sentSha256 === input.sha256;
      return { matches: sent ? 'sent_return' : null, form_name: null, sealed_at: null };
    },

    /** GET /tax_returns/{id}/e_sign_forms/{formId}/signed: a link to the sealed signed form. */
    async download(principal: Principal | null | undefined, id: string, formId: string) {
      const found = await findReturn({ returns, entities }, principal, id);
      const { caller, record } = requireReturnReader(principal, found.record, found.entity);
      if (!caller.isStaff && !isDelivered(record.status))
        throw new NotFound('Tax return not found');
      const { form } = await sealedForm(record, formId);
      const name = pdfName(`${record.name} - ${form.form_name}`, ' - signed');
      return { url: await pdfLink(blobs, sealedFormPath(record, form.id), name, true) };
    },

    /** GET /tax_returns/{id}/e_sign_forms/{formId}/seal_check: staff check the kept copy. */
    async check(
      principal: Principal | null | undefined,
      id: string,
      formId: string,
    ): Promise<SealCheckDto> {
      const { record } = await findManagedReturn({ returns, entities }, principal, id);
      const { form, sealed } = await sealedForm(record, formId);
      const file = await blobs.get(sealedFormPath(record, form.id));
      if (!file) throw new NotFound('The sealed copy is missing');
      const sha256 = createHash('sha256').update(file.bytes).digest('hex');
      const [check, events] = await Promise.all([
        verifySeal(file.bytes),
        signing.events(returnTrail(record)),
      ]);
      const recorded = events.find((e) => e.event === 'sealed' && e.formId === form.id);
      return {
        form_name: form.form_name,
        sha256,
        recorded_sha256: sealed.sha256,
        matches_record: sha256 === sealed.sha256 && recorded?.sha256 === sha256,
        sealed: check.sealed,
        // A later signature by another certificate would verify too: the seal must be ours.
        intact: check.intact && check.signer === sealed.signer,
        covers_whole_file: check.coversWholeFile,
        signer: check.signer,
        signed_at: check.signedAt?.toISOString() ?? null,
      };
    },
  };
}

export type SignedFormsService = ReturnType<typeof signedFormsService>;
