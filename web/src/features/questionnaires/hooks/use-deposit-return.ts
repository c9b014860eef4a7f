// Coming back from the checkout page (spec 2 §4 "the result is verified afterwards"): the address
// carries the checkout session (deposit_session) or that the payer went back (deposit=cancelled).
// The session is verified with the server once, the outcome said, and the address cleaned so a
// reload does not say it again.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { showDepositStatus, verifyDeposit } from '../api/deposits';

export const DEPOSIT_PAID = 'Thank you, your deposit has been paid.';
export const DEPOSIT_PROCESSING = 'Your payment is being processed.';
export const DEPOSIT_CANCELLED = 'Payment cancelled. Your deposit is still outstanding.';

/** True while a returning payment is being verified. */
export function useDepositReturn(questionnaireId: string, enabled: boolean): boolean {
  const [search, setSearch] = useSearchParams();
  const client = useQueryClient();
  const sessionId = search.get('deposit_session');
  const cancelled = search.get('deposit') === 'cancelled';
  const handled = useRef<string | null>(null);
  const [verifying, setVerifying] = useState(false);

  useEffect(() => {
    if (!enabled || (!sessionId && !cancelled)) return;
    const key = sessionId ?? 'cancelled';
    if (handled.current === key) return;
    handled.current = key;
    const clean = () =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('deposit_session');
          next.delete('deposit');
          return next;
        },
        { replace: true },
      );
    if (!sessionId) {
      toast.info(DEPOSIT_CANCELLED);
      clean();
      return;
    }
    setVerifying(true);
    verifyDeposit(questionnaireId, sessionId)
      .then((answer) => {
        showDepositStatus(client, questionnaireId, answer);
        if (answer.deposit_status === 'paid' || answer.deposit_status === 'marked_paid')
          toast.success(DEPOSIT_PAID);
        else if (answer.deposit_status === 'payment_pending') toast.info(DEPOSIT_PROCESSING);
      })
      .catch((error: unknown) => toast.error(error))
      .finally(() => {
        setVerifying(false);
        clean();
      });
  }, [enabled, sessionId, cancelled, questionnaireId, client, setSearch]);

  return verifying;
}
