// The sandbox's hosted identity verification page (Stripe Identity offline): where Stripe would
// take a photo ID and a selfie, the tester chooses the outcome. Submitting moves the session to
// processing, then verified or back to requires_input with Stripe's last_error; cancelling ends
// it. Each step's webhook event is delivered before the person is sent to the return URL.
import express, { type Response, type Router } from 'express';
import { closedPage, escape, page, radios } from './sandbox-page';
import {
  TEST_OUTCOMES,
  type SandboxVerification,
  type SandboxVerifications,
  type TestOutcome,
} from './sandbox-verifications';
import type { SandboxWebhooks } from './sandbox-webhooks';

const BADGE = 'Sandbox identity check';
const CHOOSE_OUTCOME = 'Choose a test outcome.';

const isOutcome = (value: unknown): value is TestOutcome =>
  typeof value === 'string' && Object.hasOwn(TEST_OUTCOMES, value);

function identityPage(session: SandboxVerification, error: string | null): string {
  const path = `/sandbox/identity/${encodeURIComponent(session.id)}`;
  const email = session.provided_details.email;
  return page(
    'Verify your identity',
    BADGE,
    `<h1>Verify your identity</h1>
    <p>Here Stripe would ask for a photo ID and a selfie${
      email ? ` for <strong>${escape(email)}</strong>` : ''
    }. In the sandbox, choose how the check ends.</p>
    <div class="card">
      ${error ? `<p class="error" role="alert">${escape(error)}</p>` : ''}
      ${
        session.last_error
          ? `<p class="error">The last attempt failed: ${escape(session.last_error.reason)}</p>`
          : ''
      }
      <form method="post" action="${path}/submit">
        <fieldset><legend>Test outcome</legend>${radios('outcome', TEST_OUTCOMES, 'verified')}</fieldset>
        <button type="submit">Submit verification</button>
      </form>
    </div>
    <a class="back" href="${path}/cancel">Cancel and return</a>`,
  );
}

export function identityPageRoutes(
  verifications: SandboxVerifications,
  webhooks: SandboxWebhooks,
): Router {
  const router = express.Router();

  /** The session awaiting input, or null once the answer (404 or 410) is sent. */
  function awaitingInput(id: string, res: Response): SandboxVerification | null {
    const session = verifications.find(id);
    if (!session)
      closedPage(res, 404, 'Identity check', BADGE, 'This verification link is not valid.');
    else if (session.status !== 'requires_input')
      closedPage(
        res,
        410,
        'Identity check',
        BADGE,
        'This verification session is no longer active.',
      );
    else return session;
    return null;
  }

  /** Each step's event, in order, then back to the portal. */
  async function sendOn(res: Response, steps: SandboxVerification[]) {
    for (const step of steps)
      await webhooks.send(`identity.verification_session.${step.status}`, step);
    res.redirect(303, verifications.returnUrl(steps[0]!.id)!);
  }

  router.get('/sandbox/identity/:id', (req, res) => {
    const session = awaitingInput(req.params.id, res);
    if (session) res.type('html').send(identityPage(session, null));
  });

  router.post(
    '/sandbox/identity/:id/submit',
    express.urlencoded({ extended: false, limit: '1kb' }),
    async (req, res) => {
      const session = awaitingInput(req.params.id, res);
      if (!session) return;
      const { outcome } = (req.body ?? {}) as { outcome?: string };
      if (!isOutcome(outcome)) {
        res.status(400).type('html').send(identityPage(session, CHOOSE_OUTCOME));
        return;
      }
      await sendOn(res, verifications.submit(session.id, outcome)!);
    },
  );

  router.get('/sandbox/identity/:id/cancel', async (req, res) => {
    const session = awaitingInput(req.params.id, res);
    if (session) await sendOn(res, [verifications.cancel(session.id)!]);
  });
  return router;
}
