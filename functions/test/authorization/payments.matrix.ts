// Authorization matrix entries for the payments area: Stripe's webhook is public, and the event's
// signature is the only credential — whoever calls without a valid one is refused (400), signed
// in or not (signed events, replays and forgeries are in identity-checks.int.test.ts).
import { statuses, type MatrixEntry } from './matrix-kinds';

export const paymentsMatrix: MatrixEntry[] = [
  {
    method: 'post',
    route: '/stripe/webhook',
    body: { id: 'evt_forged', type: 'identity.verification_session.verified' },
    expect: statuses(400),
  },
];
