// A signer's side of a delivered return (issue 45): the consent to sign electronically, and each
// signature the return asks of them — which form, where on which page, and whether it is given.
import type { SignatureMethod } from '../signing/signature-capture';
import type { EsignConsentDto } from '../signing/esign-consent';
import type { SignatureBox } from '../signing/signing-trail';
import type { MyIdentityDto } from '../signing/identity-verification';

export type MySignatureState = 'waiting' | 'signed' | 'marked_signed' | 'wet_signature';

export interface MySignatureDto {
  /** The e-sign form's id on the return. */
  form_id: string;
  form_name: string;
  /** The form's pages (1-based). */
  pages: number[];
  box: SignatureBox | null;
  state: MySignatureState;
  method: SignatureMethod | null;
  /** ISO; null until signed. */
  signed_at: string | null;
  /** What the caller gave once signed here: their typed name, or the PNG drawn (a data URL). */
  given: { text: string; image: string } | null;
}

export interface ReturnSigningDto {
  /** The caller, as the forms name them. */
  signer_id: string;
  /** The caller's name, offered as the name to type. */
  signer_name: string;
  firm_name: string;
  consent: EsignConsentDto;
  /** The caller's identity check, when the return asks one (sign once it is verified); else null. */
  identity: MyIdentityDto | null;
  signatures: MySignatureDto[];
  /** Signing in order, and another signer's turn before the caller's: their name; else null. */
  waiting_for: string | null;
}

export const SIGNING_MESSAGES = {
  notYours: 'This form has no signature of yours',
  alreadySigned: 'You have already signed this form',
  wetSignature:
    'This form needs a handwritten signature: print it, sign it and send it to your firm',
  finished: 'This tax return is finished and takes no more signatures',
  signed: 'Signed',
  allSigned: 'You have signed everything. Thank you!',
} as const;

/** What a signer still has to sign, in the order the return asks. */
export const stillToSign = (signatures: readonly MySignatureDto[]) =>
  signatures.filter((s) => s.state === 'waiting');
