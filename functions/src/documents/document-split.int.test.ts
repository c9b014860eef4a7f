// Splitting a PDF by hand (issue 15 item 7): staff of a firm with the bulk upload processor see the
// pages' forms and recognition's suggestion, save documents of the pages they choose, and a second
// split replaces the first (its documents deleted, restorable). Pages beyond the file or in two
// documents are refused with nothing made; clients, firms without the processor and images cannot
// split. A firm user may keep a multi-form upload whole (the Multi-Form Upload Confirmation).
import { afterEach, describe, expect, it } from 'vitest';
import type { InProcessQueue } from '@portico/local-runtime/in-process-queue';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_FIRM_ID, DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { PDFDocument } from 'pdf-lib';
import { useTestApi } from '../../test/support/api-harness';
import { binary } from '../../test/support/binary-body';
import { relativeUrl, useHttpWithBlobs } from '../../test/support/blob-http';
import { pdfOfPages } from '../../test/support/document-corpus';
import { ONE_PIXEL_PNG, uploadFiles } from '../../test/support/upload-files';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

const setProcessor = (on: boolean) =>
  testApi().store.doc(`firms/${DEMO_FIRM_ID}`).update({ 'preferences.bulk_upload_processor': on });

afterEach(() => setProcessor(true));

interface Listed {
  id: string;
  name: string;
  deleted_at: string | null;
  recognition: { status: string; document_type: string | null; parent_pages: number[] | null };
}

async function clientWithScan() {
  const user = await createFixtureUser(testApi().store, () => testApi().clock.now(), {
    groupId: DEMO_GROUPS.north,
  });
  const client = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
  const scan = await pdfOfPages([
    'Form W-2 Wage and Tax Statement 2025',
    'Form 1099-DIV Dividends and Distributions',
    'Notes from the client',
    'Form 1098 Mortgage Interest Statement',
    'Form 1098 Mortgage Interest Statement (second lender)',
  ]);
  const done = await uploadFiles(
    http,
    client,
    user.companyId!,
    [
      { name: `Bulk ${user.id}.pdf`, bytes: scan },
      { name: 'Photo.png', bytes: ONE_PIXEL_PNG },
    ],
    null,
  );
  expect(done.status).toBe(200);
  await (testApi().deps.queue as InProcessQueue).drain();
  const [pdf, photo] = done.body.documents as { id: string }[];
  return { user, client, pdfId: pdf!.id, photoId: photo!.id };
}

const listing = async (companyId: string, auth: string) =>
  (
    await http()
      .get('/api/documents')
      .query({ company_id: companyId, path: '/', include_deleted: true })
      .set('Authorization', auth)
  ).body.files as Listed[];

