// Track changes (spec 2 §4, §7 "Update questionnaire: track_changes"; §8 toasts): staff turn it on,
// the client's first change to each answer keeps what it was, staff read what differs now; on
// again starts over from now, off forgets. Clients never read the record.
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_TEMPLATES } from '@portico/local-runtime/seed/demo-firm';
import { STATE_MESSAGES } from '@portico/common/questionnaires/send-template';
import { useTestApi } from '../../../test/support/api-harness';

const testApi = useTestApi();

const answer = (question_id: string, value: string) => ({
  question_id,
  answer: value,
  answer_by: null,
});

describe('track changes', () => {
  it('keeps what each changed answer was, starts over, and forgets when turned off', async () => {
    const partner = await testApi().as('partner');
    const sent = await partner.post('questionnaires/send_template', {
      questionnaire_template_id: DEMO_TEMPLATES.individual.id,
      company_ids: [DEMO_COMPANIES.olivia.id],
      tax_year: 2015,
      due_date: '2026-04-15',
    });
    const id = sent.body.questionnaire_ids[0] as string;
    const client = await testApi().as('clientOneEntity');
    const answered = await client.post(
      `questionnaires/${id}/answer_question`,
      answer('q-preferred-name', 'Liv'),
    );
    expect(answered.status, JSON.stringify(answered.body)).toBe(200);

    const on = await partner.patch(`questionnaires/${id}`, { track_changes: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(on.body.message).toBe(STATE_MESSAGES.trackingOn);
    expect(on.body.questionnaire.track_changes_since).toEqual(expect.any(String));
    expect((await partner.get(`questionnaires/${id}`)).body.tracked_changes).toMatchObject({
      changes: [],
    });

    testApi().clock.advance(60_000);
    await client.post(`questionnaires/${id}/answer_question`, answer('q-preferred-name', 'Olive'));
    await client.post(`questionnaires/${id}/answer_question`, answer('q-preferred-name', 'Olivia'));
    await client.post(`questionnaires/${id}/answer_question`, answer('q-filing-status', 'Single'));
    await client.post(`questionnaires/${id}/answer_question`, answer('q-filing-status', ''));
    const page = await partner.get(`questionnaires/${id}`);
    // The first answer changed twice shows what it was before the first change; the second went
    // back to what it was, so it is no change.
    expect(page.body.tracked_changes.changes).toEqual([
      expect.objectContaining({
        question_id: 'q-preferred-name',
        before: 'Liv',
        now: 'Olivia',
        section: 'Personal Information',
      }),
    ]);
    expect((await client.get(`questionnaires/${id}`)).body.tracked_changes).toBeNull();

    const again = await partner.patch(`questionnaires/${id}`, { track_changes: true });
    expect(again.body.message).toBe(STATE_MESSAGES.trackingRestarted);
    expect((await partner.get(`questionnaires/${id}`)).body.tracked_changes.changes).toEqual([]);

    const off = await partner.patch(`questionnaires/${id}`, { track_changes: false });
    expect(off.body.message).toBe(STATE_MESSAGES.trackingOff);
    expect(off.body.questionnaire.track_changes_since).toBeNull();
    await client.post(`questionnaires/${id}/answer_question`, answer('q-preferred-name', 'O'));
    expect((await partner.get(`questionnaires/${id}`)).body.tracked_changes).toBeNull();

    const byClient = await client.patch(`questionnaires/${id}`, { track_changes: true });
    expect(byClient.status).toBe(403);
  });
});
