// Deleting a questionnaire and restoring it (spec 2 §2 "restore questionnaires", §7 "Restore
// questionnaire", §8): a deleted one leaves the client's and the entity's lists and the overview,
// which lists it under the 'deleted' status only, and comes back as it was.
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_TEMPLATES } from '@portico/local-runtime/seed/demo-firm';
import { DELETION_MESSAGES } from '@portico/common/questionnaires/send-template';
import { useTestApi } from '../../../test/support/api-harness';

const testApi = useTestApi();

describe('deleting and restoring questionnaires', () => {
  it('hides a deleted one from everyone but the deleted list, and restores it as it was', async () => {
    const partner = await testApi().as('partner');
    const sent = await partner.post('questionnaires/send_template', {
      questionnaire_template_id: DEMO_TEMPLATES.individual.id,
      company_ids: [DEMO_COMPANIES.olivia.id],
      tax_year: 2016,
      due_date: '2026-04-15',
    });
    const id = sent.body.questionnaire_ids[0] as string;
    const client = await testApi().as('clientOneEntity');
    expect((await client.get(`questionnaires/${id}`)).status).toBe(200);

    testApi().clock.advance(60_000);
    const byClient = await client.delete(`questionnaires/${id}`);
    expect(byClient.status).toBe(403);
    const deleted = await partner.delete(`questionnaires/${id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.message).toBe(DELETION_MESSAGES.deleted);

    expect((await client.get(`questionnaires/${id}`)).status).toBe(404);
    const listed = await partner.get(`companies/${DEMO_COMPANIES.olivia.id}/questionnaires`);
    expect(listed.body.questionnaires.map((q: { id: string }) => q.id)).not.toContain(id);
    const live = await partner.get('v2/questionnaires?tax_year=2016');
    expect(live.body.rows).toEqual([]);
    const bin = await partner.get('v2/questionnaires?tax_year=2016&status=deleted&count=true');
    expect(bin.body.total).toBe(1);
    expect(bin.body.rows[0]).toMatchObject({
      id,
      deleted: true,
      // The client had opened it: it keeps that status, shown as deleted.
      status: 'opened',
      status_label: 'Deleted',
    });

    const outsider = await testApi().as('groupSouth');
    expect(
      (await outsider.post('questionnaires/restore', { questionnaire_ids: [id] })).status,
    ).toBe(404);
    testApi().clock.advance(60_000);
    const restored = await partner.post('questionnaires/restore', { questionnaire_ids: [id] });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(restored.body).toEqual({ message: DELETION_MESSAGES.restored, restored: 1 });
    expect((await client.get(`questionnaires/${id}`)).status).toBe(200);
    const back = await partner.get('v2/questionnaires?tax_year=2016');
    expect(back.body.rows[0]).toMatchObject({ id, deleted: false, status_label: 'Opened' });
    const empty = await partner.get('v2/questionnaires?tax_year=2016&status=deleted');
    expect(empty.body.rows).toEqual([]);
    const activity = await partner.get(`questionnaires/${id}/activities`);
    expect(activity.body.activities.map((a: { title: string }) => a.title).slice(0, 2)).toEqual([
      'Questionnaire restored',
      'Questionnaire deleted',
    ]);
  });
});
