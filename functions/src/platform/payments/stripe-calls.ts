// How the Stripe ports call Stripe: a failure of the provider is ours to report as unavailable (the
// caller retries), never a half-known state; "no such object" (404) is an answer, not a failure.
import Stripe from 'stripe';
import { Unavailable } from '../../kernel/errors';

const isMissing = (error: unknown) =>
  error instanceof Stripe.errors.StripeError && error.statusCode === 404;

/** `call`, with any failure but a 404 reported as Unavailable(`unavailable`). */
export async function stripeCall<T>(unavailable: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isMissing(error)) throw error;
    const failure = new Unavailable(unavailable);
    failure.cause = error;
    throw failure;
  }
}

/** As stripeCall, answering null when Stripe has no such object. */
export async function stripeFind<T>(
  unavailable: string,
  call: () => Promise<T>,
): Promise<T | null> {
  try {
    return await stripeCall(unavailable, call);
  } catch (error) {
    if (isMissing(error)) return null;
    throw error;
  }
}
