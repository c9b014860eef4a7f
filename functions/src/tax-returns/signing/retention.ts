// What is kept when a return with signatures is deleted (issue 45): the IRS asks a firm to keep an
// e-signed Form 8879's record three years from the return's due date or filing, whichever is
// later; a return deleted before then keeps its trail, signatures and sealed copies, named in a
// retention record (signing/retention-records.repo.ts). A return nobody signed keeps nothing.
import type { ESignFormDto } from '@portico/common/tax-returns/tax-return-model';
import { keptUntil, RETENTION_YEARS, type RetentionRecord } from '../../signing/signing.module';
import type { TaxReturnRecord } from '../tax-return-record';
import { sealedFormPath } from './seal-signed-form.task';

export function retentionOf(
  record: TaxReturnRecord,
  forms: ESignFormDto[],
  deletedBy: string,
  now: Date,
): RetentionRecord | null {
  const signed = forms.some((f) => f.sealed || f.signatures.some((s) => s.signatureData));
  if (!signed) return null;
  return {
    documentName: `${record.name} (${record.taxYear})`,
    subjectName: record.companyName,
    deletedAt: now,
    deletedBy,
    keepUntil: keptUntil(now),
    sealedFiles: forms.flatMap((f) =>
      f.sealed
        ? [{ name: f.form_name, path: sealedFormPath(record, f.id), sha256: f.sealed.sha256 }]
        : [],
    ),
    reason: `The tax return was deleted; its signed records are kept for ${RETENTION_YEARS} years, as the IRS asks of e-signed returns`,
  };
}
