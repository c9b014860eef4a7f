// The sandbox's hosted Connect onboarding (Stripe's account onboarding, offline): where Stripe
// would ask the firm for its business, bank and identity details, the tester submits the account
// or leaves. Submitting lets the account take charges, sends `account.updated` (a Connect event,
// naming the account) and returns to the link's return_url; leaving returns there unchanged. A
// used or expired link goes to its refresh_url, where the portal makes a new one, as Stripe does.
import express, { type Router } from 'express';
import { closedPage, escape, page } from './sandbox-page';
import type { SandboxAccountLink, SandboxAccounts } from './sandbox-accounts';
import type { SandboxWebhooks } from './sandbox-webhooks';

const BADGE = 'Sandbox Connect onboarding';

function onboardingPage(link: SandboxAccountLink, name: string | null): string {
  const path = `/sandbox/connect/${encodeURIComponent(link.id)}`;
  return page(
    'Set up payments',
    BADGE,
    `<h1>Set up payments${name ? ` for ${escape(name)}` : ''}</h1>
    <p>Here Stripe would ask for your business, your bank account and the identity of its owner.
    In the sandbox, submit the account to let it take card payments.</p>
    <div class="card">
      <form method="post" action="${path}/submit">
        <button type="submit">Submit and return</button>
      </form>
    </div>
    <form method="post" action="${path}/leave">
      <button type="submit" style="background:none;color:#0a4fbd;width:auto;padding:12px 0">Return without finishing</button>
    </form>`,
  );
}

export function connectPageRoutes(accounts: SandboxAccounts, webhooks: SandboxWebhooks): Router {
  const router = express.Router();
  router.get('/sandbox/connect/:id', (req, res) => {
    const link = accounts.openLink(req.params.id);
    if (link === 'missing')
      return closedPage(res, 404, 'Set up payments', BADGE, 'This onboarding link is not valid.');
    if (link === 'spent') return res.redirect(303, accounts.refreshUrlOf(req.params.id)!);
    res
      .type('html')
      .send(onboardingPage(link, accounts.find(link.account)?.business_profile.name ?? null));
  });
  router.post('/sandbox/connect/:id/:action', async (req, res) => {
    const link = accounts.openLink(req.params.id);
    if (typeof link === 'string' || !['submit', 'leave'].includes(req.params.action))
      return closedPage(res, 410, 'Set up payments', BADGE, 'This link has expired.');
    if (req.params.action === 'submit') {
      const account = accounts.complete(link);
      await webhooks.send('account.updated', account, account.id);
    } else accounts.leave(link);
    res.redirect(303, link.returnUrl);
  });
  return router;
}
