// A return's evidence pack (issue 45; what the IRS asks a firm to keep for e-signed Forms 8879 and
// 8878 for three years): one zip with each sealed signed form, the certificate of completion of the
// whole return (every signer and every event) as a PDF, the signing trail as CSV, each signer's
// identity result, and a note of what it holds and how long to keep it.
import { RETENTION_YEARS } from '../../signing/signing.module';
import { Readable } from 'node:stream';
import { SIGNATURE_METHOD_LABELS } from '@portico/common/signing/signature-capture';
import { SIGNING_EVENT_LABELS } from '@portico/common/signing/signing-trail';
import { safeName } from '@portico/common/documents/file-names';
import { csvFile, csvRow } from '../../kernel/csv';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo } from '../../people/people.module';
import type { FirmRepo } from '../../firm/firm.module';
import type { Blobs } from '../../platform/blobs/blobs';
import type { ZipEntry } from '../../platform/blobs/zip-response';
import {
  certificateReport,
  certificateSignerOf,
  paperSigner,
  trailCsv,
  type SignatureCaptureRecord,
  type SigningEngine,
} from '../../signing/signing.module';
import { findManagedReturn } from '../return-lookup';
import type { ReturnPartsRepo } from '../return-parts.repo';
import type { TaxReturnsRepo } from '../tax-returns.repo';
import { returnTrail } from './return-trail';
import { sealedFormPath } from './seal-signed-form.task';

interface Deps {
  returns: TaxReturnsRepo;
  parts: ReturnPartsRepo;
  entities: EntitiesRepo;
  firms: FirmRepo;
  blobs: Blobs;
  signing: SigningEngine;
}

const bytesEntry = (path: string[], bytes: Uint8Array): ZipEntry => ({
  path,
  open: async () => Readable.from([Buffer.from(bytes)]),
});

const identityCsv = (given: SignatureCaptureRecord[], paper: { name: string; form: string }[]) =>
  csvFile([
    csvRow(['Signer', 'Email', 'Form', 'Signing method', 'Identity verification', 'Signed (UTC)']),
    ...given.map((c) =>
      csvRow([
        c.signerName,
        c.signerEmail,
        c.formId,
        SIGNATURE_METHOD_LABELS[c.method],
        c.identity,
        c.signedAt.toISOString(),
      ]),
    ),
    ...paper.map((p) =>
      csvRow([p.name, '', p.form, SIGNATURE_METHOD_LABELS.marked, 'Not applicable', '']),
    ),
  ]);

export function evidencePackService({ returns, parts, entities, firms, blobs, signing }: Deps) {
  return {
    /** POST /tax_returns/{id}/evidence_pack: the zip's name and entries, for staff who manage it. */
    async prepare(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<{ fileName: string; entries: ZipEntry[] }> {
      const { record } = await findManagedReturn({ returns, entities }, principal, id);
      const trail = returnTrail(record);
      const [forms, events, firm, given] = await Promise.all([
        parts.forms.list(record),
        signing.events(trail),
        firms.get(record.firmId),
        signing.signaturesOnTrail(trail),
      ]);
      const formName = new Map(forms.map((f) => [f.id, f.form_name]));
      const paper = forms.flatMap((form) =>
        form.signatures
          .filter((s) => !s.signatureData && s.isMarkedSigned)
          .map((s) => ({ name: s.name, form: form.form_name })),
      );
      const title = `${record.name} (${record.taxYear})`;
      const certificate = await certificateReport({
        documentName: title,
        originalSha256: record.sentSha256 ?? '',
        firmName: firm?.name ?? '',
        signers: [
          ...given.map((c) => ({
            ...certificateSignerOf(c),
            name: `${c.signerName} — ${formName.get(c.formId) ?? ''}`,
          })),
          ...paper.map((p) => paperSigner(`${p.name} — ${p.form}`)),
        ],
        events: events.map((e) => ({
          at: e.at,
          event: [SIGNING_EVENT_LABELS[e.event], e.formName].filter(Boolean).join(': '),
          actor: e.actor.name,
          ipAddress: e.context.ipAddress || null,
        })),
      });
      const sealed = forms.filter((f) => f.sealed);
      const note = [
        `Evidence of the electronic signatures on ${title}, ${firm?.name ?? ''}.`,
        '',
        'Signed forms/: each form signed by all its signers, with the signatures on its pages, its',
        'certificate of completion after them, and a PAdES seal any PDF reader verifies.',
        'Certificate of completion.pdf: every signer of the return and every event of its signing.',
        'Signing trail.csv: the same events, one a row.',
        'Identity verification.csv: each signature with its method and identity result.',
        '',
        `Forms not signed by all their signers yet: ${
          forms
            .filter((f) => !f.sealed)
            .map((f) => f.form_name)
            .join(', ') || 'none'
        }.`,
        `Keep this record for ${RETENTION_YEARS} years from the return's due date or the date the IRS`,
        'received it, whichever is later.',
      ].join('\r\n');
      return {
        fileName: safeName(`${title} - evidence.zip`, {
          fallback: 'evidence.zip',
          portable: true,
        }),
        entries: [
          ...sealed.map((form): ZipEntry => ({
            path: ['Signed forms', `${form.form_name} - signed.pdf`],
            open: () => blobs.readStream(sealedFormPath(record, form.id)),
          })),
          bytesEntry(['Certificate of completion.pdf'], certificate),
          bytesEntry(['Signing trail.csv'], trailCsv(events)),
          bytesEntry(
            ['Identity verification.csv'],
            identityCsv(
              given.map((c) => ({ ...c, formId: formName.get(c.formId) ?? c.formId })),
              paper,
            ),
          ),
          bytesEntry(['README.txt'], new TextEncoder().encode(note)),
        ],
      };
    },
  };
}

export type EvidencePackService = ReturnType<typeof evidencePackService>;
