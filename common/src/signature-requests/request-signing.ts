// A signer's side of a signature request (issue 46 "The client's review"): the document's pages
// and the fields placed for them — signatures and initials they give typed or drawn, text they
// type, dates filled in with the day they sign — their consent to sign electronically, and the
// way out: declining with a reason, which closes the request for every signer.
import { mixed, object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';
import type { EsignConsentDto } from '../signing/esign-consent';
import type { MyIdentityDto } from '../signing/identity-verification';
import type { SignatureMethod } from '../signing/signature-capture';
import {
  CAPTURE_MESSAGES,
  signatureCaptureSchema,
  TYPED_SIGNATURE_MAX,
} from '../signing/signature-capture';
import type { RequestDeclineDto, SignatureRequestStatus } from './signature-request-model';
import type { FieldKind, PageSizeDto, SignatureFieldDto } from './signature-fields';

/** How a field was filled in: a signature typed or drawn, text typed, or the day's date. */
export type FillMethod = SignatureMethod | 'text' | 'date';

export interface MyFieldDto extends SignatureFieldDto {
  /** What it holds once filled in: the text (a typed signature, the text, the date) or the PNG. */
  value: { method: FillMethod; text: string; image: string } | null;
  /** ISO; null while open. */
  filled_at: string | null;
}

/** GET /signature_requests/{id}/signing: what the request asks of the caller. */
export interface RequestSigningDto {
  request: {
    id: string;
    company_name: string;
    form_name: string;
    document_name: string;
    tax_year: number;
    status: SignatureRequestStatus;
    /** Its sealed copies can be downloaded (once every signer has signed and it is sealed). */
    sealed: boolean;
  };
  signer_id: string;
  signer_name: string;
  firm_name: string;
  consent: EsignConsentDto;
  /** The caller's identity check when the request asks it (and them) to verify; else null. */
  identity: MyIdentityDto | null;
  pages: PageSizeDto[];
  /** The caller's fields, in reading order (page, then top to bottom, then left to right). */
  fields: MyFieldDto[];
  /** The other signers and whether they have filled in all theirs. */
  others: { name: string; done: boolean }[];
  /** Once someone declined: the request takes nothing more. */
  declined: RequestDeclineDto | null;
}

/** The fields a signer fills in themselves (a date is filled in with their first signature). */
export const ASKED_KINDS: readonly FieldKind[] = ['signature', 'initials', 'text'];

/** What a signer still has to fill in, in reading order. */
export const stillToFill = (fields: readonly MyFieldDto[]) =>
  fields.filter((f) => f.value === null && ASKED_KINDS.includes(f.kind));

/** Fields in reading order: page by page, top to bottom, then left to right. */
export const inReadingOrder = <T extends SignatureFieldDto>(fields: readonly T[]): T[] =>
  [...fields].sort(
    (a, b) =>
      a.page - b.page ||
      b.bottom + b.height - (a.bottom + a.height) ||
      a.left - b.left ||
      a.id.localeCompare(b.id),
  );

export const FIELD_TEXT_MAX = 200;
export const DECLINE_REASON_MAX = 1000;

/** A date field as it reads on the page (US forms: month/day/year). */
export const fieldDate = (isoDay: string) => {
  const [year, month, day] = isoDay.split('-');
  return `${month}/${day}/${year}`;
};

export const REQUEST_SIGNING_MESSAGES = {
  staff: 'Signature requests are signed by the entity’s owners',
  notASigner: 'This signature request does not ask you to sign',
  notYours: 'This field is not yours to fill in',
  filled: 'This field is filled in already',
  dateField: 'A date is filled in when you sign',
  closed: 'This signature request no longer takes signatures',
  declined: 'This signature request was declined and takes no more signatures',
  textRequired: 'Please type the text this field asks for',
  textTooLong: `The text can be at most ${FIELD_TEXT_MAX} characters`,
  reasonRequired: 'Please say why you decline to sign',
  reasonTooLong: `The reason can be at most ${DECLINE_REASON_MAX} characters`,
  wrongKind: 'This field takes a signature, not text',
  textKind: 'This field takes text, not a signature',
  signed: 'Signed',
  filledToast: 'Filled in',
  allSigned: 'You have signed everything. Thank you!',
  declinedToast: 'You declined to sign. Your firm has been told.',
} as const;

const SAY = REQUEST_SIGNING_MESSAGES;

/** POST /signature_requests/{id}/fields/{fieldId}/fill: a signature, or the text typed. */
export const fillFieldSchema = signatureCaptureSchema
  .shape({
    method: mixed<SignatureMethod | 'text'>()
      .oneOf(['typed', 'drawn', 'text'], 'Choose how to fill in the field')
      .required('Choose how to fill in the field'),
    text: string()
      .trim()
      .max(FIELD_TEXT_MAX, SAY.textTooLong)
      .default('')
      .when('method', ([method], s) =>
        method === 'text'
          ? s.required(SAY.textRequired)
          : method === 'typed'
            ? s
                .required(CAPTURE_MESSAGES.typedRequired)
                .max(TYPED_SIGNATURE_MAX, CAPTURE_MESSAGES.typedTooLong)
            : s,
      ),
    /** The signer's own day (YYYY-MM-DD), for their date fields. */
    local_date: string()
      .max(10, 'local_date must be a day (YYYY-MM-DD)')
      .matches(/^\d{4}-\d{2}-\d{2}$/, {
        message: 'local_date must be a day (YYYY-MM-DD)',
        excludeEmptyString: true,
      })
      .default(''),
  })
  .noUnknown();
export type FillFieldInput = InferType<typeof fillFieldSchema>;

/** POST /signature_requests/{id}/decline. */
export const declineSchema = object({
  reason: multiline(
    string().trim().max(DECLINE_REASON_MAX, SAY.reasonTooLong).required(SAY.reasonRequired),
  ),
}).noUnknown();
export type DeclineInput = InferType<typeof declineSchema>;

/** A request's sealed copies: the whole document signed, or its signed pages only. */
export const SIGNED_COPY_PARTS = ['whole', 'signed-pages'] as const;
export type SignedCopyPart = (typeof SIGNED_COPY_PARTS)[number];

export const SIGNED_COPY_MESSAGES = {
  notSealed: 'The signed copy is not ready yet: it is sealed once everyone has signed',
  partInvalid: 'part must be whole or signed-pages',
} as const;

/** GET /signature_requests/{id}/signed?part=. */
export const signedCopyQuerySchema = object({
  part: mixed<SignedCopyPart>()
    .oneOf([...SIGNED_COPY_PARTS], SIGNED_COPY_MESSAGES.partInvalid)
    .default('whole'),
}).noUnknown();
