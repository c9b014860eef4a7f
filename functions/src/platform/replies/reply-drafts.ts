// The reply-draft port (issue 16 §6): a language model drafts an advisor's reply from the
// conversation so far. Which model is a deployment's choice; until one is configured — and always
// offline, in the local runtime — every draft is refused with a clear "not configured" error,
// never invented text.
import { Unavailable } from '../../kernel/errors';

/** One message of the conversation as the model reads it, oldest first. */
export interface DraftTurn {
  author: string;
  fromFirm: boolean;
  text: string;
}

export interface DraftRequest {
  firmName: string;
  /** The advisor the draft is for. */
  advisorName: string;
  turns: DraftTurn[];
}

export interface ReplyDrafts {
  /** The draft's text; Unavailable when no model is configured. */
  draft(request: DraftRequest): Promise<string>;
}

export const REPLY_DRAFTS_NOT_CONFIGURED = 'Reply drafting is not configured for this portal';

export const unconfiguredReplyDrafts: ReplyDrafts = {
  draft: () => Promise.reject(new Unavailable(REPLY_DRAFTS_NOT_CONFIGURED)),
};
