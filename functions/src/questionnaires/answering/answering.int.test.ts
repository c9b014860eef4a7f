// The client questionnaire page's calls (spec 2 §4, §5, §7): the one read, answers and their
// markers, Answer Later, entries, section marks and submission, who may make each, and that
// answers to different questions never overwrite each other. Signing and notes have their own.
import { describe, expect, it } from 'vitest';
import {
  QUESTIONNAIRE_LOCKED,
  QUESTIONNAIRE_SUBMITTED,
  READONLY_ACCOUNT,
  READONLY_ENTITY,
} from '@portico/common/questionnaires/questionnaire-access';
import { PAST_DUE } from '@portico/common/questionnaires/answer-later';
import { DEMO_COMPANIES, DEMO_QUESTIONNAIRES } from '@portico/local-runtime/seed/demo-firm';
import { createFixtureTaxReturns } from '@portico/local-runtime/dev/tax-return-fixtures';
import { useTestApi } from '../../../test/support/api-harness';
import { useHttpWithBlobs } from '../../../test/support/blob-http';
import { uploadOnePdf } from '../../../test/support/upload-files';
import {
  answer,
  questionnaireCallers,
  questionOf,
} from '../../../test/support/questionnaire-callers';

const testApi = useTestApi();
const { as, clientWith } = questionnaireCallers(testApi);
const http = useHttpWithBlobs(testApi);

const OLIVIA_2025 = DEMO_QUESTIONNAIRES.oliviaCurrent.id;

describe('the page', () => {
  it('gives the owner the whole questionnaire in one read, with answers so far', async () => {
    const res = await (await as('clientOneEntity')).page(OLIVIA_2025);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: OLIVIA_2025,
      name: 'Individual Tax Organizer',
      tax_year: 2025,
      company_hash: DEMO_COMPANIES.olivia.hashId,
      status: 'opened',
      read_only_reason: null,
      deposit_amount: 350,
      deposit_status: 'unpaid',
    });
    expect(res.body.sections.map((s: { section_key: string }) => s.section_key)).toEqual([
      'custom',
      'agreement_signature',
      'questionnaire',
      'questionnaire',
      'questionnaire',
      'document_checklist',
      'pdf_review',
      'payment_request',
      'download_document',
      'delivery',
      'review_and_submit',
    ]);
    expect(questionOf(res.body, 'q-filing-status')).toMatchObject({
      question_type: 'select',
      answer: 'Single',
      prior_year_value: 'Single',
    });
    expect(questionOf(res.body, 'q-crypto-sales')).toMatchObject({
      follow_up_question_id: 'q-crypto-report',
      trigger_for_follow_up_question: 'No',
    });
  });

  it('opens the delivery step on the year’s delivered return, and only then', async () => {
    const { user, ids, client } = await clientWith([
      { content: 'individual', sectionIds: ['sec-personal', 'sec-delivery'] },
    ]);
    const delivered = async () => (await client.page(ids[0]!)).body.delivered_tax_return;
    expect(await delivered()).toBeNull();
    const make = (name: string, taxYear: number, status: 'action_required' | 'sent') =>
      createFixtureTaxReturns(testApi().store, () => testApi().clock.now(), {
        companyId: user.companyId!,
        returns: [{ name, taxYear, status }],
      });
    await make('2025 not yet sent', 2025, 'action_required');
    await make('2024 Form 1040', 2024, 'sent');
    expect(await delivered()).toBeNull();
    const sent = await make('2025 Form 1040', 2025, 'sent');
    expect(await delivered()).toEqual({ id: sent.tax_return_ids[0], name: '2025 Form 1040' });
    expect((await (await as('partner')).page(ids[0]!)).body.delivered_tax_return).toEqual({
      id: sent.tax_return_ids[0],
      name: '2025 Form 1040',
    });
  });

  it('records the first time a client opens it, not when staff do', async () => {
    const { user, ids, client } = await clientWith([{ content: 'individual' }]);
    const staff = await as('partner');
    expect((await staff.page(ids[0]!)).body.status).toBe('ready_to_start');
    expect((await staff.list(user.companyId!)).body.questionnaires[0].status).toBe(
      'ready_to_start',
    );
    expect((await client.page(ids[0]!)).body.status).toBe('opened');
    expect((await staff.list(user.companyId!)).body.questionnaires[0].status).toBe('opened');
  });

  it('hides drafts from clients, and everything from those who may not see the entity', async () => {
    const { ids, client } = await clientWith([{ content: 'individual', isDraft: true }]);
    expect((await client.page(ids[0]!)).status).toBe(404);
    expect((await (await as('partner')).page(ids[0]!)).status).toBe(200);
    for (const role of ['clientManyEntities', 'groupSouth', 'otherFirmPartner'] as const) {
      const res = await (await as(role)).page(OLIVIA_2025);
      expect(res.status, role).toBe(404);
      expect(res.body).toEqual({ error: 'Questionnaire not found' });
    }
    expect((await (await as('partner')).page('no-such-questionnaire')).status).toBe(404);
  });

  it('tells a read-only client and a read-only entity why nothing can change, and refuses answers', async () => {
    const henry = await as('clientReadOnly');
    const page = await henry.page(DEMO_QUESTIONNAIRES.henryCurrent.id);
    expect(page.status).toBe(200);
    expect(page.body.read_only_reason).toBe(READONLY_ACCOUNT);
    const refused = await henry.post(
      DEMO_QUESTIONNAIRES.henryCurrent.id,
      'answer_question',
      answer('q-preferred-name', 'Hank'),
    );
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual({ error: READONLY_ACCOUNT });

    const grace = await as('clientReadOnlyEntity');
    const kim = DEMO_QUESTIONNAIRES.kimDesignCurrent.id;
    expect((await grace.page(kim)).body.read_only_reason).toBe(READONLY_ENTITY);
    expect((await grace.post(kim, 'answer_question', answer('q-payroll', 'Yes'))).body).toEqual({
      error: READONLY_ENTITY,
    });
  });

  it('refuses answers to a locked questionnaire', async () => {
    const james = await as('clientManyEntities');
    const res = await james.post(
      DEMO_QUESTIONNAIRES.whitfieldTrustLocked.id,
      'answer_question',
      answer('q-payroll', 'No'),
    );
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: QUESTIONNAIRE_LOCKED });
  });
});

