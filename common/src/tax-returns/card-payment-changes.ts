// What happened to a card payment after it (issue 45): a refund from the firm's Stripe dashboard,
// or a payer's dispute and where it stands, in the words staff read and the log keeps.
const DISPUTE_STATUS_WORDS: Record<string, string> = {
  needs_response: 'needs your response',
  warning_needs_response: 'needs your response',
  under_review: 'under review',
  warning_under_review: 'under review',
  won: 'won',
  lost: 'lost',
  warning_closed: 'closed',
};

/** Stripe's dispute status in words ('needs_response' → 'needs your response'). */
export const disputeStatusWords = (status: string) =>
  DISPUTE_STATUS_WORDS[status] ?? status.replaceAll('_', ' ');

/** A dispute still waits for the firm's evidence (in its Stripe dashboard). */
export const disputeNeedsResponse = (status: string) => status.endsWith('needs_response');
