// The client's review of a draft return (spec 3 §2 "Review Draft Tax Return", §5, §7 "Approve",
// "Request changes"): approving takes an optional word, requesting changes a reason that is not
// blank. Either ends the review: the client only views after it.
import { object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';

export const MAX_DRAFT_REASON = 2000;

export const REASON_REQUIRED = 'Please tell us what should change';

const reason = () =>
  multiline(
    string()
      .trim()
      .max(MAX_DRAFT_REASON, `The reason can be at most ${MAX_DRAFT_REASON} characters`),
  );

export const approveDraftSchema = object({ reason: reason().default('') });

export const requestChangesSchema = object({
  reason: reason().required(REASON_REQUIRED),
});
export type RequestChangesInput = InferType<typeof requestChangesSchema>;
