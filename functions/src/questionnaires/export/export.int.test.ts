// POST /questionnaires/export (spec 2 §5 "Export", §7): a questionnaire's answers as a PDF, with
// the documents uploaded to it or without, or as a CSV whose cells cannot run as formulas; a
// selection as one zip; staff only, and only questionnaires of entities they see. Documents go in
// the order of their forms (the firm's, then the catalogue's), unknown ones last.
import { randomBytes } from 'node:crypto';
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { createFixtureQuestionnaires } from '@portico/local-runtime/dev/questionnaire-fixtures';
import type { InProcessQueue } from '@portico/local-runtime/in-process-queue';
import {
  DEMO_FIRM_ID,
  DEMO_GROUPS,
  DEMO_QUESTIONNAIRES,
} from '@portico/local-runtime/seed/demo-firm';
import { pdfPageTexts } from '../../documents/processing/pdf-page-texts';
import { pdfOfPages } from '../../../test/support/document-corpus';
import { useTestApi } from '../../../test/support/api-harness';
import { binary } from '../../../test/support/binary-body';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { onePagePdf, uploadFiles } from '../../../test/support/upload-files';
import { answer, questionnaireCallers } from '../../../test/support/questionnaire-callers';
import { zipEntryNamesOf } from '../../../test/support/zip-entries';
import { relativeUrl } from '../../../test/support/blob-http';
import { SCHEDULED_JOBS } from '../../jobs/job-registry';
import { exportBlobPath } from './questionnaire-export.tasks';
import type { NotificationsPageDto } from '@portico/common/notifications/notifications';
import type { QuestionnaireExportDto } from '@portico/common/questionnaires/export';
import { withPdfJs } from '../../kernel/pdf-js';

const testApi = useTestApi();
const DAY_MS = 86_400_000;
const http = useHttpWithBlobs(testApi);
const { as } = questionnaireCallers(testApi);
/** A 1×1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
type Role = Parameters<ReturnType<typeof testApi>['as']>[0];

const exportAs = async (body: object, role: Role = 'partner') =>
  binary((await testApi().as(role)).post('questionnaires/export', body));

/** An export the API queued (202), made by the background task and read back by its requester. */
async function exportInBackground(body: object, role: Role = 'partner') {
  const caller = await testApi().as(role);
  const queued = await caller.post('questionnaires/export', body);
  expect(queued.status, JSON.stringify(queued.body)).toBe(202);
  expect(queued.body.message).toBe(
    'Your export is being prepared. You will get a notification when it is ready.',
  );
  await testApi().drainQueue();
  const made = (await caller.get(`questionnaire_exports/${queued.body.export_id}`))
    .body as QuestionnaireExportDto;
  const file = made.url ? await binary(http().get(relativeUrl(made.url))) : null;
  return { exportId: queued.body.export_id as string, made, file, caller };
}

/** A client's questionnaire (the organizer's income section) with a W-2 uploaded and an answer. */
async function answeredQuestionnaire() {
  const now = () => testApi().clock.now();
  const user = await createFixtureUser(testApi().store, now, {
    groupId: DEMO_GROUPS.north,
    fname: 'Ines',
    lname: 'Export',
  });
  const { questionnaire_ids: ids } = await createFixtureQuestionnaires(testApi().store, now, {
    companyId: user.companyId!,
    questionnaires: [{ content: 'individual', sectionIds: ['sec-income'] }],
  });
  const id = ids[0]!;
  const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
  const uploaded = await uploadFiles(
    http,
    authorization,
    user.companyId!,
    [{ name: 'w2-acme.pdf', bytes: await onePagePdf('W-2 from Acme') }],
    { questionnaire_id: id, question_id: 'q-w2' },
  );
  expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
  return { id, user };
}

/** A valid one-page PDF of about `bytes` bytes (an attachment of random, so incompressible, bytes). */
async function paddedPdf(bytes: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText('Scans', { x: 10, y: 100, size: 12 });
  await doc.attach(randomBytes(bytes), 'scans.bin', { mimeType: 'application/octet-stream' });
  return Buffer.from(await doc.save());
}

