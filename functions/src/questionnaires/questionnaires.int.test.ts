// GET /companies/:id/questionnaires: an entity's questionnaires with their overview status and
// section summaries, and its scheduled sends, for staff who may see the entity; its owners get
// the sent ones only.
import { describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { createFixtureQuestionnaires } from '@portico/local-runtime/dev/questionnaire-fixtures';
import {
  DEMO_COMPANIES,
  DEMO_GROUPS,
  DEMO_QUESTIONNAIRES,
  DEMO_SCHEDULED_QUESTIONNAIRES,
} from '@portico/local-runtime/seed/demo-firm';
import { DEFAULT_WORDING } from '@portico/common/questionnaires/reminders';
import { useTestApi, type TestApi } from '../../test/support/api-harness';

const testApi = useTestApi();

type Role = Parameters<TestApi['tokenFor']>[0];
const list = async (idOrHash: string, role: Role = 'partner') =>
  testApi()
    .http()
    .get(`/api/companies/${idOrHash}/questionnaires`)
    .set('Authorization', `Bearer ${await testApi().tokenFor(role)}`);

describe('an entity’s questionnaires', () => {
  it('lists the demo entity’s questionnaires newest first, and its scheduled send', async () => {
    const res = await list(DEMO_COMPANIES.olivia.id);
    expect(res.status).toBe(200);
    expect(res.body.questionnaires).toEqual([
      {
        id: DEMO_QUESTIONNAIRES.oliviaCurrent.id,
        name: 'Individual Tax Organizer',
        tax_year: 2025,
        due_date: '2026-04-01',
        status: 'opened',
        locked: false,
        completed: false,
        is_draft: false,
        submitted_at: null,
        custom_status_id: null,
        track_changes_since: null,
        // The Homeowner section shows only for a homeowner; delivery is the firm's step.
        sections: expect.arrayContaining([
          { id: 'sec-welcome', name: 'Welcome', status: 'completed' },
          { id: 'sec-personal', name: 'Personal Information', status: 'incomplete' },
        ]),
        completed_sections: 1,
        total_sections: 9,
        // Reminders on, none sent, none planned (the seed sends nothing), the firm's wording.
        reminders_disabled: false,
        last_followed_up: null,
        earliest_remind_date: null,
        ...DEFAULT_WORDING,
      },
      expect.objectContaining({
        id: DEMO_QUESTIONNAIRES.oliviaLastYear.id,
        tax_year: 2024,
        status: 'completed',
        completed: true,
      }),
    ]);
    expect(res.body.scheduled).toEqual([
      {
        id: DEMO_SCHEDULED_QUESTIONNAIRES.oliviaYearEnd.id,
        name: 'Year-End Planning Check-in',
        tax_year: 2026,
        send_date: '2026-05-01',
        frequency: 'once',
      },
    ]);
  });

  it('finds the entity by its hash too', async () => {
    const byHash = await list(DEMO_COMPANIES.olivia.hashId);
    expect(byHash.status).toBe(200);
    expect(byHash.body).toEqual((await list(DEMO_COMPANIES.olivia.id)).body);
  });

  it('derives each status (locked, completed, opened, ready to start) and hides deleted ones', async () => {
    const user = await createFixtureUser(testApi().store, () => testApi().clock.now(), {
      groupId: DEMO_GROUPS.north,
    });
    const created = await createFixtureQuestionnaires(
      testApi().store,
      () => testApi().clock.now(),
      {
        companyId: user.companyId!,
        questionnaires: [
          { name: 'Ready', opened: false },
          { name: 'Opened', opened: true },
          { name: 'Completed', completed: true, opened: true },
          { name: 'Locked', locked: true, completed: true },
          { name: 'Draft', isDraft: true },
          { name: 'Deleted', deleted: true },
        ],
        scheduled: [
          { name: 'Later', sendInDays: 90, frequency: 'yearly' },
          { name: 'Sooner', sendInDays: 7, frequency: 'quarterly' },
        ],
      },
    );
    const res = await list(user.companyId!);
    expect(res.status).toBe(200);
    const byName = Object.fromEntries(
      (res.body.questionnaires as { name: string; status: string; is_draft: boolean }[]).map(
        (q) => [q.name, q],
      ),
    );
    expect(Object.keys(byName).sort()).toEqual(['Completed', 'Draft', 'Locked', 'Opened', 'Ready']);
    expect(byName.Ready!.status).toBe('ready_to_start');
    expect(byName.Opened!.status).toBe('opened');
    expect(byName.Completed!.status).toBe('completed');
    expect(byName.Locked!.status).toBe('locked');
    expect(byName.Draft).toMatchObject({ status: 'ready_to_start', is_draft: true });
    expect(JSON.stringify(res.body)).not.toContain(created.questionnaire_ids[5]);
    expect(res.body.scheduled.map((s: { name: string }) => s.name)).toEqual(['Sooner', 'Later']);
  });

  it('answers empty lists for an entity without questionnaires', async () => {
    const res = await list(DEMO_COMPANIES.graceKim.id);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ questionnaires: [], scheduled: [] });
  });
});

describe('who may read them', () => {
  it('lets staff of the entity’s group read them', async () => {
    expect((await list(DEMO_COMPANIES.olivia.id, 'groupNorth')).status).toBe(200);
    expect((await list(DEMO_COMPANIES.olivia.id, 'admin')).status).toBe(200);
  });

  it('hides another group’s and another firm’s entity as not found', async () => {
    const south = await list(DEMO_COMPANIES.olivia.id, 'groupSouth');
    expect(south.status).toBe(404);
    expect(south.body).toEqual({ error: 'Entity not found' });
    expect((await list(DEMO_COMPANIES.olivia.id, 'otherFirmPartner')).status).toBe(404);
    expect((await list(DEMO_COMPANIES.lakesideClient.id)).status).toBe(404);
    expect((await list('no-such-entity')).body).toEqual({ error: 'Entity not found' });
  });

  it('gives the owner the sent questionnaires, without drafts or scheduled sends', async () => {
    const user = await createFixtureUser(testApi().store, () => testApi().clock.now(), {});
    await createFixtureQuestionnaires(testApi().store, () => testApi().clock.now(), {
      companyId: user.companyId!,
      questionnaires: [{ name: 'Sent' }, { name: 'Draft', isDraft: true }],
      scheduled: [{ name: 'Later' }],
    });
    const token = await testApi().idTokenFor(user.id, user.firmId);
    const res = await testApi()
      .http()
      .get(`/api/companies/${user.companies[0]!.hashId}/questionnaires`)
      .set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body.questionnaires.map((q: { name: string }) => q.name)).toEqual(['Sent']);
    expect(res.body.scheduled).toEqual([]);
  });

  it('hides another client’s entity as not found', async () => {
    const res = await list(DEMO_COMPANIES.olivia.id, 'clientManyEntities');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Entity not found' });
  });

  it('asks for a sign-in', async () => {
    const res = await testApi()
      .http()
      .get(`/api/companies/${DEMO_COMPANIES.olivia.id}/questionnaires`);
    expect(res.status).toBe(401);
  });
});
