// A signature request as the API answers it (spec 3 §3 "Signature request", issue 46): any PDF a
// firm sends one entity's owners to sign (an 8821, a consent form, an engagement letter), its
// statuses, where its file is kept and the words the screens show (spec 3 §8).
import { SIGNATURE_REQUEST_FOLDER } from '../documents/vault-folders';
import type { Progress } from '../tax-returns/tax-return-model';
import type { IdentityStatus } from '../signing/identity-verification';

/** Every status a request passes through (spec 3 §3), in the order it advances. */
export const SIGNATURE_REQUEST_STATUSES = [
  'processing',
  'action_required',
  'sending',
  'sent',
  'signed',
  'completed',
  'error',
] as const;
export type SignatureRequestStatus = (typeof SIGNATURE_REQUEST_STATUSES)[number];

export const SIGNATURE_REQUEST_STATUS_LABELS: Record<SignatureRequestStatus, string> = {
  processing: 'Processing',
  action_required: 'Action required',
  sending: 'Sending',
  sent: 'Sent',
  signed: 'Signed',
  completed: 'Completed',
  error: 'Error',
};

/** Moved on by background work: a list showing one asks again until it is done. */
export const BACKGROUND_REQUEST_STATUSES: readonly SignatureRequestStatus[] = [
  'processing',
  'sending',
];

/** Staff may mark a request completed once it has gone out (spec 2 §4 "Mark as completed"). */
export const COMPLETABLE_STATUSES: readonly SignatureRequestStatus[] = ['sent', 'signed'];

/** A request reaches its signers once it is sent; before, only staff see it. */
export const REACHED_SIGNERS: readonly SignatureRequestStatus[] = ['sent', 'signed', 'completed'];

/** The system folder a year's requests are kept in (staff only: documents/vault.ts). */
export const signatureRequestFolder = (taxYear: number) => `${SIGNATURE_REQUEST_FOLDER}/${taxYear}`;

/** Forms firms commonly send for signature; any other name may be typed. */
export const SIGNATURE_FORM_NAMES = [
  'Form 8821',
  'Form 2848',
  'Form 8879',
  'Form 8878',
  'Form 4868',
  'Form 7004',
  'Engagement letter',
  'Consent to disclose (IRC §7216)',
  'Consent to use (IRC §7216)',
] as const;

/** Who declined to sign a request, why and when (ISO). */
export interface RequestDeclineDto {
  by: string;
  reason: string;
  at: string;
}

export interface SignatureRequestDto {
  id: string;
  company_id: string;
  company_hash: string;
  company_name: string;
  tax_year: number;
  form_name: string;
  document_name: string;
  /** The original PDF, a document of the entity's vault. */
  source: { document_id: string; file_name: string };
  /** The sealed copy once every signer has signed; null before. */
  signed_document: { sha256: string; sealed_at: string } | null;
  /** Whether the signed pages can be downloaded on their own (the sealed copy exists). */
  signed_pages_only: boolean;
  status: SignatureRequestStatus;
  /** Why processing failed (status error); null otherwise. */
  error: string | null;
  updated_at: string;
  created_at: string;
  /** The signatures given of those asked. */
  signatures: Progress;
  /** The PDF's pages, once processed. */
  pages: number | null;
  /** When its signers were last reminded (ISO); null if never. */
  last_reminder_sent_at: string | null;
  /** Sent asking each signer to verify their identity: their checks summed up; else null. */
  identity_verification_status: IdentityStatus | null;
  /** Once a signer declined, who, why and when: the request takes no more signatures. */
  declined: RequestDeclineDto | null;
}

export const SIGNATURE_REQUEST_MESSAGES = {
  oneEntity: 'Please choose the entity the signature request is for',
  file: 'Please upload the document as a PDF',
  onlyPdf: 'A signature request must be a PDF',
  emptyFile: 'The file is empty. Please upload the document to sign.',
  otherEntity: 'The file is not in this entity’s documents',
  off: 'Signature requests are not turned on for this firm',
  notFound: 'Signature request not found',
  stillProcessing: 'The signature request is still processing. Please wait for a few seconds.',
  notCompletable: 'Only a sent or signed signature request can be marked as completed',
  notSendable: 'Only a signature request waiting for its fields can be sent',
  fieldsNotSaved: 'Please place the signers’ fields and save them before sending',
  fileGone: 'The document is no longer in the entity’s documents. Please upload it again.',
  /** An owner whose account is inactive cannot sign in, so could never sign. */
  inactiveSigner: (name: string) =>
    `${name}’s account is inactive: activate it in People so they can sign.`,
} as const;

export const SIGNATURE_REQUEST_UPLOADED = 'Signature request uploaded';
export const SIGNATURE_REQUEST_SENT = 'Signature request sent to its signers';
export const SIGNATURE_REQUEST_DELETED = 'Signature request has been deleted';
export const SIGNATURE_REQUEST_COMPLETED = 'Signature request has been marked as completed';
export const NO_SIGNATURE_REQUESTS = 'No signature requests were found';

/** Why a processed PDF could not become a request. */
export const UNREADABLE_REQUEST =
  'The signature request’s PDF could not be read. Please upload it again.';

/** Where a signer reviews and signs a request (spec 3 §2). */
export const reviewSignatureRequestPath = (id: string, companyId: string) =>
  `/review-signature-request/${encodeURIComponent(id)}?companyId=${encodeURIComponent(companyId)}`;

/** The mail (or text) that asks a signer to sign. */
export const signatureRequestMail = (
  r: { form_name: string; document_name: string; tax_year: number },
  firmName: string,
  link: string,
) => ({
  subject: `Please sign: ${r.document_name}`,
  text: `${firmName} asks you to sign ${r.form_name}: ${r.document_name} (${r.tax_year}). Open it here:\n\n${link}`,
  sms: `${firmName}: please sign ${r.document_name}: ${link}`,
});
