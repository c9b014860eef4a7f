// Signers' identity checks (issue 45): a return sent asking them makes each spouse verify on their
// own (Stripe Identity, the sandbox here) before signing; the result arrives only by Stripe's signed
// webhook, once per event (a replay changes nothing, a bad signature is refused); a failed attempt
// can be retried while attempts last; staff read every signer's check. A spouse's check is never
// the other's.
import { describe, expect, it } from 'vitest';
import { ESIGN_DISCLOSURE_VERSION } from '@portico/common/signing/esign-consent';
import {
  IDENTITY_ATTEMPTS,
  IDENTITY_MESSAGES as SAY,
} from '@portico/common/signing/identity-verification';
import { DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { deliverAgain } from '../../../test/support/sandbox-payments';
import { verificationPage } from '../../../test/support/sandbox-identity';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { jointEntity, sentReturn } from '../../../test/support/tax-returns';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

const PAGES = [
  'Form 1040 U.S. Individual Income Tax Return 2025',
  'Form 8879\nIRS e-file Signature Authorization\n\n\nTaxpayer’s signature\n\n\nSpouse’s signature',
];

/** A joint return sent to both spouses, asking (or not) each to verify their identity. */
async function couple(identity = true) {
  const {
    companyId,
    primaryId: ida,
    spouseId: jon,
  } = await jointEntity(testApi(), {
    first: 'Ida',
    spouse: 'Jon',
    last: 'Checked',
  });
  const id = await sentReturn(testApi(), http, companyId, PAGES, {
    signer_ids: [ida, jon],
    e_sign_forms: [
      {
        form_id: '8879',
        pages: [2],
        signatures: [
          { signer_id: ida, title: 'Taxpayer' },
          { signer_id: jon, title: 'Spouse' },
        ],
      },
    ],
    payment_vouchers: [],
    identity_verification: identity,
  });
  const partner = await testApi().as('partner');
  const delivery = await partner.get(`tax_returns/${id}/delivery`);
  return {
    id,
    form: (delivery.body.e_sign_forms as { id: string }[])[0]!.id,
    idaId: ida,
    jonId: jon,
    ida: await testApi().asUser(ida, DEMO_FIRM_ID),
    jon: await testApi().asUser(jon, DEMO_FIRM_ID),
    partner,
  };
}

const typed = { method: 'typed', text: 'Ida Checked' };
const consent = { disclosure_version: ESIGN_DISCLOSURE_VERSION };

describe('identity checks of a return’s signers', () => {
  it('a spouse signs only once verified; a failed attempt is retried; the other spouse is untouched', async () => {
    const { id, form, ida, jon, partner, idaId, jonId } = await couple();
    expect((await partner.get(`tax_returns/${id}`)).body.identity_verification_status).toBe(
      'not_started',
    );
    expect((await ida.post(`tax_returns/${id}/esign_consent`, consent)).status).toBe(200);
    const early = await ida.post(`tax_returns/${id}/e_sign_forms/${form}/sign`, typed);
    expect(early.status).toBe(403);
    expect(early.body.error).toBe(SAY.verifyFirst);
    expect((await ida.get(`tax_returns/${id}/signing`)).body.identity).toEqual({
      status: 'not_started',
      error_description: null,
      attempts_used: 0,
      attempts_left: IDENTITY_ATTEMPTS,
    });

    // First attempt: the selfie does not match.
    const first = await ida.post(`tax_returns/${id}/identity_verification`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    // Asking again before finishing resumes the same attempt (nothing paid twice).
    const resumed = await ida.post(`tax_returns/${id}/identity_verification`);
    expect(resumed.body.url).toBe(first.body.url);
    const back = await verificationPage(first.body.url, 'selfie_face_mismatch');
    expect(back).toContain(`/tax-return-delivery/${id}?companyId=`);
    expect(back).toContain('identity=done');
    const failed = (await ida.get(`tax_returns/${id}/signing`)).body.identity;
    expect(failed).toMatchObject({ status: 'failed', attempts_used: 1, attempts_left: 2 });
    expect(failed.error_description).toMatch(/selfie/i);
    expect((await partner.get(`tax_returns/${id}`)).body.identity_verification_status).toBe(
      'failed',
    );

    // Second attempt passes: a new session, and Ida may sign. (A second later, so the trail reads
    // in the order things happened.)
    testApi().clock.advance(1000);
    const second = await ida.post(`tax_returns/${id}/identity_verification`);
    expect(second.body.url).not.toBe(first.body.url);
    await verificationPage(second.body.url, 'verified');
    expect((await ida.get(`tax_returns/${id}/signing`)).body.identity).toMatchObject({
      status: 'verified',
      attempts_used: 2,
    });
    const signed = await ida.post(`tax_returns/${id}/e_sign_forms/${form}/sign`, typed);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const again = await ida.post(`tax_returns/${id}/identity_verification`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(SAY.alreadyVerified);

    // Jon's check is his own: still not started, and he cannot sign on Ida's.
    expect((await jon.post(`tax_returns/${id}/esign_consent`, consent)).status).toBe(200);
    const jonSigns = await jon.post(`tax_returns/${id}/e_sign_forms/${form}/sign`, typed);
    expect(jonSigns.status).toBe(403);
    // The return's row shows the least advanced: Jon has not started.
    expect((await partner.get(`tax_returns/${id}`)).body.identity_verification_status).toBe(
      'not_started',
    );

    // Staff see both, with the spec's details; the trail has each result.
    const checks = await partner.get(`tax_returns/${id}/identity_verifications`);
    expect(checks.status).toBe(200);
    expect(checks.body.identity_verifications).toEqual([
      expect.objectContaining({
        user_id: idaId,
        name: expect.stringMatching(/^Checked\d+, Ida$/),
        status: 'verified',
        attempts: 2,
        error_code: null,
        orphaned: false,
      }),
      expect.objectContaining({ user_id: jonId, status: 'not_started', attempts: 0 }),
    ]);
    const trail = await partner.get(`tax_returns/${id}/signing_trail`);
    const checked = (trail.body.events as { event: string; detail: string }[]).filter(
      (e) => e.event === 'identity_checked',
    );
    expect(checked.map((e) => e.detail)).toEqual([
      expect.stringMatching(/^Failed: .*selfie/i),
      expect.stringMatching(/^Verified by Stripe Identity/),
    ]);
  });

  it('takes each webhook event once; a replayed event changes nothing; a bad signature is refused', async () => {
    const { id, ida } = await couple();
    const { url } = (await ida.post(`tax_returns/${id}/identity_verification`)).body;
    await verificationPage(url, 'document_unverified_other');
    const sent = testApi().sandbox.webhooks.sent();
    const failure = sent
      .filter((e) => e.type === 'identity.verification_session.requires_input')
      .at(-1)!;
    // Ida starts again, then the old failure is delivered again: it is not taken twice.
    const retry = (await ida.post(`tax_returns/${id}/identity_verification`)).body.url;
    await verificationPage(retry, 'verified');
    const replay = await deliverAgain(http(), failure);
    expect(replay.status, JSON.stringify(replay.body)).toBe(200);
    expect(replay.body.outcome).toBe('duplicate');
    expect((await ida.get(`tax_returns/${id}/signing`)).body.identity.status).toBe('verified');

    const forged = await http()
      .post('/api/stripe/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', failure.header)
      .send(failure.payload.replace('requires_input', 'verified'));
    expect(forged.status).toBe(400);
    expect(forged.body.error).toBe('The webhook signature is not valid');
    const unsigned = await http().post('/api/stripe/webhook').send({ type: 'x' });
    expect(unsigned.status).toBe(400);
  });

  it('counts attempts: a cancelled or failed one is spent; after the last, the client is told to ask the firm', async () => {
    const { id, ida } = await couple();
    for (let attempt = 1; attempt <= IDENTITY_ATTEMPTS; attempt++) {
      const { url } = (await ida.post(`tax_returns/${id}/identity_verification`)).body;
      await verificationPage(url, attempt === 1 ? 'cancel' : 'document_unverified_other');
    }
    const mine = (await ida.get(`tax_returns/${id}/signing`)).body.identity;
    expect(mine).toMatchObject({ status: 'failed', attempts_used: 3, attempts_left: 0 });
    const more = await ida.post(`tax_returns/${id}/identity_verification`);
    expect(more.status).toBe(409);
    expect(more.body.error).toBe(SAY.noAttemptsLeft);
  });

  it('is not asked of a return sent without it', async () => {
    const { id, form, ida, partner } = await couple(false);
    expect((await ida.get(`tax_returns/${id}/signing`)).body.identity).toBeNull();
    const start = await ida.post(`tax_returns/${id}/identity_verification`);
    expect(start.status).toBe(409);
    expect(start.body.error).toBe(SAY.notAsked);
    expect((await ida.post(`tax_returns/${id}/esign_consent`, consent)).status).toBe(200);
    expect((await ida.post(`tax_returns/${id}/e_sign_forms/${form}/sign`, typed)).status).toBe(200);
    expect((await partner.get(`tax_returns/${id}`)).body.identity_verification_status).toBeNull();
  });
});
