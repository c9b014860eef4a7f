// Signers' identity checks on a signature request (issue 46): a request sent asking them makes
// each spouse verify on their own (Stripe Identity, the sandbox here) before filling in anything;
// the result arrives only by Stripe's signed webhook; the signature keeps the result and the
// sealed certificate lists it; staff read every signer's check; a request sent without it asks
// nothing; staff never start a check; the choice is true or false.
import { describe, expect, it } from 'vitest';
import { IDENTITY_ATTEMPTS, identityMessages } from '@portico/common/signing/identity-verification';
import { ESIGN_DISCLOSURE_VERSION } from '@portico/common/signing/esign-consent';
import { DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { relativeUrl, useHttpWithBlobs } from '../../../test/support/blob-http';
import { verificationPage } from '../../../test/support/sandbox-identity';
import { sentRequest } from '../../../test/support/signature-requests';
import { pdfPageTexts } from '../../documents/documents.module';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const SAY = identityMessages('signature request');

const consent = { disclosure_version: ESIGN_DISCLOSURE_VERSION };
const typed = (text: string) => ({ method: 'typed', text });

async function couple(identity: boolean) {
  const request = await sentRequest(testApi(), http, { identity_verification: identity });
  return {
    ...request,
    ida: await testApi().asUser(request.primaryId, DEMO_FIRM_ID),
    eli: await testApi().asUser(request.spouseId, DEMO_FIRM_ID),
  };
}

describe('identity checks of a signature request’s signers', () => {
  it('a spouse fills in nothing until verified; the check is theirs alone; staff read both', async () => {
    const { id, fields, ida, eli, partner, primaryId, spouseId } = await couple(true);
    expect((await partner.get(`signature_requests/${id}`)).body).toMatchObject({
      identity_verification_status: 'not_started',
    });
    expect((await ida.get(`signature_requests/${id}/signing`)).body.identity).toEqual({
      status: 'not_started',
      error_description: null,
      attempts_used: 0,
      attempts_left: IDENTITY_ATTEMPTS,
    });
    expect((await ida.post(`signature_requests/${id}/esign_consent`, consent)).status).toBe(200);
    for (const field of [fields.idaSignature.id, fields.idaTitle.id]) {
      const early = await ida.post(
        `signature_requests/${id}/fields/${field}/fill`,
        field === fields.idaTitle.id ? { method: 'text', text: 'Owner' } : typed('Ida Signing'),
      );
      expect(early.status).toBe(403);
      expect(early.body.error).toBe(SAY.verifyFirst);
    }

    // Staff never verify for a signer.
    const staff = await partner.post(`signature_requests/${id}/identity_verification`);
    expect(staff.status).toBe(403);

    // A failed attempt, then one that passes; the page sends her back to the request.
    const first = await ida.post(`signature_requests/${id}/identity_verification`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const back = await verificationPage(first.body.url, 'selfie_face_mismatch');
    expect(back).toContain(`/review-signature-request/${id}?companyId=`);
    expect(back).toContain('identity=done');
    expect((await ida.get(`signature_requests/${id}/signing`)).body.identity).toMatchObject({
      status: 'failed',
      attempts_left: 2,
    });
    expect((await partner.get(`signature_requests/${id}`)).body.identity_verification_status).toBe(
      'failed',
    );
    testApi().clock.advance(1000);
    const second = await ida.post(`signature_requests/${id}/identity_verification`);
    await verificationPage(second.body.url, 'verified');
    const again = await ida.post(`signature_requests/${id}/identity_verification`);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe(SAY.alreadyVerified);

    // Verified, she signs; the signature keeps the result.
    const signed = await ida.post(
      `signature_requests/${id}/fields/${fields.idaSignature.id}/fill`,
      typed('Ida Signing'),
    );
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);

    // Eli's check is his own: not started, so he may not sign yet.
    expect((await eli.post(`signature_requests/${id}/esign_consent`, consent)).status).toBe(200);
    const eliSigns = await eli.post(
      `signature_requests/${id}/fields/${fields.eliSignature.id}/fill`,
      typed('Eli Signing'),
    );
    expect(eliSigns.status).toBe(403);
    expect((await partner.get(`signature_requests/${id}`)).body.identity_verification_status).toBe(
      'not_started',
    );

    const checks = await partner.get(`signature_requests/${id}/identity_verifications`);
    expect(checks.status).toBe(200);
    expect(checks.body.identity_verifications).toEqual([
      expect.objectContaining({
        user_id: primaryId,
        name: expect.stringMatching(/, Ida$/),
        status: 'verified',
        attempts: 2,
        orphaned: false,
      }),
      expect.objectContaining({ user_id: spouseId, status: 'not_started', attempts: 0 }),
    ]);
    // A client reads no one's checks.
    expect((await ida.get(`signature_requests/${id}/identity_verifications`)).status).toBe(403);

    const trail = await partner.get(`signature_requests/${id}/signing_trail`);
    const events = trail.body.events as { event: string; detail: string }[];
    expect(events.filter((e) => e.event === 'identity_checked').map((e) => e.detail)).toEqual([
      expect.stringMatching(/^Failed: .*selfie/i),
      expect.stringMatching(/^Verified by Stripe Identity/),
    ]);

    // Eli verifies and fills in his: the sealed certificate names each signer's check.
    const eliCheck = await eli.post(`signature_requests/${id}/identity_verification`);
    await verificationPage(eliCheck.body.url, 'verified');
    for (const field of [fields.eliSignature.id, fields.eliInitials.id]) {
      const res = await eli.post(`signature_requests/${id}/fields/${field}/fill`, typed('ES'));
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
    const title = await ida.post(`signature_requests/${id}/fields/${fields.idaTitle.id}/fill`, {
      method: 'text',
      text: 'Trustee',
    });
    expect(title.status, JSON.stringify(title.body)).toBe(200);
    await testApi().drainQueue();
    expect((await partner.get(`signature_requests/${id}`)).body).toMatchObject({
      status: 'signed',
      identity_verification_status: 'verified',
    });
    const link = await partner.get(`signature_requests/${id}/signed?part=whole`);
    const sealed = await http().get(relativeUrl(link.body.url)).buffer(true);
    const texts = (await pdfPageTexts(new Uint8Array(sealed.body as Buffer))).join('\n');
    const certificate = texts.slice(texts.indexOf('Certificate of completion'));
    // Each signature lists its signer's check: Ida's session and Eli's (on his two).
    const sessions = certificate.match(/Verified by Stripe Identity \(session vs_\w+/g) ?? [];
    expect(sessions).toHaveLength(3);
    expect(new Set(sessions).size).toBe(2);
    expect(certificate).not.toContain('Not required');
  });

  it('asks nothing of a request sent without it', async () => {
    const { id, fields, ida, partner } = await couple(false);
    expect((await ida.get(`signature_requests/${id}/signing`)).body.identity).toBeNull();
    const start = await ida.post(`signature_requests/${id}/identity_verification`);
    expect(start.status).toBe(409);
    expect(start.body.error).toBe(SAY.notAsked);
    expect((await ida.post(`signature_requests/${id}/esign_consent`, consent)).status).toBe(200);
    const signed = await ida.post(
      `signature_requests/${id}/fields/${fields.idaSignature.id}/fill`,
      typed('Ida Signing'),
    );
    expect(signed.status).toBe(200);
    expect(
      (await partner.get(`signature_requests/${id}`)).body.identity_verification_status,
    ).toBeNull();
    const odd = await partner.post(`signature_requests/${id}/send`, {
      identity_verification: 'perhaps',
    });
    expect(odd.status).toBe(400);
    expect(odd.body.error).toBe('identity_verification must be true or false');
  });
});
