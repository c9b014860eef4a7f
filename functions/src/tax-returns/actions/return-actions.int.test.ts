// Staff's row actions on a sent return (spec 3 §2 "Row actions", §7 "Update", "Invoice paid",
// "Download"): vouchers and the invoice marked paid move the payments column, signatures given on
// paper marked signed move the signatures column (all done: the return is signed), reminders turn
// off and on, the return is marked finished; each change is logged. Nothing is done to a return
// not sent yet, by a client, or with a voucher or signature that is not the return's. Downloads
// give the return, or its signature pages alone.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { ACTION_MESSAGES as SAY } from '@portico/common/tax-returns/return-actions';
import { SEND_TO_DOCUMENTS_MESSAGES } from '@portico/common/tax-returns/send-to-documents';
import { lastMessage } from '../../../test/support/sign-in-helpers';
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { pdfPageTexts } from '../../documents/processing/pdf-page-texts';
import { useTestApi } from '../../../test/support/api-harness';
import { relativeUrl, useHttpWithBlobs } from '../../../test/support/blob-http';
import { readyReturn, sentReturn } from '../../../test/support/tax-returns';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const olivia = DEMO_COMPANIES.olivia.id;
const oliviaId = DEMO_USERS.clientOneEntity.id;
const as = async (role: Parameters<ReturnType<typeof testApi>['tokenFor']>[0]) =>
  testApi().as(role);

const PAGES = ['Form 1040', 'Schedule 1', 'Form 8879', 'State e-file', 'Notes'];
const CLASSIFIED = {
  signer_ids: [oliviaId],
  e_sign_forms: [
    { form_id: '8879', pages: [3], signatures: [{ signer_id: oliviaId, title: 'Taxpayer' }] },
    { form_id: 'state-efile', pages: [4], signatures: [{ signer_id: oliviaId }] },
  ],
  payment_vouchers: [
    { voucher_id: '1040-ES-1', amount: 1250, due_date: '2026-04-15' },
    { voucher_id: '1040-ES-2', amount: 1250, due_date: '2026-06-15' },
  ],
  invoice_amount: 450,
};

const sent = () => sentReturn(testApi(), http, olivia, PAGES, CLASSIFIED);
const partsOf = async (id: string) =>
  (await (await as('partner')).get(`tax_returns/${id}/delivery`)).body as {
    e_sign_forms: { id: string; signatures: { isMarkedSigned: boolean }[] }[];
    payment_vouchers: { id: string; is_paid: boolean }[];
    invoice: { paid: boolean };
  };

