// POST /questionnaires/export (spec 2 §5 "Export", §7): a questionnaire's answers as a PDF, with
// the documents uploaded to it or without, or as a CSV whose cells cannot run as formulas; a
// selection as one zip; staff only, and only questionnaires of entities they see. Documents go in
// the order of their forms (the firm's, then the catalogue's), unknown ones last.
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

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);
type Role = Parameters<ReturnType<typeof testApi>['as']>[0];

const exportAs = async (body: object, role: Role = 'partner') =>
  binary((await testApi().as(role)).post('questionnaires/export', body));

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
    const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
    // After the W-2 uploaded first: a letter, then one scan of three forms (split into them).
    const more = await uploadFiles(
      http,
      authorization,
      user.companyId!,
      [
        { name: 'Letter.pdf', bytes: await onePagePdf('A letter from the client') },
        {
          name: 'Scan.pdf',
          bytes: await pdfOfPages([
            'Form 1098-T Tuition Statement (scan page)',
            'Form 1099-INT Interest Income (scan page)',
            'Form W-2 Wage and Tax Statement (scan page)',
          ]),
        },
      ],
      { questionnaire_id: id, question_id: 'q-w2' },
    );
    expect(more.status, JSON.stringify(more.body)).toBe(200);
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

  it('writes a CSV of each shown question and its answer, formulas made text', async () => {
    const { id } = await answeredQuestionnaire();
    const res = await exportAs({ questionnaire_ids: [id], format: 'spreadsheet' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    const csv = (res.body as Buffer).toString('utf8');
    expect(csv.startsWith('\uFEFFQuestionnaire,Individual Tax Organizer\r\n')).toBe(true);
    expect(csv).toContain('Section,Question,Answer\r\n');
    expect(csv).toMatch(/\r\nIncome,[^\r\n]*W-2[^\r\n]*,w2-acme\.pdf\r\n/);
  });

  it('zips a selection, one file each', async () => {
    const a = await answeredQuestionnaire();
    const b = await answeredQuestionnaire();
    const res = await exportAs({ questionnaire_ids: [a.id, b.id], format: 'spreadsheet' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = res.body as Buffer;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    // Both have the same name, entity name and year: the second is told apart.
    expect(zip.toString('latin1')).toContain('Individual Tax Organizer (2025)');
    expect(zip.toString('latin1')).toMatch(/\(2025\) \d{4}-\d{2}-\d{2} \(2\)\.csv/);
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
