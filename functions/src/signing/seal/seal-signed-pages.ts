// A signed document as it is kept (issue 45): its pages with each signature stamped in its box,
// the certificate of completion after them (every signer: how they signed, their identity result,
// address, device and times; and the trail), sealed with the platform's certificate. From the
// signatures as the engine recorded them.
import type { SignatureBox } from '@portico/common/signing/signing-trail';
import type { SealingCertificate } from '../../platform/sealing/sealing';
import type { SignatureCaptureRecord } from '../signature-captures.repo';
import {
  appendCertificatePage,
  type CertificateOfCompletion,
  type CertificateSigner,
} from './certificate-page';
import { sealPdf } from './seal-pdf';
import { stampSignatures, type SignatureStamp } from './stamp-signatures';

const PNG_DATA_URL_PREFIX = 'data:image/png;base64,';
export const SEAL_REASON =
  'Signed electronically through Portico; the certificate of completion is on the last pages';
export const SEAL_LOCATION = 'Portico';
const PAPER = 'Not applicable (signed on paper)';

type PlacedCapture = SignatureCaptureRecord & { box: NonNullable<SignatureCaptureRecord['box']> };
const placed = (c: SignatureCaptureRecord): c is PlacedCapture => c.box !== null;

const stampOf = (c: PlacedCapture, page: number): SignatureStamp => ({
  page,
  box: { left: c.box.left, bottom: c.box.bottom, width: c.box.width, height: c.box.height },
  capture:
    c.method === 'drawn'
      ? {
          method: 'drawn',
          png: new Uint8Array(Buffer.from(c.image.slice(PNG_DATA_URL_PREFIX.length), 'base64')),
        }
      : { method: 'typed', text: c.text },
  signedAt: c.signedAt,
  signerName: c.signerName,
});

/** A signature given, as the certificate of completion lists its signer. */
export const certificateSignerOf = (c: SignatureCaptureRecord): CertificateSigner => ({
  name: c.signerName,
  email: c.signerEmail,
  method: c.method,
  identityVerification: c.identity,
  ipAddress: c.context.ipAddress || null,
  userAgent: c.context.userAgent || null,
  consentedAt: c.consentedAt,
  signedAt: c.signedAt,
});

/** A signer the firm marked signed on paper, as the certificate lists them. */
export const paperSigner = (name: string): CertificateSigner => ({
  name,
  email: '',
  method: 'marked',
  identityVerification: PAPER,
  ipAddress: null,
  userAgent: null,
  consentedAt: null,
  signedAt: null,
});

export async function sealSignedPages(input: {
  /** The document's pages (a form's, copied from the return). */
  pages: Uint8Array;
  /** A box's page (as recorded) in `pages`, 1-based. */
  pageOf: (page: number) => number;
  signatures: SignatureCaptureRecord[];
  /** Signers the firm marked signed on paper: on the certificate, with nothing stamped. */
  marked: { name: string }[];
  /** Plain text signers filled in (dates, titles), stamped in their boxes. */
  texts?: { box: SignatureBox; text: string; signerName: string; at: Date }[];
  certificate: Omit<CertificateOfCompletion, 'signers'>;
  sealing: SealingCertificate;
  signingTime: Date;
}): Promise<Uint8Array> {
  const stamped = await stampSignatures(input.pages, [
    ...input.signatures.filter(placed).map((c) => stampOf(c, input.pageOf(c.box.page))),
    ...(input.texts ?? []).map((t): SignatureStamp => ({
      page: input.pageOf(t.box.page),
      box: { left: t.box.left, bottom: t.box.bottom, width: t.box.width, height: t.box.height },
      capture: { method: 'text', text: t.text },
      signedAt: t.at,
      signerName: t.signerName,
    })),
  ]);
  const certified = await appendCertificatePage(stamped, {
    ...input.certificate,
    signers: [
      ...input.signatures.map(certificateSignerOf),
      ...input.marked.map((m) => paperSigner(m.name)),
    ],
  });
  return sealPdf(certified, input.sealing, {
    reason: SEAL_REASON,
    location: SEAL_LOCATION,
    signingTime: input.signingTime,
  });
}
