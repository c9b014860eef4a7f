// The client's review of a draft return (spec 3 §2 "Review Draft Tax Return", §5, §7 "Approve",
// "Request changes"): approving takes an optional word, requesting changes a reason that is not
// blank. Either ends the review: the client only views after it.
import { object, string, type InferType } from 'yup';
import { recordId } from '../input/record-id';
import { multiline } from '../input/text-rules';

export const MAX_DRAFT_REASON = 2000;

export const REASON_REQUIRED = 'Please tell us what should change';

const reason = () =>
  multiline(
    string()
      .trim()
      .max(MAX_DRAFT_REASON, `The reason can be at most ${MAX_DRAFT_REASON} characters`),
  );

/** The spec's client also sends the entity (spec 3 §7); the return names its own. */
const companyId = () => recordId('company_id').optional();

export const approveDraftSchema = object({
  reason: reason().default(''),
  company_id: companyId(),
});

export const requestChangesSchema = object({
  reason: reason().required(REASON_REQUIRED),
  company_id: companyId(),
});
export type RequestChangesInput = InferType<typeof requestChangesSchema>;

export const DRAFT_MESSAGES = {
  alreadyReviewed: 'This draft has already been reviewed',
  notADraft: 'This tax return was not sent as a draft',
  cannotClassify: 'This tax return cannot be classified now',
  classificationStarted: 'Classification started',
} as const;

/** The mail to the primary contact when a draft is ready (spec 3 §4; its words are ours). */
export const draftReadyMail = (taxYear: number, firmName: string, link: string) => ({
  subject: `Your ${taxYear} tax return draft is ready for your review`,
  text: `${firmName} has prepared a draft of your ${taxYear} tax return. Please review it and approve it, or tell us what should change:\n\n${link}`,
  sms: `${firmName}: your ${taxYear} tax return draft is ready for your review: ${link}`,
});
