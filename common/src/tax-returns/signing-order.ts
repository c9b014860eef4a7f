// Signing in order (issue 45 "parallel signing by default, an order when the advisor sets one"):
// the signers sign one after another, in the order the classification lists them. It is a
// signer's turn while everyone before them has given every signature asked of them; the next is
// told when it becomes theirs.
import { isSignatureDone } from './delivery-progress';
import type { ESignFormDto } from './tax-return-model';

/** A signer still has a signature to give on some form. */
const owesSignature = (forms: ESignFormDto[], signerId: string) =>
  forms.some((form) =>
    form.signatures.some((s) => s.signer_id === signerId && !isSignatureDone(form, s)),
  );

/** Whose turn it is: the first listed signer with a signature still to give, else null. */
export function signerWhoseTurn(signerIds: string[], forms: ESignFormDto[]): string | null {
  return signerIds.find((id) => owesSignature(forms, id)) ?? null;
}

export const SIGNING_ORDER_MESSAGES = {
  label: 'Sign in the order listed',
  help: 'Each signer is emailed when the one before them has signed',
  waiting: (name: string) => `${name} signs first. We will email you when it is your turn.`,
} as const;

/** The mail that tells the next signer their turn has come. */
export const yourTurnMail = (taxYear: number, firmName: string, before: string, link: string) => ({
  subject: `Your turn to sign your ${taxYear} tax return`,
  text: `${before} has signed. Your ${taxYear} tax return from ${firmName} is ready for your signature:\n\n${link}`,
  sms: `${firmName}: ${before} has signed; your ${taxYear} tax return is ready for your signature: ${link}`,
});
