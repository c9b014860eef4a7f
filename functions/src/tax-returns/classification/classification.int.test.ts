// Classifying and sending a return (spec 3 §2, §3, §4; issue 44): processing reads the pages' text
// and suggests the forms and vouchers it finds; staff save the signers (the entity's owners), the
// e-sign forms, the vouchers and the invoice while the return is ready to classify, and the table's
// progress follows; sending moves it action_required → sending → sent in a queued task that mails
// and notifies each signer and logs it; the owners then read the return and what it asks, staff
// cannot change it any more, and deleting the return takes its parts with it.
import { describe, expect, it } from 'vitest';
import { CLASSIFICATION_MESSAGES as SAY } from '@portico/common/tax-returns/classification';
import { SENDING_MESSAGES } from '@portico/common/tax-returns/sending';
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../../test/support/api-harness';
import { relativeUrl, useHttpWithBlobs } from '../../../test/support/blob-http';
import { lastMessage } from '../../../test/support/sign-in-helpers';
import { readyReturn as ready } from '../../../test/support/tax-returns';
import { outboxRepo } from '../../platform/outbox/outbox.repo';
import { taxReturnsPath } from '../tax-returns.repo';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const olivia = DEMO_COMPANIES.olivia.id;
const oliviaId = DEMO_USERS.clientOneEntity.id;
type Role = Parameters<ReturnType<typeof testApi>['tokenFor']>[0];
const as = async (role: Role) => testApi().as(role);

const PAGES = [
  'Form 1040 U.S. Individual Income Tax Return 2025',
  'Schedule 1 Additional Income and Adjustments to Income',
  'Form 8879\nIRS e-file Signature Authorization\nTaxpayer’s signature',
  'Form 1040-ES 2026 Estimated Tax Payment Voucher 1\nCalendar year—Due April 15, 2026\nAmount of estimated tax you are paying by check or money order. $ 1,250.00',
  'Preparer’s notes',
];

/** A return ready to classify (processed); its id. */
const readyReturn = () => ready(testApi(), http, olivia, PAGES);

const classification = {
  signer_ids: [oliviaId],
  e_sign_forms: [
    { form_id: '8879', pages: [3], signatures: [{ signer_id: oliviaId, title: 'Taxpayer' }] },
    {
      form_id: 'other',
      form_name: 'Consentimiento 🇲🇽 同意书',
      pages: [5, 6],
      signatures: [{ signer_id: oliviaId, title: '' }],
      wetSignaturesRequired: true,
    },
  ],
  payment_vouchers: [
    { voucher_id: '1040-ES-1', amount: 1250, due_date: '2026-04-15' },
    { voucher_id: 'other', custom_payment_name: 'City tax', amount: 80.5, is_due_asap: true },
  ],
  invoice_amount: 450,
};

