// The part of Stripe's API the portal calls, answering as Stripe does: form-encoded requests with
// a secret key, JSON answers, `{ error: { type, message } }` on failure. Checkout sessions (POST
// and GET /v1/checkout/sessions) are on a firm's connected account (a Stripe-Account header);
// identity VerificationSessions (/v1/identity/verification_sessions: create, retrieve, cancel) are
// on the platform's own account (no header), as are Connect's accounts and account links
// (/v1/accounts, /v1/account_links: a firm's Standard account and its onboarding). The stripe SDK
// is pointed here by host and port.
import express, { type Request, type Response, type Router } from 'express';
import type { SandboxAccounts } from './sandbox-accounts';
import { stripeSessionOf, type SandboxSessions } from './sandbox-sessions';
import type { SandboxVerifications } from './sandbox-verifications';
import type { SandboxWebhooks } from './sandbox-webhooks';

/** The sandbox's secret key (the local runtime and the API tests use it). */
export const SANDBOX_SECRET_KEY = 'sk_test_portico_sandbox';
/** Stripe's smallest USD charge. */
const MIN_AMOUNT_CENTS = 50;

type Form = Record<string, unknown>;

function fail(res: Response, status: number, message: string, param?: string) {
  res.status(status).json({
    error: {
      type: 'invalid_request_error',
      message,
      ...(param && { param }),
      ...(status === 404 && { code: 'resource_missing' }),
    },
  });
}

const isHttpUrl = (value: unknown): value is string => {
  if (typeof value !== 'string') return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

const stringMap = (value: unknown): Record<string, string> =>
  value && typeof value === 'object'
    ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, String(v)]))
    : {};

/** The one line item a deposit checkout carries, or the reason it is refused. */
function lineItem(form: Form): { amount: number; currency: string; name: string } | string {
  const items = Array.isArray(form.line_items) ? (form.line_items as Form[]) : [];
  const price = items[0]?.price_data as Form | undefined;
  const product = price?.product_data as Form | undefined;
  const amount = Number(price?.unit_amount);
  if (items.length !== 1 || Number(items[0]?.quantity ?? 1) !== 1)
    return 'The sandbox takes one line item of quantity 1.';
  if (!Number.isInteger(amount) || amount < MIN_AMOUNT_CENTS)
    return `Amount must be at least ${MIN_AMOUNT_CENTS} cents.`;
  if (price?.currency !== 'usd') return 'The sandbox takes usd only.';
  if (typeof product?.name !== 'string' || !product.name) return 'A product name is required.';
  return { amount, currency: 'usd', name: product.name };
}

