// A signer link (issue 45 "spouses are equal signers"): a spouse with no email of their own is sent
// their return through the household's address, in a link meant for them alone; opening it texts
// a code to their own phone, and the code signs them in as themselves.
import { object, string, type InferType } from 'yup';

/** The sign-in page's query parameter that carries a signer link's token. */
export const SIGNER_LINK_PARAM = 'signer_token';
/** A signer link stays good this long, for each visit (each asks a fresh code to the phone). */
export const SIGNER_LINK_DAYS = 7;

export const SIGNER_LINK_MESSAGES = {
  expired:
    'This signing link has expired. Open the latest email from your firm, or ask them to send a reminder.',
  noPhone: (fname: string) =>
    `We have no mobile number for ${fname}, so we cannot text a code. Ask your firm to add it, then open this link again.`,
  codeSent: 'We texted you a new code.',
} as const;

export const openSignerLinkSchema = object({
  signer_token: string()
    .strict()
    .typeError('signer_token must be text')
    .max(256, 'signer_token is too long')
    .required('signer_token is missing'),
});
export type OpenSignerLinkInput = InferType<typeof openSignerLinkSchema>;

/** POST /sessions/open_signer_link's answer: whose link it is, and where the code went. */
export interface OpenSignerLinkDto {
  uid: string;
  fname: string;
  full_name: string;
  /** The last two digits of the phone the code was texted to. */
  phone_ending: string;
}
