// The scheduled-send job (sendScheduledQuestionnaires) with a controlled clock: sends scheduled in
// the send dialog go out on their days over a simulated 92 days — once, weekly, monthly, at month
// end and quarterly — never twice when two runs overlap, and a send whose template is gone ends.
import { describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { DEMO_FIRM_ID, DEMO_TEMPLATES } from '@portico/local-runtime/seed/demo-firm';
import { toCalendarDate } from '@portico/common/format/calendar-date';
import { useTestApi } from '../../../test/support/api-harness';
import { sendDueScheduled } from './scheduled-sends.jobs';
import { questionnairesRepo } from '../questionnaires.repo';

const testApi = useTestApi();
const DAY_MS = 24 * 60 * 60 * 1000;

async function entityWithSchedule(
  schedule: object,
  templateId: string = DEMO_TEMPLATES.individual.id,
) {
  const api = testApi();
  const owner = await createFixtureUser(api.store, () => api.clock.now(), {});
  const res = await (
    await api.as('partner')
  ).post('questionnaires/send_template', {
    questionnaire_template_id: templateId,
    company_ids: [owner.companyId],
    tax_year: 2025,
    scheduled: true,
    days_until_due: 14,
    ...schedule,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { companyId: owner.companyId!, scheduledId: res.body.scheduled_ids[0] as string };
}

/** The questionnaires the job sent to the entity: sent day → due day, oldest first. */
async function sentTo(companyId: string) {
  const list = await questionnairesRepo(testApi().store).listForCompany(
    DEMO_FIRM_ID,
    companyId,
    100,
  );
  return list.map((q) => `${toCalendarDate(q.sentAt!)}→${toCalendarDate(q.dueDate!)}`).sort();
}

const run = () => sendDueScheduled({ ...testApi().deps, portalUrl: 'http://portal.test' });

describe('scheduled sends', () => {
  it('sends a due send once even when two runs overlap, and ends a send whose template is gone', async () => {
    const once = await entityWithSchedule({
      first_scheduled_date: '2026-03-02',
      frequency: 'once',
    });
    const created = await (
      await testApi().as('partner')
    ).post('questionnaire_templates', {
      name: 'Short-lived',
      starter: 'business',
    });
    const orphan = await entityWithSchedule(
      { first_scheduled_date: '2026-03-02', frequency: 'weekly' },
      created.body.id,
    );
    await (await testApi().as('partner')).delete(`questionnaire_templates/${created.body.id}`);

    const [a, b] = await Promise.all([run(), run()]);
    expect(a + b).toBe(2);
    expect(await run()).toBe(0);
    expect(await sentTo(once.companyId)).toEqual(['2026-03-02→2026-03-16']);
    expect(await sentTo(orphan.companyId)).toEqual([]);
    const scheduled = await (
      await testApi().as('partner')
    ).get(`companies/${once.companyId}/questionnaires`);
    expect(scheduled.body.scheduled).toEqual([]);
    const ended = await testApi()
      .store.collection(`firms/${DEMO_FIRM_ID}/activities`)
      .where('company_id', '==', orphan.companyId)
      .get();
    expect(ended.docs.map((d) => d.get('title'))).toEqual(['Scheduled send ended']);
  });

  it('sends recurring schedules on their days over 92 days', async () => {
    const weekly = await entityWithSchedule({
      first_scheduled_date: '2026-03-04',
      frequency: 'weekly',
    });
    const monthly = await entityWithSchedule({
      first_scheduled_date: '2026-03-31',
      frequency: 'monthly',
    });
    const monthEnd = await entityWithSchedule({
      first_scheduled_date: '2026-03-05',
      frequency: 'month_end',
    });
    const quarterly = await entityWithSchedule({
      first_scheduled_date: '2026-03-02',
      frequency: 'quarterly',
    });

    const start = new Date('2026-03-02T00:30:00Z').getTime();
    for (let day = 0; day <= 92; day++) {
      // A run each half day, as the five-minute job would catch every send.
      for (const hour of [9, 21]) {
        testApi().clock.set(new Date(start + day * DAY_MS + hour * 60 * 60 * 1000));
        await run();
      }
    }
    expect(await sentTo(monthly.companyId)).toEqual([
      '2026-03-31→2026-04-14',
      '2026-04-30→2026-05-14',
      '2026-05-31→2026-06-14',
    ]);
    expect(await sentTo(monthEnd.companyId)).toEqual([
      '2026-03-05→2026-03-19',
      '2026-03-31→2026-04-14',
      '2026-04-30→2026-05-14',
      '2026-05-31→2026-06-14',
    ]);
    expect(await sentTo(quarterly.companyId)).toEqual([
      '2026-03-02→2026-03-16',
      '2026-06-02→2026-06-16',
    ]);
    const weeks = await sentTo(weekly.companyId);
    expect(weeks).toHaveLength(13);
    expect(weeks[0]).toBe('2026-03-04→2026-03-18');
    expect(weeks[12]).toBe('2026-05-27→2026-06-10');
  });
});
