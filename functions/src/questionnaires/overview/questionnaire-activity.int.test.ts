// GET /questionnaires/{id}/activities (spec 2 §2, the advisor dialog's Activities tab): the log's
// lines about one questionnaire, newest first, ten a page, with who did each by name; for staff
// who see it only.
import { ACTIVITY_TYPE } from '@portico/common/activity/activity-logs';
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_TEMPLATES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { activityRepo } from '../../activity/activity.module';
import { useTestApi } from '../../../test/support/api-harness';

const testApi = useTestApi();

describe('a questionnaire’s activity', () => {
  it('lists its lines newest first, ten a page, with who did each', async () => {
    const partner = await testApi().as('partner');
    const sent = await partner.post('questionnaires/send_template', {
      questionnaire_template_id: DEMO_TEMPLATES.individual.id,
      company_ids: [DEMO_COMPANIES.olivia.id],
      tax_year: 2025,
      due_date: '2026-04-15',
    });
    const id = sent.body.questionnaire_ids[0] as string;
    const start = testApi().clock.now().getTime();
    const log = activityRepo(testApi().store);
    for (let i = 1; i <= 11; i++)
      await log.add({
        firmId: DEMO_USERS.partner.firmId,
        typeId: ACTIVITY_TYPE.questionnaire,
        title: `Step ${i}`,
        description: 'A step',
        userId: i === 11 ? null : DEMO_USERS.clientOneEntity.id,
        ip: null,
        userAgent: null,
        at: new Date(start + i * 60_000),
        questionnaireId: id,
      });

    // More items an hour later: logged when asked, not when the questionnaire was made.
    testApi().clock.advance(60 * 60_000);
    const more = await partner.post(`questionnaires/${id}/request_additional_items`, {
      due_date: '2026-05-01',
      questions_to_create: [{ text: 'Your 1098-T', question_type: 'upload' }],
    });
    expect(more.status, JSON.stringify(more.body)).toBe(200);

    const first = await partner.get(`questionnaires/${id}/activities`);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.has_more).toBe(true);
    expect(first.body.activities).toHaveLength(10);
    expect(first.body.activities[0]).toMatchObject({
      title: 'Additional items requested',
      by: 'Margaret Chen',
    });
    expect(first.body.activities[1]).toMatchObject({ title: 'Step 11', by: null });
    expect(first.body.activities[2]).toMatchObject({ title: 'Step 10', by: 'Olivia Martinez' });
    const second = await partner.get(`questionnaires/${id}/activities?page=2`);
    expect(second.body).toMatchObject({ page: 2, has_more: false });
    expect(second.body.activities.map((a: { title: string }) => a.title)).toEqual([
      'Step 2',
      'Step 1',
      'Questionnaire sent',
    ]);
    expect(second.body.activities[2].by).toBe('Margaret Chen');

    const owner = await (
      await testApi().as('clientOneEntity')
    ).get(`questionnaires/${id}/activities`);
    expect(owner.status).toBe(403);
    const outside = await (await testApi().as('groupSouth')).get(`questionnaires/${id}/activities`);
    expect(outside.status).toBe(404);
  });
});
