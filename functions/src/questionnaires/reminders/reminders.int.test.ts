// Reminders (spec 2 §4 "Reminders", §7, §8): staff send them now with their own texts or the firm's
// wording, save texts without sending and turn reminders off and on in bulk (locked ones left
// alone), and every change keeps the next reminder current; the reminder job, with a controlled
// clock over a simulated 90 days, sends them on the rule's exact dates — weekly and monthly, never
// before 10:00 UTC, never after the due date, never to locked, completed, draft or reminders-off
// questionnaires — and two runs in the same minute send once.
import { describe, expect, it } from 'vitest';
import { defaultFirmPreferences } from '@portico/common/firm/preferences';
import {
  createFixtureFirm,
  createFixtureUser,
  type FixtureUser,
} from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_FIRM_ID, DEMO_GROUPS, DEMO_TEMPLATES } from '@portico/local-runtime/seed/demo-firm';
import type { EntityQuestionnaireDto } from '@portico/common/questionnaires/entity-questionnaires';
import {
  DEFAULT_WORDING,
  REMINDER_MESSAGES,
  REMINDER_TEXT_FIELDS,
} from '@portico/common/questionnaires/reminders';
import { testBackend, useTestApi } from '../../../test/support/api-harness';
import { linkIn } from '../../../test/support/sign-in-helpers';
import { FieldValue, Timestamp } from '../../platform/db/db';
import { outboxRepo } from '../../platform/outbox/outbox.repo';
import { questionnairesPath } from '../questionnaires.repo';
import { sendDueReminders } from './reminders.jobs';

const testApi = useTestApi();
const HOUR_MS = 60 * 60 * 1000;
const FIRM_NAME = 'Harborview Tax & Advisory';

type Caller = Awaited<ReturnType<ReturnType<typeof testApi>['as']>>;
const partner = () => testApi().as('partner');

/** Requests as a fixture user (a throwaway firm's partner). */
async function asUser(user: FixtureUser): Promise<Caller> {
  const authorization = `Bearer ${await testApi().idTokenFor(user.id, user.firmId)}`;
  const http = testApi().http();
  const call = (method: 'get' | 'post' | 'put' | 'patch' | 'delete') => (path: string) =>
    http[method](`/api/${path}`).set('Authorization', authorization);
  return {
    get: call('get'),
    delete: call('delete'),
    post: (path, body = {}) => call('post')(path).send(body),
    put: (path, body = {}) => call('put')(path).send(body),
    patch: (path, body = {}) => call('patch')(path).send(body),
  };
}

const newOwner = (options: Parameters<typeof createFixtureUser>[2] = {}) =>
  createFixtureUser(testApi().store, () => testApi().clock.now(), {
    fname: 'Rosa',
    ...options,
  });

