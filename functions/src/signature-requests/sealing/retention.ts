// What is kept when a request someone signed is deleted (issue 46 "Delete … sealed files kept for
// the retention period"): its trail, signatures and sealed copies stay, named in a retention record
// (signing/retention-records.repo.ts), for the years a signed return's are. A request nobody signed
// keeps nothing.
import { keptUntil, RETENTION_YEARS, type RetentionRecord } from '../../signing/signing.module';
import type { SignatureRequestRecord } from '../signature-request-record';
import { sealedRequestPath } from './seal-signature-request.task';

export function requestRetentionOf(
  r: SignatureRequestRecord,
  deletedBy: string,
  now: Date,
): RetentionRecord | null {
  const signed = r.filled.some((f) => f.method === 'typed' || f.method === 'drawn');
  if (!signed && !r.sealed) return null;
  return {
    documentName: `${r.documentName} (${r.formName}, ${r.taxYear})`,
    subjectName: r.companyName,
    deletedAt: now,
    deletedBy,
    keepUntil: keptUntil(now),
    sealedFiles: r.sealed
      ? [
          { name: 'Whole document', path: sealedRequestPath(r, 'whole'), sha256: r.sealed.sha256 },
          {
            name: 'Signed pages',
            path: sealedRequestPath(r, 'signed-pages'),
            sha256: r.sealed.pagesSha256,
          },
        ]
      : [],
    reason: `The signature request was deleted; its signed records are kept for ${RETENTION_YEARS} years`,
  };
}
