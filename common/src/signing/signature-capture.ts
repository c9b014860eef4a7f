// How a signer signs (issue 45 "capture"): their name typed and rendered as a signature, or drawn
// on a pad with a finger, a pen or a mouse (sent as a PNG). The IRS allows either for Forms 8879
// and 8878; the method is kept with the signature and printed on the certificate.
import { mixed, object, string, type InferType } from 'yup';

export const SIGNATURE_METHODS = ['typed', 'drawn'] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

export const SIGNATURE_METHOD_LABELS: Record<SignatureMethod | 'marked', string> = {
  typed: 'Typed name',
  drawn: 'Drawn signature',
  marked: 'Signed on paper (marked by the firm)',
};

export const TYPED_SIGNATURE_MAX = 120;
/** A drawn signature's PNG as a data URL: a pad 600 × 200 compresses to far less. */
export const DRAWN_SIGNATURE_MAX = 300_000;
const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

export const CAPTURE_MESSAGES = {
  typedRequired: 'Please type your name to sign',
  typedTooLong: `A signature can be at most ${TYPED_SIGNATURE_MAX} characters`,
  drawnRequired: 'Please draw your signature',
  drawnInvalid: 'The drawn signature could not be read. Please draw it again.',
  drawnTooLarge: 'The drawn signature is too large. Please clear it and draw it again.',
  methodInvalid: 'Choose to type or draw your signature',
} as const;

export const signatureCaptureSchema = object({
  method: mixed<SignatureMethod>()
    .oneOf(SIGNATURE_METHODS, CAPTURE_MESSAGES.methodInvalid)
    .required(CAPTURE_MESSAGES.methodInvalid),
  text: string()
    .trim()
    .max(TYPED_SIGNATURE_MAX, CAPTURE_MESSAGES.typedTooLong)
    .default('')
    .when('method', {
      is: 'typed',
      then: (s) => s.required(CAPTURE_MESSAGES.typedRequired),
    }),
  image: string()
    .max(DRAWN_SIGNATURE_MAX, CAPTURE_MESSAGES.drawnTooLarge)
    .default('')
    .when('method', {
      is: 'drawn',
      then: (s) =>
        s.required(CAPTURE_MESSAGES.drawnRequired).matches(PNG_DATA_URL, {
          message: CAPTURE_MESSAGES.drawnInvalid,
          excludeEmptyString: true,
        }),
    }),
  /** The signer's own clock, as they saw it. */
  client_time: string().max(64).default(''),
}).noUnknown();
export type SignatureCaptureInput = InferType<typeof signatureCaptureSchema>;