describe('row actions on a sent return', () => {
  it('mark payments and paper signatures, and the columns and status follow', async () => {
    const id = await sent();
    const partner = await as('partner');
    const parts = await partsOf(id);

    const voucher = await partner.patch(`tax_returns/${id}`, {
      payment_vouchers: [{ id: parts.payment_vouchers[0]!.id, is_paid: true }],
      companyId: olivia,
    });
    expect(voucher.status, JSON.stringify(voucher.body)).toBe(200);
    expect(voucher.body.payments).toMatchObject({ done: 1, total: 3 });
    const invoice = await partner.post(`tax_returns/${id}/update_invoice_paid_status`, {
      paid: true,
      company_id: olivia,
    });
    expect(invoice.body.payments).toMatchObject({ done: 2, total: 3 });
    expect(invoice.body.payments.tooltip.lines).toEqual([
      'Form 1040-ES - Estimated Tax, 2nd quarter - Due 2026-06-15',
    ]);

    const one = await partner.patch(`tax_returns/${id}`, {
      e_sign_forms: [
        {
          id: parts.e_sign_forms[0]!.id,
          signatures: [{ signer_id: oliviaId, isMarkedSigned: true }],
        },
      ],
    });
    expect(one.body).toMatchObject({ status: 'sent', signatures: { done: 1, total: 2 } });
    expect(one.body.last_signed_at).not.toBeNull();
    const all = await partner.patch(`tax_returns/${id}`, {
      e_sign_forms: parts.e_sign_forms.map((f) => ({
        id: f.id,
        signatures: [{ signer_id: oliviaId, isMarkedSigned: true }],
      })),
    });
    expect(all.body).toMatchObject({ status: 'signed', signatures: { done: 2, total: 2 } });
    expect((await partsOf(id)).e_sign_forms.every((f) => f.signatures[0]!.isMarkedSigned)).toBe(
      true,
    );

    const quiet = await partner.patch(`tax_returns/${id}`, { reminder_disabled: true });
    expect(quiet.body.reminder_disabled).toBe(true);
    testApi().clock.advance(60_000);
    const finished = await partner.patch(`tax_returns/${id}`, { status: 'finished' });
    expect(finished.body).toMatchObject({ status: 'finished', current_status: 'finished' });

    const logged = JSON.stringify(
      (await partner.get(`v2/activity_logs?company_id=${olivia}&type_id=5&per_page=50`)).body,
    );
    for (const line of [
      'Payment voucher Form 1040-ES - Estimated Tax, 1st quarter marked paid',
      'Invoice marked paid',
      'Signature of Olivia Martinez on Form 8879 - IRS e-file Signature Authorization marked signed',
      'Reminders turned off',
      'Tax return marked as finished',
    ])
      expect(logged).toContain(line);

    // Its own log: only its lines, newest first, with who did each.
    const own = await partner.get(`tax_returns/${id}/get_activity_logs?page=1`);
    expect(own.status, JSON.stringify(own.body)).toBe(200);
    const titles = (own.body.activities as { title: string }[]).map((a) => a.title);
    expect(titles[0]).toBe('Tax return marked as finished');
    expect(titles).toEqual(expect.arrayContaining(['Tax return uploaded', 'Tax return sent']));
    expect(own.body.activities[0].by).toBe('Margaret Chen');
    expect(own.body.has_more).toBe(false);
    expect(
      (await (await as('clientOneEntity')).get(`tax_returns/${id}/get_activity_logs`)).status,
    ).toBe(403);
  });

  it('refuses a return not sent, what is not the return’s, and clients', async () => {
    const partner = await as('partner');
    const ready = await readyReturn(testApi(), http, olivia, PAGES);
    const early = await partner.patch(`tax_returns/${ready}`, { status: 'finished' });
    expect([early.status, early.body.error]).toEqual([409, SAY.notDelivered]);

    const id = await sent();
    const stranger = await partner.patch(`tax_returns/${id}`, {
      payment_vouchers: [{ id: 'not-a-voucher', is_paid: true }],
    });
    expect([stranger.status, stranger.body.error]).toEqual([400, SAY.noSuchVoucher]);
    const parts = await partsOf(id);
    const someoneElse = await partner.patch(`tax_returns/${id}`, {
      e_sign_forms: [
        {
          id: parts.e_sign_forms[0]!.id,
          signatures: [{ signer_id: 'u-nobody', isMarkedSigned: true }],
        },
      ],
    });
    expect([someoneElse.status, someoneElse.body.error]).toEqual([400, SAY.noSuchSignature]);
    const empty = await partner.patch(`tax_returns/${id}`, { companyId: olivia });
    expect([empty.status, empty.body.error]).toEqual([400, SAY.nothingToChange]);
    const otherStatus = await partner.patch(`tax_returns/${id}`, { status: 'sent' });
    expect(otherStatus.status).toBe(400);

    const client = await as('clientOneEntity');
    expect((await client.patch(`tax_returns/${id}`, { status: 'finished' })).status).toBe(403);
    expect(
      (await client.post(`tax_returns/${id}/update_invoice_paid_status`, { paid: true })).status,
    ).toBe(403);
    // Nothing changed.
    const after = await partsOf(id);
    expect(after.payment_vouchers.every((v) => !v.is_paid)).toBe(true);
    expect(after.invoice.paid).toBe(false);
  });

  it('sends a copy to the client’s Documents and mails the owners', async () => {
    const id = await sent();
    const partner = await as('partner');
    const body = {
      subject: 'Your 2025 tax return is now accessible in Documents Portal.',
      message: 'Hola Olivia 👋\nHere is your return.',
      document_name: '2025 Tax Return – final',
      path: '/2025/Tax Return',
      save_subject_for_future_use: true,
    };
    // After the mail that delivered it, so the latest mail is this one.
    testApi().clock.advance(60_000);
    const res = await partner.post(`tax_returns/${id}/send_to_documents`, body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Sent to documents successfully');

    const client = await as('clientOneEntity');
    const folder = await client.get(
      `documents?company_id=${olivia}&path=${encodeURIComponent('/2025/Tax Return')}`,
    );
    expect(folder.status, JSON.stringify(folder.body)).toBe(200);
    expect(folder.body.files.map((f: { name: string }) => f.name)).toContain(
      '2025 Tax Return – final.pdf',
    );
    const mail = await lastMessage(testApi(), 'olivia.martinez@example.com', 'mail');
    expect(mail.subject).toBe(body.subject);
    expect(mail.text).toContain('Hola Olivia 👋');
    expect(mail.text).toContain(
      `?path=%2F2025%2FTax%20Return&file=${res.body.document_id}&previewName=`,
    );
    const firm = await testApi().store.doc(`firms/${DEMO_USERS.partner.firmId}`).get();
    expect(firm.data()!.preferences.send_tax_return_to_documents_default_subject).toBe(
      'Your {year} tax return is now accessible in Documents Portal.',
    );
    await testApi()
      .store.doc(`firms/${DEMO_USERS.partner.firmId}`)
      .update({ 'preferences.send_tax_return_to_documents_default_subject': '' });

    // Sent again, the copy takes the next free name beside the first.
    testApi().clock.advance(60_000);
    const again = await partner.post(`tax_returns/${id}/send_to_documents`, body);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    const both = await client.get(
      `documents?company_id=${olivia}&path=${encodeURIComponent('/2025/Tax Return')}`,
    );
    expect(both.body.files.map((f: { name: string }) => f.name).sort()).toEqual([
      '2025 Tax Return – final (2).pdf',
      '2025 Tax Return – final.pdf',
    ]);
    expect((await lastMessage(testApi(), 'olivia.martinez@example.com', 'mail')).text).toContain(
      new URLSearchParams({
        file: again.body.document_id,
        previewName: '2025 Tax Return – final (2).pdf',
      })
        .toString()
        .replaceAll('+', '%20'),
    );

    for (const path of ['/Secret STAFF ONLY', '/_portico/Returns']) {
      const hidden = await partner.post(`tax_returns/${id}/send_to_documents`, { ...body, path });
      expect([hidden.status, hidden.body.error]).toEqual([
        400,
        SEND_TO_DOCUMENTS_MESSAGES.notVisible,
      ]);
    }
    const blank = await partner.post(`tax_returns/${id}/send_to_documents`, {
      ...body,
      subject: ' ',
    });
    expect([blank.status, blank.body.error]).toEqual([400, 'Please add a subject']);
    expect((await client.post(`tax_returns/${id}/send_to_documents`, body)).status).toBe(403);
  });

  it('downloads the return, or its signature pages alone', async () => {
    const id = await sent();
    const partner = await as('partner');
    const whole = await partner.post(`tax_returns/${id}/download_tax_return`, {});
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    const file = await http().get(relativeUrl(whole.body.link)).buffer(true);
    expect(file.headers['content-disposition']).toContain('attachment');
    expect(file.headers['content-disposition']).toContain('2025 Form 1040.pdf');
    expect((await PDFDocument.load(file.body as Buffer)).getPageCount()).toBe(6);

    const signing = await partner.post(`tax_returns/${id}/download_tax_return`, {
      only_signature_pages: true,
    });
    expect(signing.status, JSON.stringify(signing.body)).toBe(200);
    const pages = await http().get(relativeUrl(signing.body.link)).buffer(true);
    expect(pages.headers['content-disposition']).toContain('signature pages');
    const texts = await pdfPageTexts(new Uint8Array(pages.body as Buffer));
    expect(texts.map((t) => t.trim())).toEqual(['Form 8879', 'State e-file']);

    const client = await as('clientOneEntity');
    expect((await client.post(`tax_returns/${id}/download_tax_return`, {})).status).toBe(403);
  });
});
