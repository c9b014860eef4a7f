// The local runtime's Stripe-compatible sandbox (ARCHITECTURE.md "card payments"): the checkout
// session API the stripe SDK calls and the hosted checkout page payers see, on one router, and
// the Payments port pointed at it.
import express, { type Router } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  stripeClient,
  stripePayments,
  type Payments,
} from '@portico/functions/platform/payments/payments';
import { checkoutPageRoutes } from './checkout-page';
import { SANDBOX_SECRET_KEY, sandboxApi } from './sandbox-api';
import { SandboxSessions } from './sandbox-sessions';

export interface StripeSandbox {
  /** Mount on the server at publicUrl: /v1/… (the API) and /sandbox/checkout/… (the page). */
  router: Router;
  /** The portal's Payments port, calling this sandbox through the stripe SDK at apiUrl. */
  payments: Payments;
}

/**
 * @param publicUrl where browsers reach the server the router is mounted on
 * @param apiUrl where the server reaches it (the loopback address it listens on)
 */
export function stripeSandbox(publicUrl: string, apiUrl: string): StripeSandbox {
  const sessions = new SandboxSessions(publicUrl);
  const router = express.Router().use(sandboxApi(sessions)).use(checkoutPageRoutes(sessions));
  return { router, payments: stripePayments(stripeClient(SANDBOX_SECRET_KEY, apiUrl)) };
}

/** A sandbox on a server of its own (the API tests, which serve the API without a port). */
export async function startStripeSandbox(): Promise<
  StripeSandbox & { url: string; close(): Promise<void> }
> {
  const app = express();
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sandbox = stripeSandbox(url, url);
  app.use(sandbox.router);
  return {
    ...sandbox,
    url,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
