// The ESIGN Act's consumer disclosure and consent (15 USC 7001(c), issue 45): before a client's
// first electronic signature they read what signing electronically means for them — paper copies,
// withdrawing, what the consent covers, how to update their details, what they need to open the
// records — and agree in a way that shows they can open them. The consent is recorded with the
// disclosure's version; a new version asks again.
import { object, string, type InferType } from 'yup';

/** Raised whenever the text below changes in substance: consents to an older one are asked again. */
export const ESIGN_DISCLOSURE_VERSION = '2026-12-01';

export const ESIGN_DISCLOSURE_TITLE = 'Consent to sign electronically';

/** The disclosure, a heading and its paragraph each; `{firm}` is the firm's name. */
export const ESIGN_DISCLOSURE: readonly { heading: string; text: string }[] = [
  {
    heading: 'What you agree to',
    text: '{firm} asks you to receive, review and sign your tax documents electronically through this portal. Your electronic signature has the same effect as signing on paper.',
  },
  {
    heading: 'What it covers',
    text: 'Your consent covers the tax returns, authorization forms (such as Forms 8879 and 8878), engagement letters and other documents {firm} sends you for signature through this portal, until you withdraw it.',
  },
  {
    heading: 'Paper copies',
    text: 'You may ask {firm} for a paper copy of any document at any time, at no charge. You can also download and print every document from this portal.',
  },
  {
    heading: 'Withdrawing your consent',
    text: 'You may withdraw your consent at any time by telling {firm} by message or email. Documents you already signed stay signed; after you withdraw, {firm} will send documents on paper for a handwritten signature, which may take longer.',
  },
  {
    heading: 'Keeping your details up to date',
    text: 'Keep your email address and phone number current in your profile, or tell {firm} when they change, so that you receive the documents sent to you.',
  },
  {
    heading: 'What you need',
    text: 'A current web browser (Chrome, Safari, Edge or Firefox) on a computer, tablet or phone, an email address, and a way to open PDF files, which this portal shows in the browser.',
  },
];

export const ESIGN_CONSENT_LABEL =
  'I have read this disclosure, I can open the documents in this portal, and I agree to sign electronically.';
export const ESIGN_CONSENT_BUTTON = 'Agree and continue';
export const ESIGN_CONSENT_REQUIRED = 'Please agree to sign electronically before you sign';
export const ESIGN_CONSENT_OUTDATED = 'Please read and agree to the current disclosure';

/** The disclosure with the firm's name in it. */
export const disclosureFor = (firmName: string) =>
  ESIGN_DISCLOSURE.map((p) => ({ ...p, text: p.text.replaceAll('{firm}', firmName) }));

export const esignConsentSchema = object({
  disclosure_version: string().max(32).required('disclosure_version is missing'),
}).noUnknown();
export type EsignConsentInput = InferType<typeof esignConsentSchema>;

/** A signer's consent as the screen reads it. */
export interface EsignConsentDto {
  /** Agreed to the current disclosure. */
  given: boolean;
  /** ISO, when they agreed to the version they agreed to; null when never. */
  consented_at: string | null;
  version: string | null;
}
