// Spec 2 §4 "Deposit": how each status reads and which mark each allows.
import { describe, expect, it } from 'vitest';
import { canMarkDepositPaid, canMarkDepositUnpaid, depositDisplay } from './deposits';
import type { DepositStatus } from './questionnaire-model';

const CASES: [DepositStatus | null, 'success' | 'pending' | 'outstanding', boolean, boolean][] = [
  // status, display, Mark as paid (with an amount), Mark as unpaid
  ['paid', 'success', false, false],
  ['marked_paid', 'success', false, true],
  ['payment_pending', 'pending', false, false],
  ['pending', 'outstanding', true, false],
  ['unpaid', 'outstanding', true, false],
  [null, 'outstanding', false, false],
];

describe('deposit statuses', () => {
  it.each(CASES)('%s reads as %s', (status, display, markPaid, markUnpaid) => {
    expect(depositDisplay(status)).toBe(display);
    expect(canMarkDepositPaid(350, status)).toBe(markPaid);
    expect(canMarkDepositUnpaid(status)).toBe(markUnpaid);
  });

  it('offers Mark as paid only when an amount is due', () => {
    expect(canMarkDepositPaid(null, 'unpaid')).toBe(false);
    expect(canMarkDepositPaid(0, 'pending')).toBe(false);
  });
});
