// A questionnaire's custom status (spec 2 §4, §7 "Custom status", "Status-change notification"):
// staff set one of the firm's statuses or none, the overview shows and filters it, the client
// reads it in the status's client words, and the Notify Status Change notice reaches the owners.
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_TEMPLATES } from '@portico/local-runtime/seed/demo-firm';
import { CUSTOM_STATUS_MESSAGES } from '@portico/common/questionnaires/custom-status';
import { outboxRepo } from '../../platform/outbox/outbox.repo';
import { useTestApi } from '../../../test/support/api-harness';

const testApi = useTestApi();

async function sentToOlivia(taxYear: number) {
  const partner = await testApi().as('partner');
  const sent = await partner.post('questionnaires/send_template', {
    questionnaire_template_id: DEMO_TEMPLATES.individual.id,
    company_ids: [DEMO_COMPANIES.olivia.id],
    tax_year: taxYear,
    due_date: '2026-04-15',
  });
  expect(sent.status, JSON.stringify(sent.body)).toBe(201);
  return { partner, id: sent.body.questionnaire_ids[0] as string };
}

describe('custom status', () => {
  it('is set, shown and filtered on the overview, read by the client, and cleared', async () => {
    const { partner, id } = await sentToOlivia(2019);
    // The test clock stands still: a minute on, so the log orders the change after the send.
    testApi().clock.advance(60_000);
    const set = await partner.post(`questionnaires/${id}/custom_status`, {
      firm_custom_status_id: 's-waiting-docs',
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body).toEqual({
      message: CUSTOM_STATUS_MESSAGES.set,
      custom_status_id: 's-waiting-docs',
    });

    const filtered = await partner.get(
      'v2/questionnaires?tax_year=2019&custom_status_id=s-waiting-docs&count=true',
    );
    expect(filtered.body.total).toBe(1);
    expect(filtered.body.rows[0]).toMatchObject({
      id,
      custom_status: { id: 's-waiting-docs', name: 'Docs pending' },
    });
    const other = await partner.get('v2/questionnaires?tax_year=2019&custom_status_id=s-in-review');
    expect(other.body.rows).toEqual([]);
    const none = await partner.get('v2/questionnaires?tax_year=2019&custom_status_id=none');
    expect(none.body.rows).toEqual([]);

    const client = await testApi().as('clientOneEntity');
    const page = await client.get(`questionnaires/${id}`);
    expect(page.body.client_status).toEqual({
      label: 'Waiting on your documents',
      instruction: 'Please upload your W-2s and 1099s.',
    });
    const activity = await partner.get(`questionnaires/${id}/activities`);
    expect(activity.body.activities[0].title).toBe('Custom status set to Docs pending');

    const cleared = await partner.post(`questionnaires/${id}/custom_status`, {
      firm_custom_status_id: null,
    });
    expect(cleared.body.message).toBe(CUSTOM_STATUS_MESSAGES.cleared);
    const noneNow = await partner.get('v2/questionnaires?tax_year=2019&custom_status_id=none');
    expect(noneNow.body.rows.map((r: { id: string }) => r.id)).toEqual([id]);
    expect(noneNow.body.rows[0].custom_status).toBeNull();
    expect((await client.get(`questionnaires/${id}`)).body.client_status).toBeNull();
  });

  it('refuses an unknown status, clients, staff who cannot see it, and firms not using them', async () => {
    const { partner, id } = await sentToOlivia(2018);
    const unknown = await partner.post(`questionnaires/${id}/custom_status`, {
      firm_custom_status_id: 's-nope',
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error).toBe(CUSTOM_STATUS_MESSAGES.unknown);
    const client = await testApi().as('clientOneEntity');
    const byClient = await client.post(`questionnaires/${id}/custom_status`, {
      firm_custom_status_id: 's-in-review',
    });
    expect(byClient.status).toBe(403);
    const outside = await testApi().as('groupSouth');
    const byOutsider = await outside.post(`questionnaires/${id}/custom_status`, {
      firm_custom_status_id: 's-in-review',
    });
    expect(byOutsider.status).toBe(404);
    // No status yet: the dialog has nothing to start from.
    const notice = await partner.get(`questionnaires/${id}/status_notice`);
    expect(notice.status).toBe(409);
    expect(notice.body.error).toBe(CUSTOM_STATUS_MESSAGES.loadFailed);

    const prefs = await partner.get('firms/current_user_firm');
    const off = await partner.put('firms/update_preferences', {
      preferences: { ...prefs.body.preferences, custom_statuses_enabled: false },
    });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    const refused = await partner.post(`questionnaires/${id}/custom_status`, {
      firm_custom_status_id: 's-in-review',
    });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toBe(CUSTOM_STATUS_MESSAGES.off);
    await partner.put('firms/update_preferences', { preferences: prefs.body.preferences });
  });

  it('suggests a notice in the client words and tells each owner with the link', async () => {
    const { partner, id } = await sentToOlivia(2017);
    await partner.post(`questionnaires/${id}/custom_status`, {
      firm_custom_status_id: 's-in-review',
    });
    const notice = await partner.get(`questionnaires/${id}/status_notice`);
    expect(notice.status, JSON.stringify(notice.body)).toBe(200);
    expect(notice.body.custom_email_subject).toContain('In review');
    expect(notice.body.custom_email_message).toContain('We are reviewing your return.');

    const blank = await partner.post('questionnaires/notify_status_change', {
      questionnaire_ids: [id],
      custom_email_subject: ' ',
      custom_email_message: 'x',
    });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toBe(CUSTOM_STATUS_MESSAGES.subject);

    const sent = await partner.post('questionnaires/notify_status_change', {
      questionnaire_ids: [id],
      custom_email_subject: 'Your organizer is in review',
      custom_email_message: 'We are on it.',
      custom_sms_message: 'In review.',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.message).toBe(CUSTOM_STATUS_MESSAGES.notified);
    expect(sent.body.notified).toBeGreaterThan(0);
    const mails = (
      await outboxRepo(testApi().store, () => testApi().clock.now()).latest(200)
    ).filter((m) => m.kind === 'mail' && m.subject === 'Your organizer is in review');
    expect(mails).toHaveLength(sent.body.notified);
    expect(mails[0]!.text).toContain(`questionnaireId=${id}`);
  });
});
