// A card payment the portal took (an invoice's, a deposit's) as Stripe confirmed it, and what
// happened to it after (issue 45): a refund from the firm's Stripe dashboard, or a payer's dispute
// and where it stands, in the words staff read and the log keeps.

export interface CardRefundDto {
  /** Dollars. */
  amount: number;
  at: string;
}

export interface CardDisputeDto {
  /** Dollars the payer's bank took back until it is decided. */
  amount: number;
  /** Stripe's reason in words ('fraudulent', 'product not received'). */
  reason: string;
  /** Stripe's dispute status ('needs_response', 'won', …). */
  status: string;
  at: string;
}

export interface CardPaymentDto {
  paid_at: string;
  session_id: string;
  /** Refunded by the firm (from its Stripe dashboard): how much, when. */
  refund?: CardRefundDto | null;
  /** Disputed by the payer with their bank: how much, Stripe's reason and status. */
  dispute?: CardDisputeDto | null;
}

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