/** A questionnaire sent (or saved as a draft) now to the owner's entity: its id. */
async function sent(owner: FixtureUser, body: object = {}, caller?: Caller): Promise<string> {
  const res = await (caller ?? (await partner())).post('questionnaires/send_template', {
    questionnaire_template_id: DEMO_TEMPLATES.individual.id,
    company_ids: [owner.companyId],
    tax_year: 2025,
    due_date: '2026-05-01',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.questionnaire_ids[0] as string;
}

/** Custom items sent now by a fixture firm's partner (its firm has no templates). */
async function sentCustom(caller: Caller, owner: FixtureUser, due: string | null) {
  const res = await caller.post('questionnaires/send_open_items', {
    company_ids: [owner.companyId],
    tax_year: 2025,
    name: 'Year-end items',
    due_date: due,
    questions_to_create: [{ text: 'your W-2', question_type: 'upload' }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.questionnaire_ids[0] as string;
}

/** The entity list's row of a questionnaire, as staff see it. */
async function row(owner: FixtureUser, id: string, caller?: Caller) {
  const res = await (caller ?? (await partner())).get(
    `companies/${owner.companyId}/questionnaires`,
  );
  expect(res.status).toBe(200);
  return (res.body.questionnaires as EntityQuestionnaireDto[]).find((q) => q.id === id)!;
}

const outbox = () => outboxRepo(testApi().store, () => testApi().clock.now()).latest(2000);
/** The reminder mails an address has had, oldest first, by when they were queued. */
const remindersTo = async (email: string) =>
  (await outbox())
    .filter((m) => m.kind === 'mail' && m.to === email && m.subject?.startsWith('Reminder'))
    .map((m) => m.created_at)
    .sort();

const run = () => sendDueReminders({ ...testApi().deps, portalUrl: 'http://portal.test' });

const patch = async (id: string, body: object) =>
  expect((await (await partner()).patch(`questionnaires/${id}`, body)).status).toBe(200);
const toggle = async (ids: string[], disabled: boolean, caller?: Caller) =>
  (caller ?? (await partner())).post('questionnaires/toggle_reminders', {
    questionnaire_ids: ids,
    reminders_disabled: disabled,
  });

const CUSTOM = {
  customize: true,
  reminder_email_subject: 'Still missing: {{questionnaire_name}}',
  reminder_email_message: 'Hi {{client_fname}}, a few answers for {{company_name}} are missing.',
  reminder_in_app_message: 'Please finish {{questionnaire_name}}',
  reminder_sms_message: 'Nudge from {{firm_name}}:',
};

describe('reminder calls', () => {
  it('send_reminders mails each owner the custom texts with the link, texts those who prefer SMS, keeps the texts, moves the follow-up and the next date, and logs it', async () => {
    const owner = await newOwner({ phoneNumber: '5550104477' });
    await testApi()
      .store.doc(`firms/${DEMO_FIRM_ID}/users/${owner.id}`)
      .update({ preferred_contact_method: 'sms' });
    const id = await sent(owner);
    // Sending a template dates the first reminder: a week on (the firm's default frequency).
    expect(await row(owner, id)).toMatchObject({
      reminders_disabled: false,
      last_followed_up: null,
      earliest_remind_date: '2026-03-09T17:00:00.000Z',
    });

    const res = await (
      await partner()
    ).post('questionnaires/send_reminders', { questionnaire_ids: [id], ...CUSTOM });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: REMINDER_MESSAGES.sent, sent: 1, skipped: 0 });

    const messages = await outbox();
    const mail = messages.find((m) => m.to === owner.email && m.subject?.startsWith('Still'))!;
    expect(mail.subject).toBe('Still missing: Individual Tax Organizer');
    expect(mail.text).toContain('Hi Rosa, a few answers for Rosa Person are missing.');
    expect(linkIn(mail).searchParams.get('questionnaireId')).toBe(id);
    const texts = messages.filter((m) => m.kind === 'sms' && m.to === '+15550104477');
    // One when it was sent, one for the reminder.
    expect(texts).toHaveLength(2);
    expect(texts.map((m) => m.text)).toContainEqual(
      expect.stringMatching(new RegExp(`^Nudge from ${FIRM_NAME}: http://\\S+${id}$`)),
    );

    expect(await row(owner, id)).toMatchObject({
      last_followed_up: '2026-03-02T17:00:00.000Z',
      earliest_remind_date: '2026-03-09T17:00:00.000Z',
      reminder_email_subject: CUSTOM.reminder_email_subject,
      reminder_sms_message: CUSTOM.reminder_sms_message,
    });
    const logged = await testApi()
      .store.collection(`firms/${DEMO_FIRM_ID}/activities`)
      .where('questionnaire_id', '==', id)
      .get();
    expect(logged.docs.map((d) => d.get('title')).sort()).toEqual([
      'Questionnaire sent',
      'Reminder sent',
    ]);
  });

  it('send_reminders uses the firm’s wording unless customized, and leaves out locked, completed, draft and reminders-off questionnaires', async () => {
    const owner = await newOwner();
    const open = await sent(owner);
    const locked = await sent(owner);
    const completed = await sent(owner);
    const draft = await sent(owner, { is_draft: true });
    const off = await sent(owner);
    await patch(locked, { locked: true });
    await patch(completed, { completed: true });
    expect((await toggle([off], true)).status).toBe(200);

    const res = await (
      await partner()
    ).post('questionnaires/send_reminders', {
      questionnaire_ids: [open, locked, completed, draft, off],
    });
    expect(res.body).toEqual({ message: REMINDER_MESSAGES.sent, sent: 1, skipped: 4 });
    const reminders = (await outbox()).filter(
      (m) => m.to === owner.email && m.subject?.startsWith('Reminder'),
    );
    expect(reminders.map((m) => m.subject)).toEqual([
      `Reminder: Individual Tax Organizer from ${FIRM_NAME}`,
    ]);
    expect(reminders[0]!.text).toContain(`questionnaireId=${open}`);
    expect((await row(owner, locked)).last_followed_up).toBeNull();

    const none = await (
      await partner()
    ).post('questionnaires/send_reminders', {
      questionnaire_ids: [locked],
    });
    expect(none.body).toEqual({ message: REMINDER_MESSAGES.noneSent, sent: 0, skipped: 1 });
  });

  it('refuses a call that names a questionnaire the caller may not see, before anything is sent or saved', async () => {
    const owner = await newOwner({ groupId: DEMO_GROUPS.north });
    const id = await sent(owner);
    const before = await row(owner, id);

    const unknown = await (
      await partner()
    ).post('questionnaires/send_reminders', { questionnaire_ids: [id, 'no-such-questionnaire'] });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: 'Questionnaire not found' });
    const outside = await testApi().as('groupSouth');
    for (const path of ['send_reminders', 'save_reminders'])
      expect(
        (await outside.post(`questionnaires/${path}`, { questionnaire_ids: [id] })).status,
      ).toBe(404);
    expect((await toggle([id], true, outside)).status).toBe(404);
    const client = await testApi().as('clientOneEntity');
    expect((await toggle([id], true, client)).body).toEqual({
      error: 'Only firm staff can do this',
    });

    expect(await remindersTo(owner.email)).toEqual([]);
    expect(await row(owner, id)).toEqual(before);
  });

  it('refuses missing texts and settings with clear messages', async () => {
    const caller = await partner();
    const noSubject = await caller.post('questionnaires/send_reminders', {
      questionnaire_ids: ['q-any'],
      customize: true,
      reminder_email_message: 'Hello',
    });
    expect(noSubject.status).toBe(400);
    expect(noSubject.body).toEqual({ error: REMINDER_MESSAGES.subject });
    const noMessage = await caller.post('questionnaires/save_reminders', {
      questionnaire_ids: ['q-any'],
      customize: true,
      reminder_email_subject: 'Hello',
    });
    expect(noMessage.body).toEqual({ error: REMINDER_MESSAGES.emailMessage });
    const noIds = await caller.post('questionnaires/save_reminders', { questionnaire_ids: [] });
    expect(noIds.body).toEqual({ error: 'Please select a questionnaire' });
    const noChoice = await caller.post('questionnaires/toggle_reminders', {
      questionnaire_ids: ['q-any'],
    });
    expect(noChoice.status).toBe(400);
    expect(noChoice.body).toEqual({ error: REMINDER_MESSAGES.disabled });
  });

  it('save_reminders keeps texts without sending, or goes back to the firm’s wording, leaving locked ones alone', async () => {
    const owner = await newOwner();
    const [open, locked] = [await sent(owner), await sent(owner)];
    const save = async (body: object) =>
      (await partner()).post('questionnaires/save_reminders', {
        questionnaire_ids: [open, locked],
        ...body,
      });
    expect((await save(CUSTOM)).body).toEqual({
      message: REMINDER_MESSAGES.updated,
      updated: 2,
      skipped: 0,
    });
    expect(await row(owner, open)).toMatchObject({
      reminder_email_subject: CUSTOM.reminder_email_subject,
      reminder_email_message: CUSTOM.reminder_email_message,
      reminder_in_app_message: CUSTOM.reminder_in_app_message,
      reminder_sms_message: CUSTOM.reminder_sms_message,
      last_followed_up: null,
    });
    expect(await remindersTo(owner.email)).toEqual([]);

    await patch(locked, { locked: true });
    expect(
      (await save({ customize: false, ...{ reminder_email_subject: 'ignored' } })).body,
    ).toEqual({ message: REMINDER_MESSAGES.updated, updated: 1, skipped: 1 });
    expect(await row(owner, open)).toMatchObject({
      reminder_email_subject: null,
      reminder_email_message: null,
      reminder_in_app_message: null,
      reminder_sms_message: null,
    });
    expect((await row(owner, locked)).reminder_email_subject).toBe(CUSTOM.reminder_email_subject);
  });

  it('toggle_reminders turns reminders off (no next reminder) and on again (the next one back), leaving locked ones alone', async () => {
    const owner = await newOwner();
    const [open, locked] = [await sent(owner), await sent(owner)];
    await patch(locked, { locked: true });
    expect((await toggle([open, locked, open], true)).body).toEqual({
      message: REMINDER_MESSAGES.updated,
      updated: 1,
      skipped: 1,
    });
    expect(await row(owner, open)).toMatchObject({
      reminders_disabled: true,
      earliest_remind_date: null,
    });
    expect((await row(owner, locked)).reminders_disabled).toBe(false);
    expect((await toggle([open], false)).body.updated).toBe(1);
    expect(await row(owner, open)).toMatchObject({
      reminders_disabled: false,
      earliest_remind_date: '2026-03-09T17:00:00.000Z',
    });
  });

  it('keeps the next reminder current as the questionnaire is sent, locked, completed and due sooner', async () => {
    const owner = await newOwner();
    const next = async (id: string) => (await row(owner, id)).earliest_remind_date;
    const draft = await sent(owner, { is_draft: true });
    expect(await next(draft)).toBeNull();
    await (await partner()).post('questionnaires/send_drafts', { questionnaire_ids: [draft] });
    expect(await next(draft)).toBe('2026-03-09T17:00:00.000Z');

    await patch(draft, { locked: true });
    expect(await next(draft)).toBeNull();
    await patch(draft, { locked: false });
    expect(await next(draft)).toBe('2026-03-09T17:00:00.000Z');
    await patch(draft, { completed: true });
    expect(await next(draft)).toBeNull();
    await patch(draft, { completed: false });
    expect(await next(draft)).toBe('2026-03-09T17:00:00.000Z');

    // Due before the next reminder would go: none.
    const items = await (
      await partner()
    ).post(`questionnaires/${draft}/request_additional_items`, {
      due_date: '2026-03-06',
      questions_to_create: [{ text: 'One more', question_type: 'text' }],
    });
    expect(items.status, JSON.stringify(items.body)).toBe(200);
    expect(await next(draft)).toBeNull();

    // Custom questionnaires date their first reminder too.
    const custom = await sentCustom(await partner(), owner, null);
    expect(await next(custom)).toBe('2026-03-09T17:00:00.000Z');
  });

  it('reads a questionnaire stored before reminders existed as on, none sent, none due, the firm’s wording', async () => {
    const owner = await newOwner();
    const id = await sent(owner);
    const fields = ['reminders_disabled', 'last_followed_up', 'earliest_remind_date'];
    await testApi()
      .store.doc(`${questionnairesPath(DEMO_FIRM_ID)}/${id}`)
      .update(
        Object.fromEntries(
          [...fields, ...REMINDER_TEXT_FIELDS].map((field) => [field, FieldValue.delete()]),
        ),
      );
    expect(await row(owner, id)).toMatchObject({
      reminders_disabled: false,
      last_followed_up: null,
      earliest_remind_date: null,
      ...DEFAULT_WORDING,
    });
  });
});

describe('the reminder job', () => {
  it('sends a due reminder once when two runs meet in the same minute, re-checks each questionnaire first, and gets past one it cannot read', async () => {
    const owner = await newOwner();
    const open = await sent(owner);
    // Locked the way a client's deactivation locks it: its stored next date is left behind.
    const lockedOwner = await newOwner();
    const locked = await sent(lockedOwner);
    await testApi()
      .store.doc(`${questionnairesPath(DEMO_FIRM_ID)}/${locked}`)
      .update({ locked: true });
    // One that cannot be read, due before the others, holds up nobody.
    await testApi()
      .store.doc(`${questionnairesPath(DEMO_FIRM_ID)}/q-unreadable`)
      .set({ earliest_remind_date: Timestamp.fromDate(new Date('2026-03-01T00:00:00Z')) });

    testApi().clock.set(new Date('2026-03-09T16:59:00Z'));
    await run();
    expect(await remindersTo(owner.email)).toEqual([]);
    testApi().clock.set(new Date('2026-03-09T17:00:00Z'));
    await Promise.all([run(), run()]);
    await run();
    expect(await remindersTo(owner.email)).toEqual(['2026-03-09T17:00:00.000Z']);
    expect(await row(owner, open)).toMatchObject({
      last_followed_up: '2026-03-09T17:00:00.000Z',
      earliest_remind_date: '2026-03-16T17:00:00.000Z',
    });
    expect(await remindersTo(lockedOwner.email)).toEqual([]);
    expect((await row(lockedOwner, locked)).earliest_remind_date).toBeNull();
  });

  // 2,160 hourly runs: the rule's arithmetic, on the embedded store. The emulator run proves the
  // job's query and transaction in the tests above (40 s here would be the same arithmetic).
  it.skipIf(testBackend() === 'emulator')(
    'over 90 days sends weekly and monthly reminders on their dates, from 10:00 UTC, before the due date, and none to locked, completed, draft or reminders-off questionnaires [embedded store only: the arithmetic]',
    async () => {
      // A firm that reminds monthly, beside the demo firm's weekly default.
      const firm = await createFixtureFirm(testApi().store, () => testApi().clock.now());
      const monthlyPartner = await asUser(
        await newOwner({ firmId: firm.id, access: 'partner', fname: 'Pat' }),
      );
      const frequency = await monthlyPartner.put('firms/update_preferences', {
        preferences: { ...defaultFirmPreferences(), questionnaire_reminder_frequency: 30 },
      });
      expect(frequency.status, JSON.stringify(frequency.body)).toBe(200);

      // Sent at 03:15 UTC: each reminder waits for 10:00 on its day.
      testApi().clock.set(new Date('2026-04-01T03:15:00Z'));
      const weekly = await newOwner();
      await sent(weekly, { due_date: '2026-06-01' });
      const monthly = await newOwner({ firmId: firm.id });
      await sentCustom(monthlyPartner, monthly, '2026-12-31');
      const quiet = await newOwner();
      const [locked, completed, off] = [await sent(quiet), await sent(quiet), await sent(quiet)];
      await sent(quiet, { is_draft: true });
      await patch(locked, { locked: true });
      await patch(completed, { completed: true });
      await toggle([off], true);
      // Sent at 17:00 with no due date: weekly at 17:00, on and on.
      testApi().clock.set(new Date('2026-04-01T17:00:00Z'));
      const undated = await newOwner();
      await sentCustom(await partner(), undated, null);

      // The job every hour on the hour, to 90 days after the first sends.
      const end = new Date('2026-06-30T03:15:00Z').getTime();
      for (let at = new Date('2026-04-01T18:00:00Z').getTime(); at <= end; at += HOUR_MS) {
        testApi().clock.set(new Date(at));
        await run();
      }

      const at10 = (...days: string[]) => days.map((d) => `${d}T10:00:00.000Z`);
      expect(await remindersTo(weekly.email)).toEqual(
        // Due June 1: the next (June 3) would come after it.
        at10(
          '2026-04-08',
          '2026-04-15',
          '2026-04-22',
          '2026-04-29',
          '2026-05-06',
          '2026-05-13',
          '2026-05-20',
          '2026-05-27',
        ),
      );
      expect(await remindersTo(monthly.email)).toEqual(at10('2026-05-01', '2026-05-31'));
      const undatedDays = await remindersTo(undated.email);
      expect(undatedDays).toHaveLength(12);
      expect(undatedDays[0]).toBe('2026-04-08T17:00:00.000Z');
      expect(undatedDays[11]).toBe('2026-06-24T17:00:00.000Z');
      expect(await remindersTo(quiet.email)).toEqual([]);
    },
    600_000,
  );
});
