// The sandbox's identity verification page (Stripe Identity's, locally) for API tests: the person
// submits an outcome or cancels, and the page sends them back (its redirect's target is answered).
import { expect } from 'vitest';

/** Does what the person chose on the verification page at `url`; answers where it sends them. */
export async function verificationPage(url: string, outcome: string | 'cancel') {
  const res =
    outcome === 'cancel'
      ? await fetch(`${url}/cancel`, { redirect: 'manual' })
      : await fetch(`${url}/submit`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ outcome }).toString(),
          redirect: 'manual',
        });
  expect(res.status).toBe(303);
  return res.headers.get('location');
}
