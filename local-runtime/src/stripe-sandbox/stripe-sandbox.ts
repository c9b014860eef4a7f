// The local runtime's Stripe-compatible sandbox (ARCHITECTURE.md "card payments, identity
// checks"): the API the stripe SDK calls (checkout sessions, identity VerificationSessions), the
// hosted checkout and identity pages people see, on one router; the signed webhook events it
// sends; and the Payments and IdentityChecks ports pointed at it.
import express, { type Router } from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  stripeIdentityChecks,
  type IdentityChecks,
} from '@portico/functions/platform/payments/identity-checks';
import { stripePayments, type Payments } from '@portico/functions/platform/payments/payments';
import { stripeClient } from '@portico/functions/platform/payments/stripe-calls';
import { checkoutPageRoutes } from './checkout-page';
import { connectPageRoutes } from './connect-page';
import { SandboxAccounts } from './sandbox-accounts';
import { dashboardPageRoutes } from './dashboard-page';
import { identityPageRoutes } from './identity-page';
import { SANDBOX_SECRET_KEY, sandboxApi } from './sandbox-api';
import { SandboxSessions } from './sandbox-sessions';
import { SandboxVerifications } from './sandbox-verifications';
import {
  deliverNowhere,
  RETRY_DELAYS_MS,
  SandboxWebhooks,
  type DeliverWebhook,
} from './sandbox-webhooks';

export interface StripeSandbox {
  /**
   * Mount on the server at publicUrl: /v1/… (the API), /sandbox/checkout/…, /sandbox/identity/…,
   * /sandbox/connect/… and /sandbox/payments (the pages: checkout, identity, Connect onboarding,
   * the firm's dashboard of payments).
   */
  router: Router;
  /** The portal's Payments port, calling this sandbox through the stripe SDK at apiUrl. */
  payments: Payments;
  /** The portal's IdentityChecks port, likewise. */
  identityChecks: IdentityChecks;
  /** The events sent (signed with SANDBOX_WEBHOOK_SECRET), to read or resend. */
  webhooks: SandboxWebhooks;
}

export interface SandboxOptions {
  /** The waits before each retry of a failed delivery (tests shorten them). */
  retryDelaysMs?: readonly number[];
}

/**
 * @param publicUrl where browsers reach the server the router is mounted on
 * @param apiUrl where the server reaches it (the loopback address it listens on)
 * @param deliver sends a signed webhook event to the portal's endpoint
 */
export function stripeSandbox(
  publicUrl: string,
  apiUrl: string,
  deliver: DeliverWebhook,
  { retryDelaysMs = RETRY_DELAYS_MS }: SandboxOptions = {},
): StripeSandbox {
  const sessions = new SandboxSessions(publicUrl);
  const verifications = new SandboxVerifications(publicUrl);
  const accounts = new SandboxAccounts(publicUrl);
  const webhooks = new SandboxWebhooks(deliver, retryDelaysMs);
  const router = express
    .Router()
    .use(sandboxApi(sessions, verifications, accounts, webhooks))
    .use(connectPageRoutes(accounts, webhooks))
    .use(checkoutPageRoutes(sessions, webhooks))
    .use(dashboardPageRoutes(sessions, webhooks))
    .use(identityPageRoutes(verifications, webhooks));
  const stripe = stripeClient(SANDBOX_SECRET_KEY, apiUrl);
  return {
    router,
    payments: stripePayments(stripe),
    identityChecks: stripeIdentityChecks(stripe),
    webhooks,
  };
}

/** A sandbox on a server of its own (the API tests, which serve the API without a port). */
export async function startStripeSandbox(
  deliver: DeliverWebhook = deliverNowhere,
  options: SandboxOptions = {},
): Promise<StripeSandbox & { url: string; close(): Promise<void> }> {
  const app = express();
  const server = await new Promise<Server>((resolve, reject) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    listening.once('error', reject);
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const sandbox = stripeSandbox(url, url, deliver, options);
  app.use(sandbox.router);
  return {
    ...sandbox,
    url,
    close: () =>
      new Promise<void>((done) => {
        sandbox.webhooks.stop();
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}
