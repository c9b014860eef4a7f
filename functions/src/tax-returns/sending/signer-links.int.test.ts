// Spouses who share one email (issue 45 "spouses are equal signers"): a spouse without an email of
// their own is refused as a signer until they have a mobile number; the return then reaches them
// in a link mailed to the household's address and addressed to them, which never signs anyone in
// by itself: opening it texts a code to their own phone, and the code signs them in as themselves,
// for as long as the link lives (a week), a fresh code each visit.
import { describe, expect, it } from 'vitest';
import { SIGNER_LINK_MESSAGES } from '@portico/common/auth/signer-links';
import { CLASSIFICATION_MESSAGES as SAY } from '@portico/common/tax-returns/classification';
import { DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import {
  codeIn,
  lastMessage,
  linkIn,
  post,
  uidOfCustomToken,
} from '../../../test/support/sign-in-helpers';
import { jointEntity, readyReturn } from '../../../test/support/tax-returns';
import { outboxRepo } from '../../platform/outbox/outbox.repo';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const DAY = 86_400_000;
const SAM_PHONE = '5035550199';

const PAGES = [
  'Form 1040 U.S. Individual Income Tax Return 2025',
  'Form 8879\nIRS e-file Signature Authorization\nTaxpayer’s signature\nSpouse’s signature',
];

async function mailsTo(to: string) {
  const items = await outboxRepo(testApi().store, () => testApi().clock.now()).latest(200);
  return items.filter((item) => item.kind === 'mail' && item.to === to);
}

describe('a spouse who shares the household’s email', () => {
  it('signs in by a link mailed to the household and a code texted to their own phone', async () => {
    const api = testApi();
    const couple = await jointEntity(
      api,
      { first: 'Pat', spouse: 'Sam', last: 'Okafor' },
      { sharedEmail: true },
    );
    const partner = await api.as('partner');
    const id = await readyReturn(api, http, couple.companyId, PAGES);
    const classification = {
      signer_ids: [couple.primaryId, couple.spouseId],
      e_sign_forms: [
        {
          form_id: '8879',
          pages: [2],
          signatures: [
            { signer_id: couple.primaryId, title: 'Taxpayer' },
            { signer_id: couple.spouseId, title: 'Spouse' },
          ],
        },
      ],
      payment_vouchers: [],
    };

    // Without a phone of their own, Sam could only be reached at Pat's address: refused.
    const spouse = (await partner.get(`users/${couple.spouseId}`)).body;
    const before = (await partner.get(`tax_returns/${id}/classification`)).body;
    expect(before.owners[1]).toMatchObject({
      id: couple.spouseId,
      email: '',
      shares_email_with: `Pat ${spouse.lname}`,
      unreachable: SAY.signerSharesEmail(`Sam ${spouse.lname}`, `Pat ${spouse.lname}`),
    });
    const refused = await partner.put(`tax_returns/${id}/classification`, classification);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toBe(
      SAY.signerSharesEmail(`Sam ${spouse.lname}`, `Pat ${spouse.lname}`),
    );
    const phoned = await partner.patch(`users/${couple.spouseId}`, {
      fname: 'Sam',
      lname: spouse.lname,
      phone_number: SAM_PHONE,
      time_zone: spouse.time_zone,
    });
    expect(phoned.status, JSON.stringify(phoned.body)).toBe(200);
    const saved = await partner.put(`tax_returns/${id}/classification`, classification);
    expect(saved.status).toBe(200);
    expect(saved.body.owners[1]).toMatchObject({
      shares_email_with: `Pat ${spouse.lname}`,
      unreachable: null,
    });
    expect((await partner.post(`tax_returns/${id}/send`, {})).status).toBe(200);
    await api.drainQueue();

    // The household's address gets Pat's mail and Sam's, each with its own link.
    const mails = await mailsTo(couple.email);
    const pats = mails.find((m) => m.subject === 'Your 2025 tax return is ready');
    const sams = mails.find(
      (m) => m.subject === `For Sam ${spouse.lname}: Your 2025 tax return is ready`,
    );
    expect(pats && sams, JSON.stringify(mails)).toBeTruthy();
    expect(sams!.text).toContain('opening it texts a code to their phone ending in 99');
    const link = linkIn(sams!);
    expect(link.pathname).toBe('/signin');
    expect(link.searchParams.get('redirect')).toBe(
      `/tax-return-delivery/${id}?companyId=${couple.companyId}`,
    );
    const token = link.searchParams.get('signer_token')!;
    expect(linkIn(pats!).searchParams.has('signer_token')).toBe(false);

    // The link alone signs nobody in, and trying does not use it up.
    const exchanged = await post(api, 'exchange_for_firebase_token', { auth_token: token });
    expect(exchanged.status).toBe(401);

    // Opening it texts a code to Sam's phone; the code signs Sam in as Sam, without a password.
    const opened = await post(api, 'open_signer_link', { signer_token: token });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body).toEqual({
      uid: couple.spouseId,
      fname: 'Sam',
      full_name: `Sam ${spouse.lname}`,
      phone_ending: '99',
    });
    const code = codeIn(await lastMessage(api, SAM_PHONE, 'sms'));
    const wrong = await post(api, 'verify_verification_code', {
      uid: couple.spouseId,
      verification_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrong.status).toBe(401);
    const verified = await post(api, 'verify_verification_code', {
      uid: couple.spouseId,
      verification_code: code,
    });
    expect(verified.status).toBe(200);
    const signedIn = await post(api, 'exchange_for_firebase_token', {
      auth_token: verified.body.auth_token,
    });
    expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200);
    expect(uidOfCustomToken(signedIn.body.token)).toBe(couple.spouseId);

    // As Sam: no sign-in method to set (no login), and the return to sign.
    const sam = await api.asUser(couple.spouseId, DEMO_FIRM_ID);
    const me = await sam.get('sessions/current_user');
    expect(me.body).toMatchObject({ id: couple.spouseId, set_password_required: false });
    const delivery = await sam.get(`tax_returns/${id}/delivery`);
    expect(delivery.status).toBe(200);

    // Another visit within the week: the same link, a fresh code.
    api.clock.advance(6 * DAY);
    expect((await post(api, 'open_signer_link', { signer_token: token })).status).toBe(200);
    // After it, the link has expired and says what to do.
    api.clock.advance(2 * DAY);
    const late = await post(api, 'open_signer_link', { signer_token: token });
    expect(late.status).toBe(401);
    expect(late.body.error).toBe(SIGNER_LINK_MESSAGES.expired);
  });

  it('refuses a link it does not know', async () => {
    const api = testApi();
    const unknown = await post(api, 'open_signer_link', { signer_token: 'not-a-token' });
    expect(unknown.status).toBe(401);
    expect(unknown.body.error).toBe(SIGNER_LINK_MESSAGES.expired);
    const bad = await post(api, 'open_signer_link', { signer_token: 42 });
    expect(bad.status).toBe(400);
  });
});
