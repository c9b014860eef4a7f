// POST /questionnaires/send_template (spec 2 "Send template"): one questionnaire per entity with
// the template's tags filled in, the owners told by mail, the send logged; drafts told nobody;
// scheduled sends kept for the scheduler; the spec's messages for what is missing.
import { describe, expect, it } from 'vitest';
import {
  DEMO_COMPANIES,
  DEMO_QUESTIONNAIRES,
  DEMO_TEMPLATES,
  DEMO_USERS,
} from '@portico/local-runtime/seed/demo-firm';
import {
  ADDITIONAL_ITEMS_SECTION,
  CUSTOM_MESSAGES,
  REQUEST_MESSAGES,
  SEND_MESSAGES,
  STATE_MESSAGES,
} from '@portico/common/questionnaires/send-template';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { outboxRepo } from '../../platform/outbox/outbox.repo';
import { useTestApi } from '../../../test/support/api-harness';
import { linkIn } from '../../../test/support/sign-in-helpers';

const testApi = useTestApi();
type Role = Parameters<ReturnType<typeof testApi>['as']>[0];

const send = async (body: object, role: Role = 'partner') =>
  (await testApi().as(role)).post('questionnaires/send_template', {
    questionnaire_template_id: DEMO_TEMPLATES.individual.id,
    company_ids: [DEMO_COMPANIES.olivia.id],
    tax_year: 2025,
    due_date: '2026-04-15',
    ...body,
  });

/** Mail to one address; the test clock stands still, so mails are found by what they say. */
const mailsTo = async (to: string) =>
  (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(500)).filter(
    (m) => m.kind === 'mail' && m.to === to,
  );

const entityList = async (role: Role = 'partner', company: string = DEMO_COMPANIES.olivia.id) =>
  (await (await testApi().as(role)).get(`companies/${company}/questionnaires`)).body as {
    questionnaires: { id: string; name: string; is_draft: boolean; due_date: string }[];
    scheduled: { id: string; frequency: string; send_date: string }[];
  };

