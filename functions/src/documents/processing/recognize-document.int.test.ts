// Recognition of uploaded PDFs (issue 15 item 6), through the real upload path and the queued task:
// a PDF of three forms is split into a document per form beside the upload, with the pages each
// holds; a one-form PDF is that form; a PDF of no known form asks for a person's look; images are
// not read. Children are the caller's like any file (a stranger sees none of them). Staff may have
// one that needs review read again. A question's upload stays its answer when split; the forms
// split out of it belong to its questionnaire (not loose uploads). A scanned form is read by OCR.
import { describe, expect, it } from 'vitest';
import type { InProcessQueue } from '@portico/local-runtime/in-process-queue';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { createFixtureQuestionnaires } from '@portico/local-runtime/dev/questionnaire-fixtures';
import { DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { documentsRepo } from '../documents.module';
import { useTestApi } from '../../../test/support/api-harness';
import { binary } from '../../../test/support/binary-body';
import { relativeUrl, useHttpWithBlobs } from '../../../test/support/blob-http';
import { pdfOfPages } from '../../../test/support/document-corpus';
import { ONE_PIXEL_PNG, uploadFiles } from '../../../test/support/upload-files';

const testApi = useTestApi();
const SCANNED_W2 = new URL('../../../test/fixtures/scanned-w2.jpg', import.meta.url);
const http = useHttpWithBlobs(testApi);

interface Listed {
  id: string;
  name: string;
  recognition: {
    status: string;
    document_type: string | null;
    page_count: number | null;
    parent_document_id: string | null;
    parent_pages: number[] | null;
    payer?: string | null;
    tax_year?: number | null;
  } | null;
}

describe('document recognition', () => {
  it('splits a PDF of several forms into one document per form, and names single forms', async () => {
    const now = () => testApi().clock.now();
    const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
    const scan = await pdfOfPages([
      'Form W-2 Wage and Tax Statement 2025\nEmployer: Acme Corp',
      'Form 1099-INT Interest Income\nPayer: First Bank',
      'Instructions for Recipient (continued)',
      'Form 1098-T Tuition Statement\nFiler: State University',
    ]);
    const done = await uploadFiles(
      http,
      authorization,
      user.companyId!,
      [
        { name: 'Scan.pdf', bytes: scan },
        {
          name: 'Acme W-2.pdf',
          bytes: await pdfOfPages(['Copy B Form W-2 Wage and Tax Statement']),
        },
        { name: 'Letter.pdf', bytes: await pdfOfPages(['Dear client, thank you.']) },
        { name: 'Photo.png', bytes: ONE_PIXEL_PNG },
      ],
      null,
    );
    expect(done.status).toBe(200);
    expect(done.body.documents).toHaveLength(4);
    await (testApi().deps.queue as InProcessQueue).drain();

    const listing = await http()
      .get('/api/documents')
      .query({ company_id: user.companyId, path: '/' })
      .set('Authorization', authorization);
    const files = listing.body.files as Listed[];
    const named = (name: string) => files.find((f) => f.name === name)!;
    const parent = named('Scan.pdf');
    expect(parent.recognition).toMatchObject({ status: 'split_succeeded', page_count: 4 });
    const children = files.filter((f) => f.recognition?.parent_document_id === parent.id);
    expect(
      children
        .map((c) => [
          c.name,
          c.recognition!.status,
          c.recognition!.document_type,
          c.recognition!.parent_pages,
        ])
        .sort(),
    ).toEqual([
      ['Scan (1098-T).pdf', 'analysis_succeeded', '1098-T', [4]],
      ['Scan (1099-INT).pdf', 'analysis_succeeded', '1099-INT', [2, 3]],
      ['Scan (W-2).pdf', 'analysis_succeeded', 'W-2', [1]],
    ]);
    // Each page's form is kept with the upload, for the split review to open without reading it.
    const stored = await documentsRepo(testApi().store).get(user.firmId, parent.id);
    expect(stored!.recognition!.pageForms).toEqual(['W-2', '1099-INT', null, '1098-T']);
    expect(named('Acme W-2.pdf').recognition).toMatchObject({
      status: 'analysis_succeeded',
      document_type: 'W-2',
      page_count: 1,
    });
    expect(named('Letter.pdf').recognition).toMatchObject({
      status: 'review_required',
      document_type: null,
    });
    expect(named('Photo.png').recognition).toBeNull();

    // A child is a real PDF of its pages, served to its owner only.
    const interest = named('Scan (1099-INT).pdf');
    const link = await http()
      .get(`/api/documents/${interest.id}/link`)
      .set('Authorization', authorization);
    const bytes = (await binary(http().get(relativeUrl(link.body.url)))).body as Buffer;
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    // Staff may have one that needs review read again; a client may not, nor one read well.
    const again = (id: string, auth: string) =>
      http().post(`/api/documents/${id}/recognize`).set('Authorization', auth);
    const staff = `Bearer ${await testApi().tokenFor('partner')}`;
    const letter = named('Letter.pdf');
    expect((await again(letter.id, authorization)).status).toBe(403);
    const retried = await again(letter.id, staff);
    expect([retried.status, retried.body.recognition.status]).toEqual([202, 'processing']);
    await (testApi().deps.queue as InProcessQueue).drain();
    const relisted = await http()
      .get('/api/documents')
      .query({ company_id: user.companyId, path: '/' })
      .set('Authorization', authorization);
    expect(
      (relisted.body.files as Listed[]).find((f) => f.id === letter.id)!.recognition!.status,
    ).toBe('review_required');
    const done2 = await again(named('Acme W-2.pdf').id, staff);
    expect([done2.status, done2.body.error]).toEqual([
      409,
      'Only a document that failed or needs review can be read again',
    ]);

    const stranger = `Bearer ${await testApi().tokenFor('clientManyEntities')}`;
    expect(
      (await http().get(`/api/documents/${interest.id}/link`).set('Authorization', stranger))
        .status,
    ).toBe(404);
  });

  it('reads a scanned form by OCR: its type, payer and year', async () => {
    const now = () => testApi().clock.now();
    const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
    // A photograph of a W-2 (a JPEG drawn by Chromium from HTML) as a scanner puts it in a PDF:
    // one picture per page, no text.
    const scan = await PDFDocument.create();
    const jpeg = await scan.embedJpg(readFileSync(SCANNED_W2));
    scan.addPage([612, 792]).drawImage(jpeg, { x: 0, y: 0, width: 612, height: 792 });
    const done = await uploadFiles(
      http,
      authorization,
      user.companyId!,
      [{ name: 'Phone scan.pdf', bytes: Buffer.from(await scan.save()) }],
      null,
    );
    expect(done.status).toBe(200);
    await (testApi().deps.queue as InProcessQueue).drain();
    const listing = await http()
      .get('/api/documents')
      .query({ company_id: user.companyId, path: '/' })
      .set('Authorization', authorization);
    expect((listing.body.files as Listed[])[0]!.recognition).toMatchObject({
      status: 'analysis_succeeded',
      document_type: 'W-2',
      payer: 'Northwind Logistics, Inc.',
      tax_year: 2025,
    });
  });

  it('keeps a question’s split upload as its answer, its forms in the questionnaire', async () => {
    const now = () => testApi().clock.now();
    const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
    const { questionnaire_ids: ids } = await createFixtureQuestionnaires(testApi().store, now, {
      companyId: user.companyId!,
      questionnaires: [{ content: 'individual', sectionIds: ['sec-income'] }],
    });
    const id = ids[0]!;
    const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
    const scan = await pdfOfPages([
      'Form W-2 Wage and Tax Statement',
      'Form W-2 second employer',
      'Form 1099-INT Interest Income',
    ]);
    const done = await uploadFiles(
      http,
      authorization,
      user.companyId!,
      [{ name: 'Forms.pdf', bytes: scan }],
      {
        questionnaire_id: id,
        question_id: 'q-w2',
      },
    );
    expect(done.status).toBe(200);
    const parentId = done.body.documents[0].id as string;
    await (testApi().deps.queue as InProcessQueue).drain();

    const partner = await testApi().as('partner');
    const page = await partner.get(`questionnaires/${id}`);
    const w2 = page.body.sections
      .flatMap((s: { questions: { id: string; documents: { id: string }[] }[] }) => s.questions)
      .find((q: { id: string }) => q.id === 'q-w2');
    expect(w2.documents.map((d: { id: string }) => d.id)).toEqual([parentId]);
    expect(page.body.additional_attachments).toEqual([]);
    expect((await partner.get(`questionnaires/${id}/unattached_documents`)).body.documents).toEqual(
      [],
    );
    const listing = await http()
      .get('/api/documents')
      .query({ company_id: user.companyId, path: '/' })
      .set('Authorization', authorization);
    const children = (
      listing.body.files as (Listed & { questionnaire_id: string | null })[]
    ).filter((f) => f.recognition?.parent_document_id === parentId);
    expect(children.map((c) => [c.name, c.questionnaire_id]).sort()).toEqual([
      ['Forms (1099-INT).pdf', id],
      ['Forms (W-2).pdf', id],
    ]);
    // The questionnaire page shows its client what became of the upload: the forms split out.
    const extracted = await http()
      .get(`/api/questionnaires/${id}/extracted_documents`)
      .set('Authorization', authorization);
    expect(extracted.status).toBe(200);
    expect(
      (
        extracted.body.documents as {
          id: string;
          status: string;
          document_type: string | null;
          parent_document_id: string | null;
          parent_pages: number[] | null;
        }[]
      ).map((d) => [
        d.id === parentId ? 'upload' : d.document_type,
        d.status,
        d.parent_document_id === parentId ? d.parent_pages : null,
      ]),
    ).toEqual([
      ['upload', 'split_succeeded', null],
      ['W-2', 'analysis_succeeded', [1, 2]],
      ['1099-INT', 'analysis_succeeded', [3]],
    ]);
  });
});
