// Uploads into an upload question (spec 2 §5 "Uploads", §7 "Upload documents"): a temporary link
// per file, then process_document keeps valid files (by content), skips invalid ones and ones the
// entity already has, and makes the kept ones the question's answer; a document's link and its
// removal; switching the question to Provided Elsewhere deletes its documents.
import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { createFixtureQuestionnaires } from '@portico/local-runtime/dev/questionnaire-fixtures';
import { DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { relativeUrl as relative, useHttpWithBlobs } from '../../test/support/blob-http';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

async function pdf(text: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.addPage([200, 200]).drawText(text, { x: 10, y: 100, size: 12 });
  return Buffer.from(await doc.save());
}
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function clientWithQuestionnaire() {
  const now = () => testApi().clock.now();
  const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
  const { questionnaire_ids: ids } = await createFixtureQuestionnaires(testApi().store, now, {
    companyId: user.companyId!,
    questionnaires: [{ content: 'individual', sectionIds: ['sec-income'] }],
  });
  const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
  return { user, id: ids[0]!, authorization };
}

async function upload(
  authorization: string,
  companyId: string,
  files: { name: string; bytes: Buffer | null }[],
  target: { questionnaire_id: string; question_id: string } | null,
) {
  const started = await http()
    .post('/api/integrations/temporary_upload_link')
    .set('Authorization', authorization)
    .send({
      company_id: companyId,
      files: files.map((f) => ({ name: f.name, size: f.bytes?.length ?? 1 })),
    });
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  for (const [index, file] of files.entries()) {
    if (!file.bytes) continue;
    const link = started.body.files[index];
    const put = await http()
      .put(relative(link.upload_url))
      .set(link.upload_headers)
      .send(file.bytes);
    expect(put.status).toBe(200);
  }
  return http()
    .post('/api/integrations/process_document')
    .set('Authorization', authorization)
    .send({ upload_id: started.body.upload_id, ...target });
}

describe('uploads into a question', () => {
  it('keeps valid files as the question’s answer and skips invalid and repeated ones', async () => {
    const { user, id, authorization } = await clientWithQuestionnaire();
    const target = { questionnaire_id: id, question_id: 'q-w2' };
    const w2 = await pdf('W-2 from Acme');
    const first = await upload(
      authorization,
      user.companyId!,
      [
        { name: 'w2-acme.pdf', bytes: w2 },
        { name: 'photo.png', bytes: PNG },
        { name: 'notes.pdf', bytes: Buffer.from('%PDF-1.7 this is not a PDF') },
        { name: 'virus.pdf.exe', bytes: Buffer.from('MZ\x90\x00 not a document') },
        { name: 'never-sent.pdf', bytes: null },
      ],
      target,
    );
    expect(first.status).toBe(200);
    expect(first.body.documents.map((d: { name: string }) => d.name)).toEqual([
      'w2-acme.pdf',
      'photo.png',
    ]);
    expect(first.body.documents[0]).toMatchObject({ content_type: 'application/pdf' });
    expect(first.body.invalid).toEqual(['notes.pdf', 'virus.pdf.exe']);
    expect(first.body.failed).toEqual(['never-sent.pdf']);
    const ids = first.body.documents.map((d: { id: string }) => d.id);
    expect(first.body.answer).toBe(ids.join('&!&'));

    const again = await upload(
      authorization,
      user.companyId!,
      [{ name: 'copy.pdf', bytes: w2 }],
      target,
    );
    expect(again.body).toMatchObject({ documents: [], duplicates: ['copy.pdf'] });

    const page = await http().get(`/api/questionnaires/${id}`).set('Authorization', authorization);
    const question = page.body.sections[0].questions.find((q: { id: string }) => q.id === 'q-w2');
    expect(question.answer).toBe(ids.join('&!&'));
    expect(question.documents.map((d: { name: string }) => d.name)).toEqual([
      'w2-acme.pdf',
      'photo.png',
    ]);
    expect(
      page.body.sections[0].questions.find((q: { id: string }) => q.id === 'q-w2'),
    ).toBeTruthy();

    // A link serves the file with its sniffed type; another client gets nothing.
    const link = await http()
      .get(`/api/documents/${ids[0]}/link`)
      .set('Authorization', authorization);
    const served = await http().get(relative(link.body.url));
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toContain('application/pdf');
    const stranger = `Bearer ${await testApi().tokenFor('clientManyEntities')}`;
    expect(
      (await http().get(`/api/documents/${ids[0]}/link`).set('Authorization', stranger)).status,
    ).toBe(404);
  });

  it('removes a document from its question, and Provided Elsewhere deletes the rest', async () => {
    const { user, id, authorization } = await clientWithQuestionnaire();
    const target = { questionnaire_id: id, question_id: 'q-w2' };
    const done = await upload(
      authorization,
      user.companyId!,
      [
        { name: 'a.pdf', bytes: await pdf('A') },
        { name: 'b.pdf', bytes: await pdf('B') },
      ],
      target,
    );
    const [a, b] = done.body.documents.map((d: { id: string }) => d.id);
    expect(
      (await http().delete(`/api/documents/${a}`).set('Authorization', authorization)).status,
    ).toBe(204);
    const answerOf = async () =>
      (
        await http().get(`/api/questionnaires/${id}`).set('Authorization', authorization)
      ).body.sections[0].questions.find((q: { id: string }) => q.id === 'q-w2');
    expect((await answerOf()).answer).toBe(b);
    expect(
      (await http().get(`/api/documents/${a}/link`).set('Authorization', authorization)).status,
    ).toBe(404);

    const elsewhere = await http()
      .post(`/api/questionnaires/${id}/answer_question`)
      .set('Authorization', authorization)
      .send({ question_id: 'q-w2', answer: 'Provided Elsewhere', answer_by: null });
    expect(elsewhere.status).toBe(200);
    expect(await answerOf()).toMatchObject({ answer: 'Provided Elsewhere', documents: [] });
    expect(
      (await http().get(`/api/documents/${b}/link`).set('Authorization', authorization)).status,
    ).toBe(404);
  });

  it('refuses an upload to a question that takes none, and a read-only client', async () => {
    const { user, id, authorization } = await clientWithQuestionnaire();
    const wrong = await upload(
      authorization,
      user.companyId!,
      [{ name: 'x.pdf', bytes: await pdf('X') }],
      { questionnaire_id: id, question_id: 'q-employer-count' },
    );
    expect([wrong.status, wrong.body.error]).toEqual([
      400,
      'Only an upload question takes documents',
    ]);
    const henry = `Bearer ${await testApi().tokenFor('clientReadOnly')}`;
    const refused = await http()
      .post('/api/integrations/temporary_upload_link')
      .set('Authorization', henry)
      .send({ company_id: 'c-henry-lawson', files: [{ name: 'x.pdf', size: 10 }] });
    expect(refused.status).toBe(403);
    const tooBig = await http()
      .post('/api/integrations/temporary_upload_link')
      .set('Authorization', authorization)
      .send({ company_id: user.companyId, files: [{ name: 'x.pdf', size: 151 * 1024 * 1024 }] });
    expect([tooBig.status, tooBig.body.error]).toEqual([400, 'Max size 150 MB']);
  });
});
