// A document's signing record on its own (the evidence pack, issue 45): its certificate of
// completion — the signers with their method, identity result, address, device and times, and
// every event of the trail — as a PDF of its own, and the trail as a spreadsheet.
import { SIGNING_EVENT_LABELS } from '@portico/common/signing/signing-trail';
import { csvFile, csvRow } from '../../kernel/csv';
import type { SigningEventRecord } from '../signing-trail.repo';
import { appendCertificatePage, type CertificateOfCompletion } from './certificate-page';

/** The certificate of completion alone, as a PDF. */
export async function certificateReport(cert: CertificateOfCompletion): Promise<Uint8Array> {
  const { PDF } = await import('@libpdf/core');
  const empty = await PDF.create().save();
  return appendCertificatePage(empty, cert);
}

/** The trail as CSV, oldest first (formula-safe, as every export). */
export const trailCsv = (events: readonly SigningEventRecord[]): Uint8Array =>
  csvFile([
    csvRow(['Time (UTC)', 'Event', 'Form', 'By', 'User id', 'IP address', 'Browser', 'Detail']),
    ...events.map((e) =>
      csvRow([
        e.at.toISOString(),
        SIGNING_EVENT_LABELS[e.event],
        e.formName ?? '',
        e.actor.name,
        e.actor.userId ?? '',
        e.context.ipAddress,
        e.context.userAgent,
        e.detail,
      ]),
    ),
  ]);
