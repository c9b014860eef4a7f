// A Stripe page (the invoice's checkout, the identity check) sends the client back with a word in
// the address; what it says is only a hint: the signed event decides, and may take a moment.
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** How long the page keeps asking for Stripe's answer after its page sent the client back. */
const STRIPE_WAIT_MS = 60_000;

/**
 * What the page said on arrival (`param`, one of `values`; read once), and whether Stripe's event
 * may still be on its way.
 */
export function useBackFromStripe<T extends string>(
  param: string,
  values: readonly T[],
): { said: T | null; stillWaiting: () => boolean } {
  const [search] = useSearchParams();
  const [back] = useState(() => ({
    said: values.find((value) => value === search.get(param)) ?? null,
    at: Date.now(),
  }));
  return {
    said: back.said,
    stillWaiting: () => back.said !== null && Date.now() - back.at < STRIPE_WAIT_MS,
  };
}
