// Engagement letter signatures (spec 2 §3 "Signature", §4 "Signatures"): who must still sign,
// and when a section's signatures are done. With one signature per section
// (require_one_signature_per_section), the others become Not Needed once one signs. What the call
// accepts is in signatures-input.ts (the questionnaire page loads no validation library).
import type { SignatureDto } from './questionnaire-model';

/** The signature value that marks a signer as not needed (spec 2 §3). */
export const SIGNATURE_NOT_NEEDED = 'Not Needed';
export const SIGNATURE_REQUIRED = 'Please type your name to sign';
export const MAX_SIGNATURE_LENGTH = 120;

/**
 * One signature per section is enough when the firm says so (require_one_signature_per_section),
 * unless the questionnaire was sent asking every owner to sign (all_owner_signature_required).
 */
export const oneSignatureEnough = (firmPreference: boolean, allOwnersRequired = false) =>
  firmPreference && !allOwnersRequired;

export type SignerState = 'signed' | 'not_needed' | 'waiting';

/** How a signer's state reads, on the letter and in the advisor's dialog. */
export const SIGNER_STATE_LABELS: Record<SignerState, string> = {
  signed: 'Signed',
  not_needed: 'Not needed',
  waiting: 'Waiting for signature',
};

export function signerState(
  signature: Pick<SignatureDto, 'signature' | 'not_needed'>,
  section: Pick<SignatureDto, 'signature' | 'not_needed'>[],
  oneIsEnough: boolean,
): SignerState {
  if (signature.not_needed) return 'not_needed';
  if (signature.signature) return 'signed';
  if (oneIsEnough && section.some((s) => s.signature && !s.not_needed)) return 'not_needed';
  return 'waiting';
}

/** Every signer signed or not needed (and someone signed): the section is done. */
export function signaturesDone(
  signatures: Pick<SignatureDto, 'signature' | 'not_needed'>[],
  oneIsEnough: boolean,
): boolean {
  const states = signatures.map((s) => signerState(s, signatures, oneIsEnough));
  return states.includes('signed') && !states.includes('waiting');
}
