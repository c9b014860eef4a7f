// A draft's review (spec 3 §2, §4 "Draft flow", §7): uploaded with "Send draft for Approval", a
// return is processed into a DRAFT-watermarked copy that its primary contact is mailed and
// notified about; the client reads it and approves or asks for changes (once; a read-only client,
// staff and strangers cannot); staff are told, replace a draft the client asked to change (which
// goes back as a new draft) and start classification.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { REASON_REQUIRED } from '@portico/common/tax-returns/draft-review';
import { taxReturnFolder } from '@portico/common/tax-returns/delivery-texts';
import { DEMO_COMPANIES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { pdfPageTexts } from '../../documents/processing/pdf-page-texts';
import { useTestApi } from '../../../test/support/api-harness';
import { relativeUrl, useHttpWithBlobs } from '../../../test/support/blob-http';
import { pdfOfPages } from '../../../test/support/document-corpus';
import { lastMessage } from '../../../test/support/sign-in-helpers';
import { uploadFiles } from '../../../test/support/upload-files';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
const olivia = DEMO_COMPANIES.olivia.id;
type Role = Parameters<ReturnType<typeof testApi>['tokenFor']>[0];
const as = async (role: Role) => testApi().as(role);

let made = 0;
/** A vault PDF of `pages` pages in Olivia's delivery folder; its document id. */
async function returnPdf(pages: number): Promise<string> {
  made += 1;
  const done = await uploadFiles(
    http,
    `Bearer ${await testApi().tokenFor('partner')}`,
    olivia,
    [
      {
        name: `Draft ${made}.pdf`,
        bytes: await pdfOfPages(
          Array.from({ length: pages }, (_, i) => `Draft ${made} page ${i + 1}`),
        ),
      },
    ],
    null,
    taxReturnFolder(2025),
  );
  expect(done.body.documents, JSON.stringify(done.body)).toHaveLength(1);
  return (done.body.documents as { id: string }[])[0]!.id;
}

async function draftSent(pages = 3, previous?: string): Promise<string> {
  const res = await (
    await as('partner')
  ).post('tax_returns', {
    company_id: olivia,
    document_id: await returnPdf(pages),
    tax_year: 2025,
    document_name: '2025 Form 1040 – draft',
    send_draft_for_approval: true,
    ...(previous && { previous_tax_return_id: previous }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  await testApi().drainQueue();
  return res.body.id as string;
}

const OLIVIA_EMAIL = 'olivia.martinez@example.com';

describe('a draft for approval', () => {
  it('goes to the primary contact as a watermarked copy they can read, mailed and notified', async () => {
    const id = await draftSent(3);
    const client = await as('clientOneEntity');
    const seen = await client.get(`tax_returns/${id}`);
    expect(seen.status, JSON.stringify(seen.body)).toBe(200);
    expect(seen.body).toMatchObject({ status: 'draft', draft_status: 'draft', page_count: 3 });

    const mail = await lastMessage(testApi(), OLIVIA_EMAIL, 'mail');
    expect(mail.subject).toBe('Your 2025 tax return draft is ready for your review');
    expect(mail.text).toContain(`/tax-return-delivery/${id}?companyId=${olivia}`);
    const notices = await client.get('notifications');
    expect(JSON.stringify(notices.body)).toContain(
      'Your 2025 tax return draft is ready for your review',
    );

    const link = await client.get(`tax_returns/${id}/draft_file`);
    expect(link.status).toBe(200);
    const file = await http()
      .get(relativeUrl(link.body.url as string))
      .buffer(true);
    expect(file.status).toBe(200);
    const bytes = new Uint8Array(file.body as Buffer);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(3);
    const texts = await pdfPageTexts(bytes);
    expect(texts.every((t) => t.includes('DRAFT'))).toBe(true);
    expect(texts[1]).toContain('page 2');

    // Listed to its owner now; the activity log says who it went to.
    const mine = await client.get(`tax_returns?company_id=${olivia}`);
    expect(mine.body.tax_returns.map((r: { id: string }) => r.id)).toContain(id);
    const log = await (await as('partner')).get(`v2/activity_logs?company_id=${olivia}&type_id=5`);
    expect(JSON.stringify(log.body)).toContain('Draft sent for approval');
  });

  it('is reviewed once, by an owner who may write, with a reason when changes are asked', async () => {
    const id = await draftSent(1);
    const client = await as('clientOneEntity');
    expect((await (await as('partner')).post(`tax_returns/${id}/approve`, {})).status).toBe(403);
    expect(
      (await (await as('clientManyEntities')).post(`tax_returns/${id}/approve`, {})).status,
    ).toBe(404);
    expect((await (await as('otherFirmPartner')).get(`tax_returns/${id}`)).status).toBe(404);
    const blank = await client.post(`tax_returns/${id}/request_changes`, { reason: '   ' });
    expect([blank.status, blank.body.error]).toEqual([400, REASON_REQUIRED]);

    const asked = await client.post(`tax_returns/${id}/request_changes`, {
      reason: 'Schedule C is missing my 1099-NEC from Acme 🧾',
      company_id: olivia,
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body).toMatchObject({
      status: 'change_requested',
      draft_status: 'change_requested',
      draft_comment: 'Schedule C is missing my 1099-NEC from Acme 🧾',
    });
    const again = await client.post(`tax_returns/${id}/approve`, {});
    expect([again.status, again.body.error]).toEqual([409, 'This draft has already been reviewed']);
    // The advisor is told.
    const advisor = await (await as('groupNorth')).get('notifications');
    expect(JSON.stringify(advisor.body)).toContain(
      'asked for changes to the draft of 2025 Form 1040 – draft',
    );
  });

  it('is replaced after changes were asked, going back as a new draft, then approved and classified', async () => {
    const id = await draftSent(2);
    const partner = await as('partner');
    const early = await partner.post('tax_returns', {
      company_id: olivia,
      document_id: await returnPdf(2),
      tax_year: 2025,
      document_name: 'Too early',
      send_draft_for_approval: true,
      previous_tax_return_id: id,
    });
    expect([early.status, early.body.error]).toEqual([
      409,
      'Only a draft the client asked to change can be replaced',
    ]);
    const client = await as('clientOneEntity');
    await client.post(`tax_returns/${id}/request_changes`, { reason: 'Wrong address' });

    const replaced = await draftSent(4, id);
    expect(replaced).toBe(id);
    const now = (await client.get(`tax_returns/${id}`)).body;
    expect(now).toMatchObject({
      status: 'draft',
      draft_status: 'draft',
      draft_comment: null,
      page_count: 4,
    });

    const approved = await client.post(`tax_returns/${id}/approve`, { reason: 'Looks right' });
    expect(approved.body).toMatchObject({ status: 'approved', draft_status: 'approved' });
    expect((await client.post(`tax_returns/${id}/start_classification`)).status).toBe(403);
    const started = await partner.post(`tax_returns/${id}/start_classification`);
    expect(started.body).toMatchObject({ status: 'action_required', draft_status: 'approved' });
    expect(
      (await (await as('groupSouth')).post(`tax_returns/${id}/start_classification`)).status,
    ).toBe(404);
  });

  it('cannot be reviewed by a read-only client', async () => {
    // Olivia's entity made read-only for a moment.
    const partner = await as('partner');
    const id = await draftSent(1);
    await testApi()
      .store.doc(`firms/${DEMO_USERS.partner.firmId}/companies/${olivia}`)
      .update({ readonly_access: true });
    const res = await (await as('clientOneEntity')).post(`tax_returns/${id}/approve`, {});
    expect([res.status, res.body.error]).toEqual([403, 'This entity is read-only']);
    await testApi()
      .store.doc(`firms/${DEMO_USERS.partner.firmId}/companies/${olivia}`)
      .update({ readonly_access: false });
    expect((await partner.get(`tax_returns/${id}`)).body.draft_status).toBe('draft');
  });
});