describe('answers', () => {
  it('saves an answer, shows it on the next read and moves the list’s progress', async () => {
    const { user, ids, client } = await clientWith([
      { content: 'individual', sectionIds: ['sec-personal', 'sec-review'] },
    ]);
    const id = ids[0]!;
    const saved = await client.post(id, 'answer_question', answer('q-filing-status', 'Single'));
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({
      question_id: 'q-filing-status',
      answer: 'Single',
      answer_by: null,
      entries: [],
    });
    expect(questionOf((await client.page(id)).body, 'q-filing-status').answer).toBe('Single');

    for (const [q, value] of [
      ['q-date-of-birth', '1990-02-03'],
      ['q-marital-change', 'No'],
      ['q-dependents-any', 'No'],
      ['q-crypto', 'No'],
    ])
      expect((await client.post(id, 'answer_question', answer(q!, value!))).status).toBe(200);
    const [listed] = (await client.list(user.companyId!)).body.questionnaires;
    expect(listed).toMatchObject({ completed_sections: 1, total_sections: 2 });
    expect(listed.sections).toEqual([
      { id: 'sec-personal', name: 'Personal Information', status: 'completed' },
      { id: 'sec-review', name: 'Review and Submit', status: 'incomplete' },
    ]);
  });

  it('never takes a text answer for document ids: replacing one that reads like an id removes no file', async () => {
    const { user, ids, client } = await clientWith([{ content: 'individual' }]);
    const id = ids[0]!;
    const token = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
    const file = await uploadOnePdf(http, token, user.companyId!, 'W-2.pdf');
    const words = (text: string) => answer('q-preferred-name', text);
    expect((await client.post(id, 'answer_question', words(file))).status).toBe(200);
    expect((await client.post(id, 'answer_question', words('Liv'))).status).toBe(200);
    const stored = await testApi().store.doc(`firms/${user.firmId}/documents/${file}`).get();
    expect(stored.get('deleted_at') ?? null).toBeNull();
  });

  it('refuses what a question does not take', async () => {
    const { ids, client } = await clientWith([{ content: 'individual' }]);
    const id = ids[0]!;
    const refusal = async (body: object) => {
      const res = await client.post(id, 'answer_question', body);
      return [res.status, res.body.error];
    };
    expect(await refusal(answer('q-filing-status', 'Divorced'))).toEqual([
      400,
      'Please choose one of the options',
    ]);
    expect(await refusal(answer('q-marital-change', 'Maybe'))).toEqual([
      400,
      'Please choose one of the options',
    ]);
    expect(await refusal(answer('q-income-kinds', 'Wages&!&Lottery'))).toEqual([
      400,
      'Please choose one of the options',
    ]);
    expect(await refusal(answer('q-date-of-birth', '1990-13-45'))).toEqual([400, 'Invalid date']);
    expect(await refusal(answer('q-ip-pin', '1234567'))).toEqual([
      400,
      'An answer can be at most 6 characters',
    ]);
    expect(await refusal(answer('q-date-of-birth', 'Not Applicable'))).toEqual([
      400,
      'This question cannot be marked not applicable',
    ]);
    expect(await refusal(answer('q-nope', 'x'))).toEqual([404, 'Question not found']);
    expect(await refusal({ question_id: 'q-filing-status' })).toEqual([400, 'answer is missing']);
    // A refusal leaves nothing behind.
    expect(questionOf((await client.page(id)).body, 'q-filing-status').answer).toBe('');
  });

  it('takes the reserved markers, and marks completed only an unanswered question', async () => {
    const { ids, client } = await clientWith([{ content: 'individual' }]);
    const id = ids[0]!;
    for (const marker of ['Not Applicable', 'Provided Elsewhere', '', 'completed'])
      expect((await client.post(id, 'answer_question', answer('q-w2', marker))).status).toBe(200);
    expect(questionOf((await client.page(id)).body, 'q-w2').answer).toBe('completed');
    await client.post(id, 'answer_question', answer('q-employer-count', '2'));
    const res = await client.post(id, 'answer_question', answer('q-employer-count', 'completed'));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Only an unanswered question can be marked completed');
    const staff = await as('partner');
    expect(
      (await staff.post(id, 'answer_question', answer('q-employer-count', 'completed'))).status,
    ).toBe(200);
  });

  it('sets and clears an Answer Later date within the rules', async () => {
    // The test clock is 2026-03-02; the fixture is due 30 days later, on 2026-04-01.
    const { ids, client } = await clientWith([{ content: 'individual' }]);
    const id = ids[0]!;
    const later = await client.post(
      id,
      'answer_question',
      answer('q-filing-status', '', '2026-03-09'),
    );
    expect(later.body).toMatchObject({ answer_by: '2026-03-09' });
    const refusal = async (question: string, date: string) =>
      (await client.post(id, 'answer_question', answer(question, '', date))).body.error;
    expect(await refusal('q-filing-status', '2026-02-01')).toBe(
      'Answer later date must be in the future',
    );
    expect(await refusal('q-w2', '2026-02-01')).toBe('Upload later date must be in the future');
    expect(await refusal('q-filing-status', '2026-05-01')).toBe(
      'Answer later date must be before the due date: Apr 1, 2026',
    );
    expect(await refusal('q-employer-count', '2026-03-09')).toBe(
      'Answer later is not available for this question',
    );
    const staff = await (
      await as('partner')
    ).post(id, 'answer_question', answer('q-filing-status', '', '2026-03-09'));
    expect(staff.status).toBe(403);
    const now = await client.post(id, 'answer_question', answer('q-filing-status', '', null));
    expect(now.body.answer_by).toBeNull();
  });

  it('refuses Answer Later once the questionnaire is past its due date', async () => {
    const { ids, client } = await clientWith([{ content: 'individual', dueInDays: -1 }]);
    const res = await client.post(
      ids[0]!,
      'answer_question',
      answer('q-filing-status', '', '2026-03-09'),
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(PAST_DUE);
  });

  it('keeps both of two answers to different questions saved at the same moment', async () => {
    const { ids, client } = await clientWith([{ content: 'individual' }]);
    const id = ids[0]!;
    const writes = [
      ['q-preferred-name', 'Sam'],
      ['q-employer-count', '3'],
      ['q-estimated-payments', 'None'],
      ['q-property-tax', '$4,100'],
      ['q-date-of-birth', '1980-01-01'],
    ] as const;
    const results = await Promise.all(
      writes.map(([q, v]) => client.post(id, 'answer_question', answer(q, v))),
    );
    expect(results.map((r) => r.status)).toEqual(writes.map(() => 200));
    const page = (await client.page(id)).body;
    for (const [q, v] of writes) expect(questionOf(page, q).answer, q).toBe(v);
  });
});

describe('entries', () => {
  it('adds an entry, saves its fields, and removes it', async () => {
    const { ids, client } = await clientWith([{ content: 'individual' }]);
    const id = ids[0]!;
    const added = await client.post(id, 'entries', { question_id: 'q-dependents', entry_id: 'e1' });
    expect(added.status).toBe(201);
    expect(added.body.entries).toEqual([{ id: 'e1', values: {} }]);
    await client.post(id, 'entries', { question_id: 'q-dependents', entry_id: 'e2' });
    const value = await client.post(id, 'save_entry_answers', {
      question_id: 'q-dependents',
      entry_id: 'e2',
      field_id: 'relationship',
      answer: 'Daughter',
    });
    expect(value.status).toBe(200);
    expect(value.body.entries).toEqual([
      { id: 'e1', values: {} },
      { id: 'e2', values: { relationship: 'Daughter' } },
    ]);
    const bad = await client.post(id, 'save_entry_answers', {
      question_id: 'q-dependents',
      entry_id: 'e2',
      field_id: 'relationship',
      answer: 'Cousin',
    });
    expect(bad.body.error).toBe('Please choose one of the options');
    const removed = await client.delete(id, 'questions/q-dependents/entries/e1');
    expect(removed.body.entries).toEqual([{ id: 'e2', values: { relationship: 'Daughter' } }]);
    const gone = await client.post(id, 'save_entry_answers', {
      question_id: 'q-dependents',
      entry_id: 'e1',
      field_id: 'name',
      answer: 'Ann',
    });
    expect([gone.status, gone.body.error]).toEqual([404, 'This entry was removed']);
    expect(questionOf((await client.page(id)).body, 'q-dependents').entries).toEqual([
      { id: 'e2', values: { relationship: 'Daughter' } },
    ]);
  });
});

describe('sections and submission', () => {
  it('marks a step section, but not one answered by its questions', async () => {
    const { ids, client } = await clientWith([{ content: 'individual' }]);
    const id = ids[0]!;
    const marked = await client.post(id, 'sections/sec-welcome/mark_completed', {
      marked_completed: true,
    });
    expect(marked.body).toEqual({ marked_completed: true });
    const refused = await client.post(id, 'sections/sec-personal/mark_completed', {
      marked_completed: true,
    });
    expect([refused.status, refused.body.error]).toEqual([
      400,
      'This section is completed by its own steps',
    ]);
  });

  it('submits once every section is done and I Agree is ticked, then offers the next one', async () => {
    const { ids, client, user } = await clientWith([
      { content: 'individual', sectionIds: ['sec-welcome', 'sec-personal', 'sec-review'] },
      { name: 'Second Organizer', content: 'business', dueInDays: 10 },
    ]);
    const id = ids[0]!;
    expect((await client.post(id, 'submit_questionnaire', { agreed: true })).body.error).toBe(
      'Please complete every section before submitting.',
    );
    await client.post(id, 'sections/sec-welcome/mark_completed', { marked_completed: true });
    for (const [q, v] of [
      ['q-date-of-birth', '1990-02-03'],
      ['q-filing-status', 'Single'],
      ['q-marital-change', 'No'],
      ['q-dependents-any', 'No'],
      ['q-crypto', 'No'],
    ])
      await client.post(id, 'answer_question', answer(q!, v!));
    expect((await client.post(id, 'submit_questionnaire', {})).body.error).toBe(
      "Please tick 'I Agree' before submitting.",
    );
    expect(
      (await (await as('partner')).post(id, 'submit_questionnaire', { agreed: true })).status,
    ).toBe(403);
    const submitted = await client.post(id, 'submit_questionnaire', { agreed: true });
    expect(submitted.status).toBe(200);
    expect(submitted.body.next).toEqual({
      questionnaire_id: ids[1],
      name: 'Second Organizer',
      hash_id: user.companies[0]!.hashId,
    });
    const page = (await client.page(id)).body;
    expect(page).toMatchObject({ status: 'completed', read_only_reason: QUESTIONNAIRE_SUBMITTED });
    expect(page.submitted_at).not.toBeNull();
    // The submission is logged: in the firm's log for the entity and on the questionnaire.
    const partner = await testApi().as('partner');
    const log = await partner.get(`v2/activity_logs?company_id=${user.companies[0]!.id}`);
    expect(log.body.activities[0]).toMatchObject({
      type_id: 3,
      title: 'Questionnaire submitted',
      questionnaire_id: id,
      user_name: expect.any(String),
    });
    const tab = await partner.get(`questionnaires/${id}/activities`);
    expect(tab.body.activities[0]).toMatchObject({ title: 'Questionnaire submitted' });
    const late = await client.post(id, 'answer_question', answer('q-preferred-name', 'Sam'));
    expect([late.status, late.body.error]).toEqual([403, QUESTIONNAIRE_SUBMITTED]);
  });

  it('refuses to submit while the deposit is outstanding', async () => {
    const { ids, client } = await clientWith([
      { content: 'individual', sectionIds: ['sec-review'], depositAmount: 250 },
    ]);
    const res = await client.post(ids[0]!, 'submit_questionnaire', { agreed: true });
    expect(res.body.error).toBe('Please pay the deposit before submitting.');
  });
});
