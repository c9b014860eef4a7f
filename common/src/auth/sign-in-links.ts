// Staff send sign-in links (spec 2 §6, §7 "Send sign-in links", §8 'Sign in link(s) sent
// successfully'): to chosen clients, or to the owners of chosen entities or questionnaires.
import { array, object, type InferType } from 'yup';
import { recordId } from '../input/record-id';

export const SIGN_IN_LINKS_MESSAGES = {
  sent: 'Sign in link(s) sent successfully',
  noneSent: 'No sign-in links were sent',
  nobody: 'Choose who gets a sign-in link',
} as const;

/** How long a link staff send stays good (once): a client may open the mail a day or two later. */
export const STAFF_SIGN_IN_LINK_DAYS = 3;
export const MAX_SIGN_IN_LINKS = 500;

export const sendSignInLinksSchema = object({
  user_ids: array(recordId('user_ids').required())
    .max(MAX_SIGN_IN_LINKS, `At most ${MAX_SIGN_IN_LINKS} at once`)
    .default([]),
  /** Their owners get one each. */
  company_ids: array(recordId('company_ids').required())
    .max(MAX_SIGN_IN_LINKS, `At most ${MAX_SIGN_IN_LINKS} at once`)
    .default([]),
  /** The owners of their entities get one each (the overview's selection). */
  questionnaire_ids: array(recordId('questionnaire_ids').required())
    .max(MAX_SIGN_IN_LINKS, `At most ${MAX_SIGN_IN_LINKS} at once`)
    .default([]),
}).test(
  'someone',
  SIGN_IN_LINKS_MESSAGES.nobody,
  (v) =>
    (v.user_ids?.length ?? 0) + (v.company_ids?.length ?? 0) + (v.questionnaire_ids?.length ?? 0) >
    0,
);
export type SendSignInLinksInput = InferType<typeof sendSignInLinksSchema>;

export type SignInLinkSkip = 'inactive' | 'no-email' | 'too-many';

export interface SignInLinksResultDto {
  message: string;
  sent: number;
  /** Who got none, and why. */
  skipped: { name: string; reason: SignInLinkSkip }[];
}

export const SKIP_REASONS: Record<SignInLinkSkip, string> = {
  inactive: 'inactive',
  'no-email': 'no email',
  'too-many': 'sent too many links lately',
};
