// Deposits (spec 2 §4 "Deposit"): how a status reads, when staff may mark it paid or unpaid, and
// the deposit calls' texts (their bodies are in deposits-input.ts). Paying is a hosted checkout on
// the firm's connected account.
import type { DepositStatus } from './questionnaire-model';
import { depositSettled } from './questionnaire-progress';

/** paid or marked_paid read as success, payment_pending as pending, the rest as outstanding. */
export type DepositDisplay = 'success' | 'pending' | 'outstanding';

export function depositDisplay(status: DepositStatus | null | undefined): DepositDisplay {
  if (depositSettled(status)) return 'success';
  return status === 'payment_pending' ? 'pending' : 'outstanding';
}

/** The Mark as paid button: an amount is due and the status is pending or unpaid. */
export const canMarkDepositPaid = (amount: number | null, status: DepositStatus | null) =>
  Boolean(amount) && (status === 'pending' || status === 'unpaid');

/**
 * Mark as unpaid undoes a mark (marked_paid → pending); a card payment is undone by a refund at
 * the payment provider, not here (docs/decisions/questionnaires.md).
 */
export const canMarkDepositUnpaid = (status: DepositStatus | null) => status === 'marked_paid';

export const NO_DEPOSIT_DUE = 'No deposit is due for this questionnaire.';
export const DEPOSIT_ALREADY_PAID = 'The deposit has already been paid.';
export const DEPOSIT_PAYMENT_PROCESSING = 'Your payment is being processed.';
export const CARD_PAYMENTS_OFF = 'Online payment is not available. Please contact your firm.';
export const ONLY_CLIENTS_PAY = 'Only the client can pay the deposit';
export const PAYMENT_NOT_FOUND = 'Payment not found';
export const PAYMENT_AMOUNT_DIFFERS = 'This payment does not match the deposit due.';
export const MARK_PAID_REFUSED = 'Only a pending or unpaid deposit can be marked as paid';
export const MARK_UNPAID_REFUSED = 'Only a deposit marked as paid can be marked as unpaid';
/** The spec's toasts when staff mark a deposit (spec 2 §8). */
export const DEPOSIT_MARKED = {
  paid: 'Questionnaire marked as paid',
  unpaid: 'Questionnaire marked as unpaid',
} as const;
/** How each display reads to staff. */
export const DEPOSIT_DISPLAY_LABELS: Record<DepositDisplay, string> = {
  success: 'Paid',
  pending: 'Payment clearing',
  outstanding: 'Outstanding',
};

export interface DepositStatusDto {
  deposit_status: DepositStatus | null;
}