describe('splitting a PDF by hand', () => {
  it('shows the plan, makes the documents asked for, and a second split replaces the first', async () => {
    const { user, pdfId } = await clientWithScan();
    const staff = `Bearer ${await testApi().tokenFor('partner')}`;
    const plan = await http().get(`/api/documents/${pdfId}/split`).set('Authorization', staff);
    expect(plan.status).toBe(200);
    expect(plan.body.page_count).toBe(5);
    expect(plan.body.page_forms).toEqual(['W-2', '1099-DIV', null, '1098', '1098']);
    // Recognition split it on upload: those are the current documents, and the suggestion.
    expect(plan.body.current.map((p: { pages: number[] }) => p.pages)).toEqual([
      [1],
      [2, 3],
      [4, 5],
    ]);
    expect(plan.body.suggested).toEqual([
      { id: null, name: `Bulk ${user.id} (W-2)`, document_type: 'W-2', pages: [1] },
      { id: null, name: `Bulk ${user.id} (1099-DIV)`, document_type: '1099-DIV', pages: [2, 3] },
      { id: null, name: `Bulk ${user.id} (1098)`, document_type: '1098', pages: [4, 5] },
    ]);
    const recognised = plan.body.current.map((p: { id: string }) => p.id);

    const split = (documents: unknown[]) =>
      http().post(`/api/documents/${pdfId}/split`).set('Authorization', staff).send({ documents });
    const saved = await split([
      { name: 'Income', document_type: null, pages: [2, 1] },
      { name: 'First lender 1098', document_type: '1098', pages: [4] },
      { name: 'Second lender 1098', document_type: '1098', pages: [5] },
    ]);
    expect(saved.status).toBe(201);
    expect(
      saved.body.documents.map((d: Listed) => [
        d.name,
        d.recognition.status,
        d.recognition.parent_pages,
      ]),
    ).toEqual([
      ['Income.pdf', 'split_succeeded', [1, 2]],
      ['First lender 1098.pdf', 'analysis_succeeded', [4]],
      ['Second lender 1098.pdf', 'analysis_succeeded', [5]],
    ]);
    const files = await listing(user.companyId!, staff);
    const byId = new Map(files.map((f) => [f.id, f]));
    // Recognition's documents are deleted (restorable); the parent says it was split.
    for (const id of recognised) expect(byId.get(id)!.deleted_at).not.toBeNull();
    expect(byId.get(pdfId)!.recognition.status).toBe('split_succeeded');
    // Each new document is a PDF of its pages.
    const income = saved.body.documents[0] as Listed;
    const link = await http().get(`/api/documents/${income.id}/link`).set('Authorization', staff);
    const bytes = (await binary(http().get(relativeUrl(link.body.url)))).body as Buffer;
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);

    // A page beyond the file, or in two documents: refused, nothing changed.
    const beyond = await split([{ name: 'Too far', pages: [6] }]);
    expect([beyond.status, beyond.body.error]).toEqual([
      400,
      'Page 6 is not in this document (it has 5 pages)',
    ]);
    const twice = await split([
      { name: 'A', pages: [1, 2] },
      { name: 'B', pages: [2] },
    ]);
    expect([twice.status, twice.body.error]).toEqual([400, 'Page 2 is in more than one document']);
    const empty = await split([{ name: ' ', pages: [] }]);
    expect(empty.status).toBe(400);
    const again = await listing(user.companyId!, staff);
    expect(again.filter((f) => !f.deleted_at)).toHaveLength(
      files.filter((f) => !f.deleted_at).length,
    );
    const plan2 = await http().get(`/api/documents/${pdfId}/split`).set('Authorization', staff);
    expect(plan2.body.current.map((p: { name: string }) => p.name)).toEqual([
      'Income',
      'First lender 1098',
      'Second lender 1098',
    ]);
  });

  it('keeps a firm user’s multi-form upload whole when asked, never a client’s', async () => {
    const user = await createFixtureUser(testApi().store, () => testApi().clock.now(), {
      groupId: DEMO_GROUPS.north,
    });
    const client = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
    const staff = `Bearer ${await testApi().tokenFor('partner')}`;
    const forms = await pdfOfPages(['Form W-2 Wage and Tax Statement', 'Form 1099-INT Interest']);
    const whole = { requires_splitting: false };
    const upload = (auth: string, name: string) =>
      uploadFiles(http, auth, user.companyId!, [{ name, bytes: forms }], null, '/', whole);
    expect((await upload(staff, 'Kept.pdf')).status).toBe(200);
    await (testApi().deps.queue as InProcessQueue).drain();
    let files = await listing(user.companyId!, staff);
    expect(files.map((f) => [f.name, f.recognition.status])).toEqual([
      ['Kept.pdf', 'identify_succeeded'],
    ]);
    // A client's scan is split whatever the body asks.
    const theirs = await pdfOfPages(['Form W-2 Wage and Tax Statement', 'Form 1098 Mortgage']);
    const done = await uploadFiles(
      http,
      client,
      user.companyId!,
      [{ name: 'Theirs.pdf', bytes: theirs }],
      null,
      '/',
      whole,
    );
    expect(done.status).toBe(200);
    await (testApi().deps.queue as InProcessQueue).drain();
    files = await listing(user.companyId!, staff);
    expect(files.find((f) => f.name === 'Theirs.pdf')!.recognition.status).toBe('split_succeeded');
    expect(files.map((f) => f.name).sort()).toEqual([
      'Kept.pdf',
      'Theirs (1098).pdf',
      'Theirs (W-2).pdf',
      'Theirs.pdf',
    ]);
  });

  it('is for staff of a firm with the processor, and for PDFs', async () => {
    const { pdfId, photoId, client } = await clientWithScan();
    const staff = `Bearer ${await testApi().tokenFor('partner')}`;
    const body = { documents: [{ name: 'All', pages: [1] }] };
    const byClient = await http()
      .post(`/api/documents/${pdfId}/split`)
      .set('Authorization', client)
      .send(body);
    expect(byClient.status).toBe(403);
    const photo = await http().get(`/api/documents/${photoId}/split`).set('Authorization', staff);
    expect([photo.status, photo.body.error]).toEqual([400, 'Only PDFs can be split']);
    const otherFirm = `Bearer ${await testApi().tokenFor('otherFirmPartner')}`;
    expect(
      (await http().get(`/api/documents/${pdfId}/split`).set('Authorization', otherFirm)).status,
    ).toBe(404);
    await setProcessor(false);
    const off = await http().get(`/api/documents/${pdfId}/split`).set('Authorization', staff);
    expect([off.status, off.body.error]).toEqual([
      403,
      'The bulk upload processor is not turned on for your firm',
    ]);
  });
});