describe('sending a template', () => {
  it('makes the entity a questionnaire with its tags filled, mails the owner a link, and logs it', async () => {
    const res = await send({});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Questionnaire sent to 1 entity');
    const [id] = res.body.questionnaire_ids as string[];

    const listed = (await entityList('clientOneEntity')).questionnaires.find((q) => q.id === id);
    expect(listed).toMatchObject({
      name: 'Individual Tax Organizer',
      is_draft: false,
      due_date: '2026-04-15',
    });
    const page = await (await testApi().as('clientOneEntity')).get(`questionnaires/${id}`);
    const text = JSON.stringify(page.body);
    expect(text).toContain('Did your marital status change during 2025?');
    expect(text).toContain('Thank you for choosing Harborview Tax');
    expect(text).not.toContain('{{');

    const mail = (await mailsTo(DEMO_USERS.clientOneEntity.email)).find((m) =>
      m.text.includes(`questionnaireId=${id}`),
    )!;
    expect(mail.subject).toBe(
      'Harborview Tax & Advisory: Individual Tax Organizer is ready for you',
    );
    expect(mail.text).toContain('It is due Apr 15, 2026.');
    const link = linkIn(mail);
    expect(link.pathname).toBe(`/questionnaire/${DEMO_COMPANIES.olivia.hashId}`);
    expect(link.searchParams.get('questionnaireId')).toBe(id);

    const logged = await testApi()
      .store.collection(`firms/${DEMO_USERS.partner.firmId}/activities`)
      .where('questionnaire_id', '==', id)
      .get();
    expect(logged.docs.map((d) => d.get('title'))).toEqual(['Questionnaire sent']);
    expect(logged.docs[0]!.get('type_id')).toBe(3);
  });

  it('keeps a draft from the client and tells nobody', async () => {
    const before = (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(500))
      .length;
    const res = await send({ is_draft: true, company_ids: [DEMO_COMPANIES.whitfieldHousehold.id] });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe(SEND_MESSAGES.drafts);
    const [id] = res.body.questionnaire_ids as string[];
    const staff = await entityList('partner', DEMO_COMPANIES.whitfieldHousehold.id);
    expect(staff.questionnaires.find((q) => q.id === id)?.is_draft).toBe(true);
    const client = await entityList('clientManyEntities', DEMO_COMPANIES.whitfieldHousehold.id);
    expect(client.questionnaires.map((q) => q.id)).not.toContain(id);
    const after = (await outboxRepo(testApi().store, () => testApi().clock.now()).latest(500))
      .length;
    expect(after).toBe(before);

    // Sent later with Send to user: the client sees it and is told, once.
    const sent = await (
      await testApi().as('partner')
    ).post('questionnaires/send_drafts', {
      questionnaire_ids: [id],
    });
    expect(sent.body).toEqual({ message: 'Questionnaire sent', sent: 1 });
    const seen = await entityList('clientManyEntities', DEMO_COMPANIES.whitfieldHousehold.id);
    expect(seen.questionnaires.map((q) => q.id)).toContain(id);
    const told = (await mailsTo(DEMO_USERS.clientManyEntities.email)).filter((m) =>
      m.text.includes(`questionnaireId=${id}`),
    );
    expect(told).toHaveLength(1);
    const again = await (
      await testApi().as('partner')
    ).post('questionnaires/send_drafts', {
      questionnaire_ids: [id],
    });
    expect(again.body.sent).toBe(0);
  });

  it('adds a deposit step and the amount when a deposit is required', async () => {
    const res = await send({ deposit_required: true, deposit_amount: 250 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const page = await (
      await testApi().as('clientOneEntity')
    ).get(`questionnaires/${res.body.questionnaire_ids[0]}`);
    expect(page.body).toMatchObject({ deposit_amount: 250, deposit_status: 'unpaid' });
    const missing = await send({ deposit_required: true });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toBe(SEND_MESSAGES.depositAmount);
  });

  it('schedules a send per entity for the scheduler instead of sending now', async () => {
    const res = await send({
      scheduled: true,
      due_date: null,
      first_scheduled_date: '2026-06-01',
      frequency: 'monthly',
      company_ids: [DEMO_COMPANIES.olivia.id, DEMO_COMPANIES.olivia.hashId],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe('Questionnaire scheduled for 1 entity');
    const scheduled = (await entityList()).scheduled.find(
      (s) => s.id === res.body.scheduled_ids[0],
    );
    expect(scheduled).toMatchObject({ frequency: 'monthly', send_date: '2026-06-01' });
    const noFrequency = await send({ scheduled: true, first_scheduled_date: '2026-06-01' });
    expect(noFrequency.body.error).toBe(SEND_MESSAGES.frequency);
  });

  it('adds the send’s own questions where it says, and keeps them for a scheduled send', async () => {
    const questions_to_create = [
      {
        text: 'Did you buy an electric vehicle?',
        question_type: 'text',
        section_id: 'sec-personal',
      },
      { text: 'your EV purchase agreement', question_type: 'upload', section_id: null },
    ];
    const res = await send({ questions_to_create });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const page = await (
      await testApi().as('clientOneEntity')
    ).get(`questionnaires/${res.body.questionnaire_ids[0]}`);
    const sections = page.body.sections as {
      id: string;
      name: string;
      questions: { text: string; question_type: string }[];
    }[];
    const texts = (id: string) => sections.find((s) => s.id === id)?.questions.map((q) => q.text);
    expect(texts('sec-personal')?.at(-1)).toBe('Did you buy an electric vehicle?');
    // The rest go to 'Additional Items', just before the review.
    const added = sections.at(-2)!;
    expect(added.name).toBe(ADDITIONAL_ITEMS_SECTION);
    expect(added.questions).toMatchObject([
      { text: 'Please upload your EV purchase agreement', question_type: 'upload' },
    ]);
    expect(sections.at(-1)!.name).toBe('Review and Submit');

    // A scheduled send keeps them until it goes.
    const scheduled = await send({
      scheduled: true,
      due_date: null,
      first_scheduled_date: '2026-06-01',
      frequency: 'once',
      questions_to_create,
    });
    const stored = await testApi()
      .store.doc(
        `firms/${DEMO_USERS.partner.firmId}/scheduled_questionnaires/${scheduled.body.scheduled_ids[0]}`,
      )
      .get();
    expect(stored.get('questions_to_create')).toEqual(questions_to_create);

    // Questions need text, and a section of the template that takes questions.
    const blank = await send({ questions_to_create: [{ text: ' ', question_type: 'text' }] });
    expect([blank.status, blank.body.error]).toEqual([400, CUSTOM_MESSAGES.itemText]);
    const letter = await send({
      questions_to_create: [{ text: 'Anything?', section_id: 'sec-engagement' }],
    });
    expect([letter.status, letter.body.error]).toEqual([400, REQUEST_MESSAGES.section]);
  });

  it('asks every owner to sign when the send says so, whatever the firm’s one-signature rule', async () => {
    const partner = await testApi().as('partner');
    const firm = (await partner.get('firms/current_user_firm')).body;
    const oneIsEnough = { ...firm.preferences, require_one_signature_per_section: true };
    expect(
      (await partner.put('firms/update_preferences', { preferences: oneIsEnough })).status,
    ).toBe(200);
    try {
      const first = await createFixtureUser(testApi().store, () => testApi().clock.now());
      const second = await createFixtureUser(testApi().store, () => testApi().clock.now());
      const owners = await partner.post(`companies/${first.companyId}/owners`, {
        user_id: second.id,
      });
      expect(owners.status, JSON.stringify(owners.body)).toBe(200);
      const signFirst = async (allOwners: boolean) => {
        const sent = await send({
          company_ids: [first.companyId],
          all_owner_signature_required: allOwners,
        });
        expect(sent.status, JSON.stringify(sent.body)).toBe(201);
        const id = sent.body.questionnaire_ids[0] as string;
        const token = await testApi().idTokenFor(first.id, DEMO_USERS.partner.firmId);
        const page = await testApi()
          .http()
          .get(`/api/questionnaires/${id}`)
          .set('Authorization', `Bearer ${token}`);
        const signed = await testApi()
          .http()
          .post(`/api/questionnaires/${id}/sign_agreement`)
          .set('Authorization', `Bearer ${token}`)
          .send({ section_id: 'sec-engagement', signature: 'First Owner' });
        expect(signed.status, JSON.stringify(signed.body)).toBe(200);
        return {
          oneIsEnough: page.body.preferences.require_one_signature_per_section,
          completed: signed.body.marked_completed,
        };
      };
      // The firm's rule: the first signature completes the letter.
      expect(await signFirst(false)).toEqual({ oneIsEnough: true, completed: true });
      // All owners: the letter waits for the second owner.
      expect(await signFirst(true)).toEqual({ oneIsEnough: false, completed: false });
    } finally {
      await partner.put('firms/update_preferences', { preferences: firm.preferences });
    }
  });

  it('names what is missing in the spec’s words', async () => {
    const cases: [object, string][] = [
      [{ questionnaire_template_id: undefined }, SEND_MESSAGES.template],
      [{ company_ids: [] }, SEND_MESSAGES.company],
      [{ tax_year: undefined }, SEND_MESSAGES.taxYear],
      [{ due_date: null }, SEND_MESSAGES.dueDate],
      [{ due_date: '2026-02-01' }, SEND_MESSAGES.dueDate],
      [{ scheduled: true, frequency: 'weekly' }, SEND_MESSAGES.sendDate],
    ];
    for (const [body, message] of cases) {
      const res = await send(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
  });

  it('sends only to entities the caller sees, and only staff send', async () => {
    const outside = await send(
      { company_ids: [DEMO_COMPANIES.whitfieldHousehold.id] },
      'groupNorth',
    );
    expect(outside.status).toBe(404);
    expect(outside.body.error).toBe('Entity not found');
    const client = await send({}, 'clientOneEntity');
    expect(client.status).toBe(403);
    expect(client.body.error).toBe('Only firm staff can do this');
  });
});

describe('a custom questionnaire', () => {
  const custom = async (body: object, role: Role = 'partner') =>
    (await testApi().as(role)).post('questionnaires/send_open_items', {
      company_ids: [DEMO_COMPANIES.olivia.id],
      tax_year: 2025,
      name: 'A few more things',
      questions_to_create: [
        { text: 'your 1099-B from Fidelity', question_type: 'upload' },
        { text: 'What is your new address?', question_type: 'text' },
      ],
      ...body,
    });

  it('sends the firm’s own items, uploads asking “Please upload …”, due date optional', async () => {
    const res = await custom({});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.message).toBe(CUSTOM_MESSAGES.sent);
    const page = await (
      await testApi().as('clientOneEntity')
    ).get(`questionnaires/${res.body.questionnaire_ids[0]}`);
    expect(page.body).toMatchObject({ name: 'A few more things', due_date: null });
    expect(page.body.sections.map((s: { name: string }) => s.name)).toEqual([
      'A few more things',
      'Review and Submit',
    ]);
    expect(
      page.body.sections[0].questions.map((q: { text: string; question_type: string }) => [
        q.text,
        q.question_type,
      ]),
    ).toEqual([
      ['Please upload your 1099-B from Fidelity', 'upload'],
      ['What is your new address?', 'text'],
    ]);
    const subjects = (await mailsTo(DEMO_USERS.clientOneEntity.email)).map((m) => m.subject);
    expect(subjects).toContain('Harborview Tax & Advisory: A few more things is ready for you');
  });

  it('names what is missing', async () => {
    const cases: [object, string][] = [
      [{ name: ' ' }, CUSTOM_MESSAGES.subject],
      [{ questions_to_create: [] }, CUSTOM_MESSAGES.items],
      [{ questions_to_create: [{ text: '', question_type: 'text' }] }, CUSTOM_MESSAGES.itemText],
      [{ due_date: '2026-01-01' }, SEND_MESSAGES.dueDate],
      [{ company_ids: [] }, SEND_MESSAGES.company],
    ];
    for (const [body, message] of cases) {
      const res = await custom(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe(message);
    }
  });
});

describe('requesting additional items', () => {
  const request = async (id: string, body: object, role: Role = 'partner') =>
    (await testApi().as(role)).post(`questionnaires/${id}/request_additional_items`, {
      due_date: '2026-05-01',
      questions_to_create: [{ text: 'your 1098-T from the university', question_type: 'upload' }],
      ...body,
    });

  it('adds the items before the review, moves the due date, opens it again and tells the owner', async () => {
    const sent = await send({});
    const id = sent.body.questionnaire_ids[0] as string;
    const res = await request(id, {});
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe(REQUEST_MESSAGES.sent);
    const page = await (await testApi().as('clientOneEntity')).get(`questionnaires/${id}`);
    expect(page.body.due_date).toBe('2026-05-01');
    const names = page.body.sections.map((s: { name: string }) => s.name);
    expect(names.slice(-2)).toEqual([ADDITIONAL_ITEMS_SECTION, 'Review and Submit']);
    const added = page.body.sections.find(
      (s: { name: string }) => s.name === ADDITIONAL_ITEMS_SECTION,
    );
    expect(added.questions.map((q: { text: string }) => q.text)).toEqual([
      'Please upload your 1098-T from the university',
    ]);
    // A second request adds to the same section.
    await request(id, { questions_to_create: [{ text: 'Anything else?', question_type: 'text' }] });
    const again = await (await testApi().as('clientOneEntity')).get(`questionnaires/${id}`);
    expect(
      again.body.sections.filter((s: { name: string }) => s.name === ADDITIONAL_ITEMS_SECTION),
    ).toHaveLength(1);
    const subjects = (await mailsTo(DEMO_USERS.clientOneEntity.email)).map((m) => m.subject);
    expect(subjects).toContain(
      'Harborview Tax & Advisory: Individual Tax Organizer has a few more items for you',
    );
  });

  it('refuses a past due date, a locked questionnaire, clients and staff who cannot see it', async () => {
    const id = DEMO_QUESTIONNAIRES.oliviaCurrent.id;
    const past = await request(id, { due_date: '2026-03-01' });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe(REQUEST_MESSAGES.dueDate);
    const locked = await request(DEMO_QUESTIONNAIRES.whitfieldTrustLocked.id, {});
    expect(locked.status).toBe(409);
    expect(locked.body.error).toBe(REQUEST_MESSAGES.locked);
    const client = await request(id, {}, 'clientOneEntity');
    expect(client.status).toBe(403);
    expect((await request(id, {}, 'groupSouth')).status).toBe(404);
  });
});

describe('locking and completing', () => {
  const patch = async (id: string, body: object, role: Role = 'partner') =>
    (await testApi().as(role)).patch(`questionnaires/${id}`, body);

  it('locks and unlocks, marks completed and not; a locked one is read-only for the client', async () => {
    const id = (await send({})).body.questionnaire_ids[0] as string;
    const locked = await patch(id, { locked: true });
    expect(locked.status, JSON.stringify(locked.body)).toBe(200);
    expect(locked.body).toMatchObject({
      message: STATE_MESSAGES.locked,
      questionnaire: { locked: true, status: 'locked' },
    });
    const answer = await (
      await testApi().as('clientOneEntity')
    ).post(`questionnaires/${id}/answer_question`, {
      question_id: 'q-preferred-name',
      answer: 'Liv',
      answer_by: null,
    });
    expect(answer.status).toBe(403);
    expect((await patch(id, { locked: false })).body.message).toBe(STATE_MESSAGES.unlocked);
    const done = await patch(id, { completed: true });
    expect(done.body).toMatchObject({
      message: STATE_MESSAGES.completed,
      questionnaire: { completed: true, status: 'completed' },
    });
    expect((await patch(id, { completed: false })).body.questionnaire.completed).toBe(false);
  });

  it('needs something to change, and only staff change it', async () => {
    const id = DEMO_QUESTIONNAIRES.oliviaCurrent.id;
    const nothing = await patch(id, {});
    expect(nothing.status).toBe(400);
    expect(nothing.body.error).toBe(STATE_MESSAGES.nothing);
    const client = await patch(id, { locked: true }, 'clientOneEntity');
    expect(client.status).toBe(403);
    expect((await patch(id, { locked: true }, 'groupSouth')).status).toBe(404);
  });
});
