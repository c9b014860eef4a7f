// How the Stripe ports reach Stripe: one client per key, its SDK loaded on the first call (not at a
// function's cold start), and a failure of the provider ours to report as unavailable (the caller
// retries), never a half-known state; "no such object" (404) is an answer, not a failure.
import type Stripe from 'stripe';
import { Unavailable } from '../../kernel/errors';

/** Stripe's client, made on first use. */
export type StripeClient = () => Promise<Stripe>;

/**
 * Stripe's client for a secret key (or how to read it: a Secret is only readable once the function
 * runs); `apiBase` points it elsewhere (the local sandbox).
 */
export function stripeClient(secretKey: string | (() => string), apiBase?: string): StripeClient {
  let client: Promise<Stripe> | undefined;
  const base = apiBase ? new URL(apiBase) : null;
  const make = async () => {
    const key = typeof secretKey === 'string' ? secretKey : secretKey();
    if (!key) throw new Error('No Stripe secret key is set (STRIPE_SECRET_KEY)');
    const { default: StripeSdk } = await import('stripe');
    return new StripeSdk(key, {
      maxNetworkRetries: 1,
      timeout: 20_000,
      telemetry: false,
      ...(base && {
        host: base.hostname,
        port: Number(base.port || (base.protocol === 'https:' ? 443 : 80)),
        protocol: base.protocol === 'https:' ? 'https' : 'http',
      }),
    });
  };
  return () => {
    if (!client) {
      client = make();
      // A failed start (no key yet) is not kept: the next call tries again.
      client.catch(() => (client = undefined));
    }
    return client;
  };
}

/** Stripe's errors name their type (`StripeInvalidRequestError`, …); 404 is "no such object". */
const isMissing = (error: unknown) => {
  const { type, statusCode } = (error ?? {}) as { type?: unknown; statusCode?: unknown };
  return typeof type === 'string' && type.startsWith('Stripe') && statusCode === 404;
};

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