export function sandboxApi(
  sessions: SandboxSessions,
  verifications: SandboxVerifications,
  accounts: SandboxAccounts,
  webhooks: SandboxWebhooks,
): Router {
  const router = express.Router();
  router.use('/v1', express.urlencoded({ extended: true, limit: '100kb' }));
  router.use('/v1', (req, res, next) => {
    if (req.get('authorization') !== `Bearer ${SANDBOX_SECRET_KEY}`) {
      fail(res, 401, 'Invalid API Key provided.');
      return;
    }
    // Identity and Connect's accounts are the platform's own; everything else happens on a firm's
    // connected account.
    const platform = /^\/(identity|accounts|account_links)\b/.test(req.path);
    if (!platform && !/^acct_\w+$/.test(req.get('stripe-account') ?? '')) {
      fail(res, 400, 'The sandbox needs a connected account (Stripe-Account header).');
      return;
    }
    next();
  });
  const accountOf = (req: Request) => req.get('stripe-account')!;

  router.post('/v1/checkout/sessions', (req, res) => {
    const form = (req.body ?? {}) as Form;
    if (form.mode !== 'payment') return fail(res, 400, 'The sandbox takes mode=payment.', 'mode');
    for (const param of ['success_url', 'cancel_url'])
      if (!isHttpUrl(form[param])) return fail(res, 400, `Invalid URL: ${param}`, param);
    const item = lineItem(form);
    if (typeof item === 'string') return fail(res, 400, item, 'line_items');
    const session = sessions.create({
      account: accountOf(req),
      amount_total: item.amount,
      currency: item.currency,
      customer_email: typeof form.customer_email === 'string' ? form.customer_email : null,
      description: item.name,
      metadata: stringMap(form.metadata),
      success_url: form.success_url as string,
      cancel_url: form.cancel_url as string,
    });
    res.json(stripeSessionOf(session));
  });

  router.get('/v1/checkout/sessions/:id', (req, res) => {
    const session = sessions.find(accountOf(req), req.params.id);
    if (!session) return fail(res, 404, `No such checkout.session: '${req.params.id}'`, 'session');
    res.json(stripeSessionOf(session));
  });

  router.post('/v1/checkout/sessions/:id/expire', (req, res) => {
    if (!sessions.find(accountOf(req), req.params.id))
      return fail(res, 404, `No such checkout.session: '${req.params.id}'`, 'session');
    if (!sessions.expire(accountOf(req), req.params.id))
      return fail(res, 400, 'Only a checkout session that is open can be expired.', 'session');
    res.json(stripeSessionOf(sessions.find(accountOf(req), req.params.id)!));
  });

  router.post('/v1/identity/verification_sessions', (req, res) => {
    const form = (req.body ?? {}) as Form;
    if (form.type !== 'document') return fail(res, 400, 'The sandbox takes type=document.', 'type');
    const document = (form.options as Form | undefined)?.document as Form | undefined;
    if (document?.require_matching_selfie !== 'true')
      return fail(
        res,
        400,
        'The sandbox checks a document with a matching selfie only.',
        'options[document][require_matching_selfie]',
      );
    if (!isHttpUrl(form.return_url)) return fail(res, 400, 'Invalid URL: return_url', 'return_url');
    const email = (form.provided_details as Form | undefined)?.email;
    if (email !== undefined && (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+$/.test(email)))
      return fail(res, 400, 'Invalid email address.', 'provided_details[email]');
    res.json(
      verifications.create({
        email: email ?? null,
        metadata: stringMap(form.metadata),
        returnUrl: form.return_url,
      }),
    );
  });

  const noSuchVerification = (res: Response, id: string) =>
    fail(res, 404, `No such identity.verification_session: '${id}'`, 'session');

  router.get('/v1/identity/verification_sessions/:id', (req, res) => {
    const session = verifications.find(req.params.id);
    if (!session) return noSuchVerification(res, req.params.id);
    res.json(session);
  });

  router.post('/v1/identity/verification_sessions/:id/cancel', (req, res) => {
    const session = verifications.find(req.params.id);
    if (!session) return noSuchVerification(res, req.params.id);
    const canceled = verifications.cancel(session.id);
    if (!canceled)
      return fail(
        res,
        400,
        `This VerificationSession cannot be canceled because its status is ${session.status}. ` +
          'Only a VerificationSession in requires_input can be canceled.',
      );
    // Stripe's answer does not wait for the webhook.
    void webhooks.send('identity.verification_session.canceled', canceled);
    res.json(canceled);
  });

  router.post('/v1/accounts', (req, res) => {
    const form = (req.body ?? {}) as Form;
    if (form.type !== 'standard')
      return fail(res, 400, 'The sandbox makes Standard accounts.', 'type');
    const name = (form.business_profile as Form | undefined)?.name;
    res.json(
      accounts.create({
        email: typeof form.email === 'string' ? form.email : null,
        name: typeof name === 'string' ? name : null,
        metadata: stringMap(form.metadata),
      }),
    );
  });

  router.get('/v1/accounts/:id', (req, res) => {
    const account = accounts.find(req.params.id);
    if (!account) return fail(res, 404, `No such account: '${req.params.id}'`, 'account');
    res.json(account);
  });

  router.post('/v1/account_links', (req, res) => {
    const form = (req.body ?? {}) as Form;
    if (typeof form.account !== 'string' || !accounts.find(form.account))
      return fail(res, 400, `No such account: '${String(form.account)}'`, 'account');
    if (form.type !== 'account_onboarding')
      return fail(res, 400, 'The sandbox makes account_onboarding links.', 'type');
    for (const param of ['refresh_url', 'return_url'])
      if (!isHttpUrl(form[param])) return fail(res, 400, `Invalid URL: ${param}`, param);
    res.json(
      accounts.link(form.account, {
        returnUrl: form.return_url as string,
        refreshUrl: form.refresh_url as string,
      }),
    );
  });

  router.use('/v1', (_req, res) => fail(res, 404, 'The sandbox does not offer this call.'));
  return router;
}
