// Uploads into an upload question (spec 2 §5 "Uploads", §7 "Upload documents"): a temporary link
// per file, then process_document keeps valid files (by content), skips invalid ones and ones the
// entity already has, and makes the kept ones the question's answer; a document's link and its
// removal; switching the question to Provided Elsewhere deletes its documents; moving a document
// to another question or to the additional attachments.
import { describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { createFixtureQuestionnaires } from '@portico/local-runtime/dev/questionnaire-fixtures';
import { DEMO_GROUPS } from '@portico/local-runtime/seed/demo-firm';
import { useTestApi } from '../../test/support/api-harness';
import { relativeUrl as relative, useHttpWithBlobs } from '../../test/support/blob-http';
import { ONE_PIXEL_PNG, onePagePdf, uploadFiles } from '../../test/support/upload-files';

const testApi = useTestApi();
const http = useHttpWithBlobs(testApi);

const pdf = onePagePdf;
const PNG = ONE_PIXEL_PNG;

async function clientWithQuestionnaire(sectionIds = ['sec-income']) {
  const now = () => testApi().clock.now();
  const user = await createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
  const { questionnaire_ids: ids } = await createFixtureQuestionnaires(testApi().store, now, {
    companyId: user.companyId!,
    questionnaires: [{ content: 'individual', sectionIds }],
  });
  const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
  return { user, id: ids[0]!, authorization };
}

const upload = uploadFiles.bind(null, http);

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
    // Logged as going to the questionnaire, not to the vault's top folder.
    const name = (await http().get(`/api/questionnaires/${id}`).set('Authorization', authorization))
      .body.name as string;
    const logged = await testApi()
      .store.collection(`firms/${user.firmId}/activities`)
      .where('questionnaire_id', '==', id)
      .get();
    expect(logged.docs.map((d) => d.get('description'))).toContainEqual(
      expect.stringMatching(new RegExp(`^w2-acme\\.pdf, photo\\.png to ${name} for `)),
    );

    const again = await upload(
      authorization,
      user.companyId!,
      [{ name: 'copy.pdf', bytes: w2 }],
      target,
    );
    // Named as the copy the entity holds, which is where the user will find it.
    expect(again.body).toMatchObject({ documents: [], duplicates: ['w2-acme.pdf'] });

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

describe('moving a document', () => {
  it('moves it to another question and to the additional attachments, never deleting it', async () => {
    const { user, id, authorization } = await clientWithQuestionnaire(['sec-income', 'sec-home']);
    const done = await upload(
      authorization,
      user.companyId!,
      [
        { name: 'w2.pdf', bytes: await pdf('W-2') },
        { name: 'mortgage.pdf', bytes: await pdf('1098') },
      ],
      { questionnaire_id: id, question_id: 'q-w2' },
    );
    const [w2, mortgage] = done.body.documents.map((d: { id: string }) => d.id);
    const move = (body: object) =>
      http()
        .post(`/api/questionnaires/${id}/move_document`)
        .set('Authorization', authorization)
        .send(body);
    const read = async () =>
      (await http().get(`/api/questionnaires/${id}`).set('Authorization', authorization)).body;
    const answerOf = (
      page: { sections: { questions: { id: string; answer: string }[] }[] },
      q: string,
    ) => page.sections.flatMap((s) => s.questions).find((x) => x.id === q)!.answer;

    // To a question answered Not Applicable: the document replaces the marker.
    await http()
      .post(`/api/questionnaires/${id}/answer_question`)
      .set('Authorization', authorization)
      .send({ question_id: 'q-1098', answer: 'Not Applicable', answer_by: null });
    const moved = await move({ document_id: mortgage, to_question_id: 'q-1098' });
    expect(moved.status).toBe(200);
    expect(moved.body.answers).toEqual([
      { question_id: 'q-w2', answer: w2, answer_by: null, entries: [] },
      { question_id: 'q-1098', answer: mortgage, answer_by: null, entries: [] },
    ]);
    let page = await read();
    expect(answerOf(page, 'q-1098')).toBe(mortgage);
    expect(page.additional_attachments).toEqual([]);

    // To the additional attachments: the question it left is unanswered again.
    const aside = await move({ document_id: w2, to_question_id: null });
    expect(aside.body.answers).toEqual([
      { question_id: 'q-w2', answer: '', answer_by: null, entries: [] },
    ]);
    page = await read();
    expect(answerOf(page, 'q-w2')).toBe('');
    expect(page.additional_attachments.map((d: { name: string }) => d.name)).toEqual(['w2.pdf']);
    expect(
      (await testApi().store.doc(`firms/${user.firmId}/documents/${w2}`).get()).data(),
    ).toMatchObject({ question_id: null, marked_as_others: true, deleted_at: null });

    // And back into a question.
    await move({ document_id: w2, to_question_id: 'q-1098' });
    page = await read();
    expect(answerOf(page, 'q-1098')).toBe(`${mortgage}&!&${w2}`);
    expect(page.additional_attachments).toEqual([]);
    const link = await http().get(`/api/documents/${w2}/link`).set('Authorization', authorization);
    expect(link.status).toBe(200);

    // Removing it now takes it from the question it was moved to.
    await http().delete(`/api/documents/${w2}`).set('Authorization', authorization);
    expect(answerOf(await read(), 'q-1098')).toBe(mortgage);
  });

  it('refuses a question that takes no documents, and a document of another questionnaire', async () => {
    const first = await clientWithQuestionnaire();
    const done = await upload(
      first.authorization,
      first.user.companyId!,
      [{ name: 'w2.pdf', bytes: await pdf('W-2 first') }],
      { questionnaire_id: first.id, question_id: 'q-w2' },
    );
    const doc = done.body.documents[0].id;
    const wrongQuestion = await http()
      .post(`/api/questionnaires/${first.id}/move_document`)
      .set('Authorization', first.authorization)
      .send({ document_id: doc, to_question_id: 'q-employer-count' });
    expect([wrongQuestion.status, wrongQuestion.body.error]).toEqual([
      400,
      'Only an upload question takes documents',
    ]);
    const second = await clientWithQuestionnaire();
    const elsewhere = await http()
      .post(`/api/questionnaires/${second.id}/move_document`)
      .set('Authorization', second.authorization)
      .send({ document_id: doc, to_question_id: 'q-w2' });
    expect([elsewhere.status, elsewhere.body.error]).toEqual([404, 'Document not found']);
  });
});