/** More files uploaded by the client to the questionnaire's W-2 question; answers the upload. */
async function uploadMore(
  user: { id: string; firmId: string; companyId: string | null },
  id: string,
  files: { name: string; bytes: Buffer }[],
) {
  const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
  const more = await uploadFiles(http, authorization, user.companyId!, files, {
    questionnaire_id: id,
    question_id: 'q-w2',
  });
  expect(more.status, JSON.stringify(more.body)).toBe(200);
  return more.body as { documents: { id: string; name: string }[] };
}

describe('exporting questionnaires', () => {
  it('writes the answers as a PDF named as the spec says, with the documents or without', async () => {
    const { id } = await answeredQuestionnaire();
    const date = testApi().clock.now().toISOString().slice(0, 10);
    const withDocs = await exportAs({ questionnaire_ids: [id] });
    expect(withDocs.status).toBe(200);
    expect(withDocs.headers['content-type']).toBe('application/pdf');
    expect(withDocs.headers['content-disposition']).toContain(
      `attachment; filename="Ines Export - Individual Tax Organizer (2025) ${date}.pdf"`,
    );
    expect(withDocs.headers['x-content-type-options']).toBe('nosniff');
    const full = await PDFDocument.load(withDocs.body as Buffer);
    expect(full.getTitle()).toBe('Individual Tax Organizer: Ines Export (2025)');

    const bare = await exportAs({
      questionnaire_ids: [id],
      include_documents: false,
      save_as_name: 'Organizer for Ines',
    });
    expect(bare.headers['content-disposition']).toContain('filename="Organizer for Ines.pdf"');
    const answersOnly = await PDFDocument.load(bare.body as Buffer);
    // The W-2 is its one page more.
    expect(full.getPageCount()).toBe(answersOnly.getPageCount() + 1);
  });

  it('puts the documents in the firm’s order of forms, then the catalogue’s, unknown ones last', async () => {
    const { id, user } = await answeredQuestionnaire();
    // After the W-2 uploaded first: a letter, then one scan of three forms (split into them).
    await uploadMore(user, id, [
      { name: 'Letter.pdf', bytes: await onePagePdf('A letter from the client') },
      {
        name: 'Scan.pdf',
        bytes: await pdfOfPages([
          'Form 1098-T Tuition Statement (scan page)',
          'Form 1099-INT Interest Income (scan page)',
          'Form W-2 Wage and Tax Statement (scan page)',
        ]),
      },
    ]);
    await (testApi().deps.queue as InProcessQueue).drain();
    const firm = testApi().store.doc(`firms/${DEMO_FIRM_ID}`);
    await firm.update({ 'preferences.custom_document_export_order': ['1099-int'] });
    try {
      const exported = await exportAs({ questionnaire_ids: [id] });
      expect(exported.status).toBe(200);
      const texts = await pdfPageTexts(new Uint8Array(exported.body as Buffer));
      const at = (words: string) => texts.findIndex((t) => t.includes(words));
      const order = [
        at('1099-INT Interest Income (scan page)'),
        at('W-2 from Acme'),
        at('W-2 Wage and Tax Statement (scan page)'),
        at('1098-T Tuition Statement (scan page)'),
        at('A letter from the client'),
      ];
      expect(order.every((page) => page >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
    } finally {
      await firm.update({ 'preferences.custom_document_export_order': [] });
    }
  });

  it('writes an Excel workbook of each shown question and its answer, formulas kept as text', async () => {
    const { id, user } = await answeredQuestionnaire();
    const client = await as({ id: user.id, firmId: user.firmId });
    const typed = await client.post(id, 'answer_question', answer('q-estimated-payments', '=1+1'));
    expect(typed.status, JSON.stringify(typed.body)).toBe(200);
    const res = await exportAs({ questionnaire_ids: [id], format: 'spreadsheet' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/\.xlsx"/);
    const { default: ExcelJS } = await import('exceljs');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.body as never);
    const sheet = book.getWorksheet('Answers')!;
    const rows = sheet
      .getSheetValues()
      .flatMap((row) =>
        Array.isArray(row) ? [row.slice(1).map((cell) => String(cell ?? ''))] : [],
      );
    expect(rows[0]).toEqual(['Questionnaire', 'Individual Tax Organizer']);
    expect(rows).toContainEqual(['Section', 'Question', 'Answer']);
    expect(rows).toContainEqual(['Income', 'Upload your Forms W-2', 'w2-acme.pdf']);
    const formulaRow = rows.findIndex((row) => row[2] === '=1+1');
    expect(formulaRow).toBeGreaterThan(0);
    // Text, not a formula: a spreadsheet shows '=1+1', never 2.
    const cell = sheet.getRow(formulaRow + 1).getCell(3);
    expect(cell.type).toBe(ExcelJS.ValueType.String);
  });

  it('zips a selection, one file each', async () => {
    const a = await answeredQuestionnaire();
    const b = await answeredQuestionnaire();
    const { file } = await exportInBackground({
      questionnaire_ids: [a.id, b.id],
      format: 'spreadsheet',
    });
    expect(file!.headers['content-type']).toBe('application/zip');
    const zip = file!.body as Buffer;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    // Both have the same name, entity name and year: the second is told apart.
    expect(zip.toString('latin1')).toContain('Individual Tax Organizer (2025)');
    expect(zip.toString('latin1')).toMatch(/\(2025\) \d{4}-\d{2}-\d{2} \(2\)\.xlsx/);
  });

  it('opens with a table of contents and its bookmarks, and numbers every page', async () => {
    const { id, user } = await answeredQuestionnaire();
    await uploadMore(user, id, [
      {
        name: 'Brokerage.pdf',
        bytes: await pdfOfPages(['Statement page one', 'Statement page two']),
      },
    ]);
    const plain = await exportAs({ questionnaire_ids: [id] });
    const res = await exportAs({ questionnaire_ids: [id], include_toc: true, include_pages: true });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(res.body as Buffer);
    const texts = await pdfPageTexts(bytes);
    // One page of contents more than the same export without them.
    expect(texts.length).toBe((await PDFDocument.load(plain.body as Buffer)).getPageCount() + 1);
    const at = (words: string) => texts.findIndex((t) => t.includes(words));
    const incomePage = texts.findIndex((t, i) => i > 0 && t.includes('Income'));
    const w2Page = at('W-2 from Acme');
    const statementPage = at('Statement page one');
    expect(texts[0]).toContain('Contents');
    expect(texts[0]).toMatch(new RegExp(`Income\\s+${incomePage + 1}\\b`));
    expect(texts[0]).toMatch(new RegExp(`w2-acme\\.pdf\\s+${w2Page + 1}\\b`));
    expect(texts[0]).toMatch(new RegExp(`Brokerage\\.pdf\\s+${statementPage + 1}\\b`));
    expect(at('Statement page two')).toBe(statementPage + 1);
    texts.forEach((text, i) => expect(text).toContain(`Page ${i + 1} of ${texts.length}`));

    // The bookmarks: the same entries, each opening its page.
    const outline = await withPdfJs(bytes, async (pdf) => {
      const items = (await pdf.getOutline()) ?? [];
      const pageOf = async (dest: unknown) =>
        pdf.getPageIndex((dest as [{ num: number; gen: number }])[0]);
      return Promise.all(
        items.map(async (item) => ({
          title: item.title,
          page: await pageOf(item.dest),
          children: await Promise.all(
            item.items.map(async (child) => ({
              title: child.title,
              page: await pageOf(child.dest),
            })),
          ),
        })),
      );
    });
    expect(outline).toEqual([
      { title: 'Contents', page: 0, children: [] },
      { title: 'Income', page: incomePage, children: [] },
      {
        title: 'Documents',
        page: w2Page,
        children: [
          { title: 'w2-acme.pdf', page: w2Page },
          { title: 'Brokerage.pdf', page: statementPage },
        ],
      },
    ]);
  });

  it('leaves out questions answered No or N/A when asked, in the PDF only', async () => {
    const { id, user } = await answeredQuestionnaire();
    const client = await as({ id: user.id, firmId: user.firmId });
    const answered = await client.post(id, 'answer_question', answer('q-own-home', 'No'));
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    const textOf = async (body: object) =>
      (await pdfPageTexts(new Uint8Array((await exportAs(body)).body as Buffer))).join('\n');
    expect(await textOf({ questionnaire_ids: [id] })).toContain('Did you own your home');
    const without = await textOf({ questionnaire_ids: [id], remove_nos_and_na_answers: true });
    expect(without).not.toContain('Did you own your home');
    expect(without).toContain('Upload your Forms W-2');
  });

  it('zips the answers with the original files, images as PDFs when asked, and only the chosen ones', async () => {
    const { id, user } = await answeredQuestionnaire();
    const more = await uploadMore(user, id, [
      { name: 'receipt.png', bytes: TINY_PNG },
      { name: 'Letter.pdf', bytes: await onePagePdf('A letter') },
    ]);
    const res = await exportAs({
      questionnaire_ids: [id],
      format: 'zipped',
      save_as_name: 'Ines 2025',
    });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('filename="Ines 2025.zip"');
    expect(zipEntryNamesOf(res.body as Buffer).sort()).toEqual([
      'Documents/Letter.pdf',
      'Documents/receipt.png',
      'Documents/w2-acme.pdf',
      'Ines 2025.pdf',
    ]);

    const letter = more.documents.find((d) => d.name === 'Letter.pdf')!;
    const chosen = await exportAs({
      questionnaire_ids: [id],
      format: 'zipped',
      convert_images_to_pdfs: true,
      documents_to_exclude: [{ id: letter.id, name: letter.name, path: '' }],
      save_as_name: 'Ines 2025',
    });
    expect(zipEntryNamesOf(chosen.body as Buffer).sort()).toEqual([
      'Documents/receipt.pdf',
      'Documents/w2-acme.pdf',
      'Ines 2025.pdf',
    ]);
    const only = await exportAs({
      questionnaire_ids: [id],
      documents_to_include: [{ id: letter.id, name: letter.name, path: '' }],
    });
    const texts = await pdfPageTexts(new Uint8Array(only.body as Buffer));
    expect(texts.some((t) => t.includes('A letter'))).toBe(true);
    expect(texts.some((t) => t.includes('W-2 from Acme'))).toBe(false);
  });

  it('names each questionnaire of a selection as asked, a folder each when zipped', async () => {
    const a = await answeredQuestionnaire();
    const b = await answeredQuestionnaire();
    const { file } = await exportInBackground({
      questionnaire_ids: [a.id, b.id],
      format: 'zipped',
      save_as_names: ['First client', ''],
    });
    const names = zipEntryNamesOf(file!.body as Buffer);
    expect(names).toContain('First client/First client.pdf');
    expect(names).toContain('First client/Documents/w2-acme.pdf');
    expect(
      names.some((n) =>
        /^Ines Export - Individual Tax Organizer \(2025\) [\d-]+\/Documents\/w2-acme\.pdf$/.test(n),
      ),
    ).toBe(true);
  });

  it('makes a selection in the background, counting its progress, and tells its requester, who alone may save it', async () => {
    const a = await answeredQuestionnaire();
    const b = await answeredQuestionnaire();
    const partner = await testApi().as('partner');
    const release = testApi().holdQueue();
    const queued = await partner.post('questionnaires/export', {
      questionnaire_ids: [a.id, b.id],
      format: 'pdf',
      save_as_name: 'Year end',
    });
    const before = (await partner.get(`questionnaire_exports/${queued.body.export_id}`))
      .body as QuestionnaireExportDto;
    release();
    expect(queued.status).toBe(202);
    expect(before).toMatchObject({
      status: 'processing',
      file_name: 'Year end.zip',
      done: 0,
      total: 2,
      url: null,
    });

    await testApi().drainQueue();
    const exportId = queued.body.export_id as string;
    const ready = (await partner.get(`questionnaire_exports/${exportId}`))
      .body as QuestionnaireExportDto;
    expect(ready).toMatchObject({ status: 'ready', done: 2, total: 2, error: null });
    const file = await binary(http().get(relativeUrl(ready.url!)));
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="Year end\.zip"/);
    const names = zipEntryNamesOf(file.body as Buffer);
    expect(names).toHaveLength(2);
    expect(names.every((n) => n.endsWith('.pdf'))).toBe(true);

    // Other tests' notifications share the clock's time: this export's is found by its link.
    const notices = (await partner.get('notifications')).body as NotificationsPageDto;
    const told = notices.notifications.filter(
      (n) => n.link === `/questionnaire-exports/${exportId}`,
    );
    expect(told).toEqual([
      expect.objectContaining({ text: 'Your export Year end.zip is ready', type_id: 1 }),
    ]);
    // A retried task finds it made and tells nobody twice.
    await testApi().drainQueue();
    expect(((await partner.get('notifications')).body as NotificationsPageDto).total).toBe(
      notices.total,
    );
    // Kept 7 days: then the hourly sweep deletes the file, and the export says so.
    const sweep = SCHEDULED_JOBS.find((job) => job.name === 'sweepQuestionnaireExports')!;
    testApi().clock.advance(6 * DAY_MS);
    await sweep.run(testApi().deps);
    expect((await partner.get(`questionnaire_exports/${exportId}`)).body.status).toBe('ready');
    const blobPath = exportBlobPath(DEMO_FIRM_ID, exportId, 'Year end.zip');
    expect(await testApi().deps.blobs.stat(blobPath)).not.toBeNull();
    testApi().clock.advance(DAY_MS + 60_000);
    await sweep.run(testApi().deps);
    const expired = (await partner.get(`questionnaire_exports/${exportId}`))
      .body as QuestionnaireExportDto;
    expect([expired.status, expired.url]).toEqual(['expired', null]);
    expect(await testApi().deps.blobs.stat(blobPath)).toBeNull();

    // Only its requester reads it.
    const north = await testApi().as('groupNorth');
    expect((await north.get(`questionnaire_exports/${exportId}`)).status).toBe(404);
    const client = await testApi().as('clientOneEntity');
    expect((await client.get(`questionnaire_exports/${exportId}`)).status).toBe(403);
  });

  it('makes one questionnaire with heavy documents in the background, and says when it is too large', async () => {
    const { id, user } = await answeredQuestionnaire();
    // 21 MB of documents: more than a download waits for (20 MB), more than images may be
    // converted with (15 MB).
    await uploadMore(user, id, [{ name: 'scans.pdf', bytes: await paddedPdf(21 * 1024 * 1024) }]);
    const { exportId, made, file } = await exportInBackground({
      questionnaire_ids: [id],
      format: 'zipped',
      convert_images_to_pdfs: true,
    });
    expect(made).toMatchObject({
      status: 'failed',
      done: 0,
      total: 1,
      error:
        'The images are too large to convert to PDFs (15 MB at most). Export them without converting.',
      url: null,
    });
    expect(file).toBeNull();
    const notices = (await (await testApi().as('partner')).get('notifications'))
      .body as NotificationsPageDto;
    expect(
      notices.notifications.find((n) => n.link === `/questionnaire-exports/${exportId}`)?.text,
    ).toMatch(/^Your export Ines Export - .+\.zip could not be made$/);
    // Without converting, the same export is made (in the background still: it is heavy).
    const whole = await exportInBackground({ questionnaire_ids: [id], format: 'zipped' });
    expect(whole.made.status).toBe('ready');
    expect(zipEntryNamesOf(whole.file!.body as Buffer)).toContain('Documents/scans.pdf');
    // A PDF of the answers alone is light: it downloads at once.
    expect((await exportAs({ questionnaire_ids: [id], include_documents: false })).status).toBe(
      200,
    );
  });

  it('refuses a selection at once when one of it is not seen', async () => {
    const a = await answeredQuestionnaire();
    const south = await exportAs(
      { questionnaire_ids: [a.id, DEMO_QUESTIONNAIRES.oliviaCurrent.id] },
      'groupSouth',
    );
    expect(south.status).toBe(404);
  });

  it('is for staff, and only for questionnaires of entities they see', async () => {
    const client = await exportAs(
      { questionnaire_ids: [DEMO_QUESTIONNAIRES.oliviaCurrent.id] },
      'clientOneEntity',
    );
    expect(client.status).toBe(403);
    // Olivia's entity is in the north group; a south advisor does not see it.
    const south = await exportAs(
      { questionnaire_ids: [DEMO_QUESTIONNAIRES.oliviaCurrent.id] },
      'groupSouth',
    );
    expect(south.status).toBe(404);
    const none = await exportAs({ questionnaire_ids: [] });
    expect([none.status, JSON.parse((none.body as Buffer).toString()).error]).toEqual([
      400,
      'Please select a questionnaire',
    ]);
  });
});
