// The fields of a signature request (issue 46 "Placing fields"): before it is sent, the advisor
// places a signature, initials, date or text box for each signer on the document's pages. A box is
// in the page's units (PDF points) from its bottom left, as signature boxes and annotations are
// stored (signing-trail.ts), so the seal stamps it where it was placed whatever the screen.
import { array, mixed, number, object, type InferType } from 'yup';
import { recordId } from '../input/record-id';
import type { SignatureBox } from '../signing/signing-trail';

export const FIELD_KINDS = ['signature', 'initials', 'date', 'text'] as const;
export type FieldKind = (typeof FIELD_KINDS)[number];

export const FIELD_KIND_LABELS: Record<FieldKind, string> = {
  signature: 'Signature',
  initials: 'Initials',
  date: 'Date',
  text: 'Text',
};

/** A new field's size on the page, by kind (the signature's is a tax return's box). */
export const FIELD_SIZES: Record<FieldKind, { width: number; height: number }> = {
  signature: { width: 180, height: 28 },
  initials: { width: 64, height: 28 },
  date: { width: 96, height: 20 },
  text: { width: 160, height: 20 },
};

/** A field is at least this big, and a document holds at most this many. */
export const MIN_FIELD_SIDE = 12;
export const MAX_FIELDS = 200;

export interface SignatureFieldDto extends SignatureBox {
  id: string;
  /** The owner who fills it in. */
  signer_id: string;
  kind: FieldKind;
}

export interface FieldSignerDto {
  id: string;
  name: string;
  /** '' when the signer has no email of their own. */
  email: string;
}

export interface PageSizeDto {
  page: number;
  width: number;
  height: number;
}

/** GET /signature_requests/{id}/fields: who signs, the pages, and the fields placed (or proposed). */
export interface FieldPlacementDto {
  signers: FieldSignerDto[];
  pages: PageSizeDto[];
  fields: SignatureFieldDto[];
  /** The fields are the text's suggestions, not yet saved by the advisor. */
  suggested: boolean;
}

export const FIELD_MESSAGES = {
  notPlaceable: 'Fields can be placed only before the signature request is sent',
  unknownSigner: 'A field is for someone who does not sign this document',
  offPage: 'A field is outside its page',
  tooSmall: `A field must be at least ${MIN_FIELD_SIDE} points wide and high`,
  duplicateId: 'Two fields have the same id',
} as const;

const coordinate = (name: string) =>
  number()
    .typeError(`${name} must be a number`)
    .min(0, `${name} cannot be negative`)
    .max(20000, `${name} is too large`)
    .required(`${name} is required`);

export const saveFieldsSchema = object({
  fields: array(
    object({
      id: recordId('id').required('id is required'),
      signer_id: recordId('signer_id').required('signer_id is required'),
      kind: mixed<FieldKind>()
        .oneOf([...FIELD_KINDS], `kind must be one of ${FIELD_KINDS.join(', ')}`)
        .required('kind is required'),
      page: number().integer('page must be a page number').min(1, 'page starts at 1').required(),
      left: coordinate('left'),
      bottom: coordinate('bottom'),
      width: coordinate('width'),
      height: coordinate('height'),
    }),
  )
    .max(MAX_FIELDS, `A document can have at most ${MAX_FIELDS} fields`)
    .required('fields is required'),
});
export type SaveFieldsInput = InferType<typeof saveFieldsSchema>;

/** What is wrong with a field on pages of these sizes, or null. */
export function fieldProblem(field: SignatureBox, pages: readonly PageSizeDto[]): string | null {
  if (field.width < MIN_FIELD_SIDE || field.height < MIN_FIELD_SIDE) return FIELD_MESSAGES.tooSmall;
  const size = pages.find((p) => p.page === field.page);
  if (
    !size ||
    field.left + field.width > size.width + 0.5 ||
    field.bottom + field.height > size.height + 0.5
  )
    return FIELD_MESSAGES.offPage;
  return null;
}

/** Each signer needs one signature (or initials) to sign: who has none yet. */
export const signersWithoutSignature = (
  signers: readonly FieldSignerDto[],
  fields: readonly Pick<SignatureFieldDto, 'signer_id' | 'kind'>[],
) =>
  signers.filter(
    (s) =>
      !fields.some(
        (f) => f.signer_id === s.id && (f.kind === 'signature' || f.kind === 'initials'),
      ),
  );

/** The words for a signer still missing a signature field. */
export const noSignatureFor = (name: string) => `${name} has no signature field yet`;
