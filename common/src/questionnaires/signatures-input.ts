// What signing an engagement letter accepts (spec 2 §7 "Sign agreement").
import { object, string, type InferType } from 'yup';
import { MAX_SIGNATURE_LENGTH, SIGNATURE_REQUIRED } from './signatures';

export const signAgreementSchema = object({
  section_id: string().max(128).required('section_id is missing'),
  signature: string()
    .trim()
    .max(MAX_SIGNATURE_LENGTH, `A signature can be at most ${MAX_SIGNATURE_LENGTH} characters`)
    .required(SIGNATURE_REQUIRED),
  /** The signer's own clock, as they saw it (spec 2 §7 "Sign agreement"). */
  client_time: string().max(64).default(''),
});
export type SignAgreementInput = InferType<typeof signAgreementSchema>;