describe('classifying a return', () => {
  it('suggests what its text shows, saves what staff confirm, and sums up its progress', async () => {
    const id = await readyReturn();
    const partner = await as('partner');
    const first = await partner.get(`tax_returns/${id}/classification`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.suggestions).toEqual({
      e_sign_forms: [{ form_id: '8879', pages: [3] }],
      payment_vouchers: [{ voucher_id: '1040-ES-1', amount: 1250, due_date: '2026-04-15' }],
    });
    expect(first.body.owners).toEqual([
      {
        id: oliviaId,
        fname: 'Olivia',
        lname: 'Martinez',
        email: 'olivia.martinez@example.com',
        primary: true,
        shares_email_with: null,
        unreachable: null,
      },
    ]);
    expect(first.body).toMatchObject({ e_sign_forms: [], payment_vouchers: [], invoice: null });

    const saved = await partner.put(`tax_returns/${id}/classification`, classification);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.signers).toEqual([
      { id: oliviaId, fname: 'Olivia', lname: 'Martinez', email: 'olivia.martinez@example.com' },
    ]);
    expect(saved.body.e_sign_forms).toMatchObject([
      {
        form_id: '8879',
        form_name: 'Form 8879 - IRS e-file Signature Authorization',
        pages: [3],
        signatures: [{ signer_id: oliviaId, name: 'Olivia Martinez', title: 'Taxpayer' }],
        wetSignaturesRequired: false,
      },
      { form_id: 'other', form_name: 'Consentimiento 🇲🇽 同意书', pages: [5, 6] },
    ]);
    expect(saved.body.payment_vouchers).toMatchObject([
      { voucher_id: '1040-ES-1', amount: 1250, due_date: '2026-04-15', is_paid: false },
      { custom_payment_name: 'City tax', amount: 80.5, is_due_asap: true, due_date: null },
    ]);
    expect(saved.body.invoice).toEqual({ amount: 450, paid: false });
    // Confirmed: nothing is suggested any more.
    expect(saved.body.suggestions).toEqual({ e_sign_forms: [], payment_vouchers: [] });
    expect(saved.body.tax_return).toMatchObject({
      status: 'action_required',
      signatures: { done: 0, total: 2 },
      payments: { done: 0, total: 3 },
    });

    // Saved again with less: the parts follow (one form, no vouchers, no invoice).
    const less = await partner.put(`tax_returns/${id}/classification`, {
      ...classification,
      e_sign_forms: classification.e_sign_forms.slice(0, 1),
      payment_vouchers: [],
      invoice_amount: null,
    });
    expect(less.status).toBe(200);
    const again = await partner.get(`tax_returns/${id}/classification`);
    expect(again.body.e_sign_forms).toHaveLength(1);
    expect(again.body.payment_vouchers).toEqual([]);
    expect(again.body.tax_return).toMatchObject({
      signatures: { done: 0, total: 1 },
      payments: { done: 0, total: 0 },
    });
  });

  it('refuses pages outside the return, signers who are not owners, and clients', async () => {
    const id = await readyReturn();
    const partner = await as('partner');
    const outside = await partner.put(`tax_returns/${id}/classification`, {
      ...classification,
      e_sign_forms: [{ ...classification.e_sign_forms[0], pages: [9] }],
    });
    expect([outside.status, outside.body.error]).toEqual([400, SAY.pageOutside(6)]);
    const stranger = DEMO_USERS.partner.id;
    const notOwner = await partner.put(`tax_returns/${id}/classification`, {
      signer_ids: [stranger],
      e_sign_forms: [{ form_id: '8879', pages: [3], signatures: [{ signer_id: stranger }] }],
    });
    expect([notOwner.status, notOwner.body.error]).toEqual([400, SAY.notAnOwner]);
    const unchosen = await partner.put(`tax_returns/${id}/classification`, {
      ...classification,
      signer_ids: [],
    });
    expect([unchosen.status, unchosen.body.error]).toEqual([400, SAY.signerNotChosen]);

    const client = await as('clientOneEntity');
    expect((await client.put(`tax_returns/${id}/classification`, classification)).status).toBe(403);
    expect((await client.get(`tax_returns/${id}/classification`)).status).toBe(403);
    expect((await client.post(`tax_returns/${id}/send`, {})).status).toBe(403);
    // Nothing was saved by any of these.
    expect((await partner.get(`tax_returns/${id}/classification`)).body.e_sign_forms).toEqual([]);
  });

  it('sends only what asks something, to someone', async () => {
    const id = await readyReturn();
    const partner = await as('partner');
    const empty = await partner.post(`tax_returns/${id}/send`, {});
    expect([empty.status, empty.body.error]).toEqual([400, SAY.nothingToSend]);
    await partner.put(`tax_returns/${id}/classification`, { invoice_amount: 300 });
    const nobody = await partner.post(`tax_returns/${id}/send`, {});
    expect([nobody.status, nobody.body.error]).toEqual([400, SAY.noSigners]);
    expect((await partner.get(`tax_returns/${id}`)).body.status).toBe('action_required');
  });
});

describe('sending a classified return', () => {
  it('ends in error, telling nobody, when its file is deleted from the vault before it goes', async () => {
    const id = await readyReturn();
    const partner = await as('partner');
    await partner.put(`tax_returns/${id}/classification`, classification);
    const documentId = (await partner.get(`tax_returns/${id}`)).body.document_id as string;
    const readyMails = async () =>
      (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(200)).filter(
        (item) => item.subject === 'Your 2025 tax return is ready',
      ).length;
    const before = await readyMails();
    const release = testApi().holdQueue();
    try {
      expect((await partner.post(`tax_returns/${id}/send`, {})).status).toBe(200);
      expect((await partner.delete(`documents/${documentId}`)).status).toBe(204);
    } finally {
      release();
    }
    await testApi().drainQueue();
    const after = (await partner.get(`tax_returns/${id}`)).body;
    expect([after.status, after.error]).toEqual(['error', SENDING_MESSAGES.fileGone]);
    expect(await readyMails()).toBe(before);
  });

  it('tells each signer, after which they read it and staff can no longer change it', async () => {
    const id = await readyReturn();
    const partner = await as('partner');
    const client = await as('clientOneEntity');
    await partner.put(`tax_returns/${id}/classification`, classification);
    // Not delivered yet: its owner reads nothing of it.
    expect((await client.get(`tax_returns/${id}/delivery`)).status).toBe(404);
    expect((await client.get(`tax_returns/${id}/file`)).status).toBe(404);

    const sending = await partner.post(`tax_returns/${id}/send`, {});
    expect(sending.status, JSON.stringify(sending.body)).toBe(200);
    expect(sending.body.status).toBe('sending');
    await testApi().drainQueue();
    expect((await partner.get(`tax_returns/${id}`)).body.status).toBe('sent');

    const mail = await lastMessage(testApi(), 'olivia.martinez@example.com', 'mail');
    expect(mail.subject).toBe('Your 2025 tax return is ready');
    expect(mail.text).toContain('It has 2 forms to sign and 3 payments.');
    expect(mail.text).toContain(`/tax-return-delivery/${id}?companyId=${olivia}`);
    expect(JSON.stringify((await client.get('notifications')).body)).toContain(
      'Your 2025 tax return is ready',
    );
    const logged = await partner.get(`v2/activity_logs?company_id=${olivia}&type_id=5`);
    expect(JSON.stringify(logged.body)).toContain('Tax return sent');

    const delivered = await client.get(`tax_returns/${id}/delivery`);
    expect(delivered.status, JSON.stringify(delivered.body)).toBe(200);
    expect(delivered.body.tax_return.status).toBe('sent');
    expect(delivered.body.e_sign_forms).toHaveLength(2);
    expect(delivered.body.payment_vouchers).toHaveLength(2);
    expect(delivered.body.invoice).toEqual({ amount: 450, paid: false });
    const file = await client.get(`tax_returns/${id}/file`);
    expect(file.status).toBe(200);
    const pdf = await http().get(relativeUrl(file.body.url));
    expect([pdf.status, pdf.headers['content-type']]).toEqual([200, 'application/pdf']);

    const resend = await partner.post(`tax_returns/${id}/send`, {});
    expect([resend.status, resend.body.error]).toEqual([409, SAY.notClassifiable]);
    const change = await partner.put(`tax_returns/${id}/classification`, classification);
    expect([change.status, change.body.error]).toEqual([409, SAY.notClassifiable]);
    // Another firm's partner and another client learn nothing.
    expect((await (await as('otherFirmPartner')).get(`tax_returns/${id}/delivery`)).status).toBe(
      404,
    );
    expect((await (await as('clientManyEntities')).get(`tax_returns/${id}/file`)).status).toBe(404);
  });

  it('takes its forms, vouchers and signers with it when deleted', async () => {
    const id = await readyReturn();
    const partner = await as('partner');
    await partner.put(`tax_returns/${id}/classification`, classification);
    const path = `${taxReturnsPath(DEMO_USERS.partner.firmId)}/${id}`;
    const count = async (name: string) =>
      (await testApi().store.collection(`${path}/${name}`).get()).size;
    expect(await count('e_sign_forms')).toBe(2);
    expect((await partner.delete(`tax_returns/${id}`)).status).toBe(200);
    expect([
      await count('e_sign_forms'),
      await count('payment_vouchers'),
      await count('signers'),
    ]).toEqual([0, 0, 0]);
  });
});
