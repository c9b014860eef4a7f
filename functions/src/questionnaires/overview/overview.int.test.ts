// GET /v2/questionnaires (the staff overview, 'Collect') and its bulk lock: filters by tax year,
// status, advisor and group, the caller's group scope, sort and pages, counts and ids; an entity's
// new advisor reaches its questionnaires; a bulk lock is all or nothing; a store written before
// the overview gets its fields once.
import { describe, expect, it } from 'vitest';
import {
  DEMO_COMPANIES,
  DEMO_FIRM_ID,
  DEMO_GROUPS,
  DEMO_QUESTIONNAIRES,
  DEMO_USERS,
} from '@portico/local-runtime/seed/demo-firm';
import type { OverviewPageDto, OverviewRowDto } from '@portico/common/questionnaires/overview';
import { FieldValue } from '../../platform/db/db';
import { useTestApi } from '../../../test/support/api-harness';
import { refreshOverviewFields } from './refresh-overview-fields';

const testApi = useTestApi();
type Role = Parameters<ReturnType<typeof testApi>['as']>[0];

const Q = DEMO_QUESTIONNAIRES;
const SEEDED = new Set<string>(Object.values(Q).map((q) => q.id));

async function overview(query: Record<string, string> = {}, role: Role = 'partner') {
  const res = await (
    await testApi().as(role)
  ).get(`v2/questionnaires?${new URLSearchParams(query).toString()}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as OverviewPageDto & { ids?: string[] };
}

/** The seeded questionnaires among the rows, in the order listed. */
const seededIds = (rows: OverviewRowDto[]) => rows.map((r) => r.id).filter((id) => SEEDED.has(id));

describe('the overview list', () => {
  it('lists the firm’s questionnaires, last activity first, with entity, advisor and status', async () => {
    const page = await overview({ count: 'true' });
    expect(seededIds(page.rows).sort()).toEqual([...SEEDED].sort());
    expect(page.total).toBe(page.rows.length);
    const times = page.rows.map((r) => r.last_activity_at);
    expect(times).toEqual([...times].sort().reverse());

    const olivia = page.rows.find((r) => r.id === Q.oliviaCurrent.id)!;
    expect(olivia).toMatchObject({
      name: 'Individual Tax Organizer',
      tax_year: 2025,
      status: 'opened',
      company: { id: DEMO_COMPANIES.olivia.id, name: 'Olivia Martinez' },
      assigned_advisor: { id: DEMO_USERS.groupNorth.id, name: 'Tom Becker' },
      reminders_disabled: false,
    });
    const locked = page.rows.find((r) => r.id === Q.whitfieldTrustLocked.id)!;
    expect(locked).toMatchObject({ status: 'locked', locked: true });
    const completed = page.rows.find((r) => r.id === Q.oliviaLastYear.id)!;
    expect(completed).toMatchObject({ status: 'completed', status_label: 'Completed' });
  });

  it('filters by tax year, status and advisor, and they combine', async () => {
    expect(seededIds((await overview({ tax_year: '2024' })).rows).sort()).toEqual(
      [Q.oliviaLastYear.id, Q.whitfieldTrustLocked.id].sort(),
    );
    expect(seededIds((await overview({ status: 'locked' })).rows)).toEqual([
      Q.whitfieldTrustLocked.id,
    ]);
    expect(seededIds((await overview({ tax_year: '2024', status: 'completed' })).rows)).toEqual([
      Q.oliviaLastYear.id,
    ]);
    const priya = await overview({ assigned_advisor_id: DEMO_USERS.full.id, tax_year: '2025' });
    expect(seededIds(priya.rows).sort()).toEqual(
      [Q.whitfieldHousehold.id, Q.whitfieldLandscaping.id, Q.kimDesignCurrent.id].sort(),
    );
    expect(priya.rows.every((r) => r.assigned_advisor?.id === DEMO_USERS.full.id)).toBe(true);
  });

  it('shows a group-limited advisor only their group (and no group), even when asked for another', async () => {
    const north = await overview({}, 'groupNorth');
    expect(seededIds(north.rows).sort()).toEqual(
      [Q.oliviaCurrent.id, Q.oliviaLastYear.id, Q.henryCurrent.id, Q.kimDesignCurrent.id].sort(),
    );
    expect((await overview({ firm_group_id: DEMO_GROUPS.south }, 'groupNorth')).rows).toEqual([]);
    const south = await overview({ firm_group_id: DEMO_GROUPS.south });
    expect(south.rows.map((r) => r.company?.id)).not.toContain(DEMO_COMPANIES.olivia.id);
    expect((await overview({}, 'otherFirmPartner')).rows.some((r) => SEEDED.has(r.id))).toBe(false);
  });

  it('sorts by name and due date both ways, pages, and answers the ids of every match', async () => {
    const byName = await overview({ sort_by: 'name', descending: 'false' });
    const names = byName.rows.map((r) => r.name);
    expect(names).toEqual([...names].sort());
    const byDue = await overview({ sort_by: 'due_date', descending: 'true', tax_year: '2025' });
    const dues = byDue.rows.map((r) => r.due_date ?? '');
    expect(dues).toEqual([...dues].sort().reverse());

    const all = await overview({ count: 'true' });
    const first = await overview({ rows_per_page: '25', page: '1' });
    expect(first.rows.map((r) => r.id)).toEqual(all.rows.slice(0, 25).map((r) => r.id));
    const ids = await overview({ only_ids: 'true', status: 'opened' });
    expect(ids.ids).toContain(Q.oliviaCurrent.id);
    expect(ids.ids).not.toContain(Q.whitfieldTrustLocked.id);
  });

  it('refuses clients and names a bad parameter', async () => {
    const client = await (await testApi().as('clientOneEntity')).get('v2/questionnaires');
    expect(client.status).toBe(403);
    const bad = await (await testApi().as('partner')).get('v2/questionnaires?status=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('status must be one of');
    const size = await (await testApi().as('partner')).get('v2/questionnaires?rows_per_page=7');
    expect(size.status).toBe(400);
    expect(size.body.error).toBe('rows_per_page must be 25, 50 or 100');
  });
});

describe('keeping the overview current', () => {
  it('moves an entity’s questionnaires to its new advisor', async () => {
    const partner = await testApi().as('partner');
    const res = await partner.patch(`companies/${DEMO_COMPANIES.henry.id}`, {
      name: 'Henry Lawson',
      entity_type: 'Individual',
      assigned_advisor_id: DEMO_USERS.admin.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const david = await overview({ assigned_advisor_id: DEMO_USERS.admin.id });
    expect(seededIds(david.rows)).toEqual([Q.henryCurrent.id]);
    expect(david.rows[0]?.assigned_advisor?.name).toBe('David Okafor');
    const tom = await overview({ assigned_advisor_id: DEMO_USERS.groupNorth.id });
    expect(seededIds(tom.rows)).not.toContain(Q.henryCurrent.id);
  });

  it('locks several at once, all or none, and logs each', async () => {
    const partner = await testApi().as('partner');
    const ids = [Q.whitfieldHousehold.id, Q.whitfieldLandscaping.id];
    const refused = await partner.post('questionnaires/lock', {
      questionnaire_ids: [...ids, 'q-not-there'],
      locked: true,
    });
    expect(refused.status).toBe(404);
    expect(seededIds((await overview({ status: 'locked' })).rows)).toEqual([
      Q.whitfieldTrustLocked.id,
    ]);

    const res = await partner.post('questionnaires/lock', { questionnaire_ids: ids, locked: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ message: 'Questionnaire successfully locked', changed: 2 });
    expect(seededIds((await overview({ status: 'locked' })).rows).sort()).toEqual(
      [...ids, Q.whitfieldTrustLocked.id].sort(),
    );
    const logged = await testApi()
      .store.collection(`firms/${DEMO_FIRM_ID}/activities`)
      .where('questionnaire_id', '==', Q.whitfieldHousehold.id)
      .get();
    expect(logged.docs.map((d) => d.get('title'))).toContain('Questionnaire locked');

    const again = await partner.post('questionnaires/lock', {
      questionnaire_ids: ids,
      locked: false,
    });
    expect(again.body).toEqual({ message: 'Questionnaire successfully unlocked', changed: 2 });
    expect(seededIds((await overview({ status: 'locked' })).rows)).toEqual([
      Q.whitfieldTrustLocked.id,
    ]);

    const other = await (
      await testApi().as('otherFirmPartner')
    ).post('questionnaires/lock', {
      questionnaire_ids: ids,
      locked: true,
    });
    expect(other.status).toBe(404);
    const empty = await partner.post('questionnaires/lock', {
      questionnaire_ids: [],
      locked: true,
    });
    expect(empty.status).toBe(400);
    expect(empty.body.error).toBe('Please select a questionnaire');
  });

  it('moves the due date of several at once, leaving locked ones as they were', async () => {
    const partner = await testApi().as('partner');
    const open = Q.kimDesignCurrent.id;
    const locked = Q.whitfieldTrustLocked.id;
    const past = await partner.post('questionnaires/change_due_date', {
      questionnaire_ids: [open],
      due_date: '2026-03-01',
    });
    expect(past.status).toBe(400);
    expect(past.body.error).toBe('Please select a valid due date');
    // A day that does not exist is refused, never rolled over into the next month.
    for (const impossible of ['2027-02-30', '2027-04-31', '2027-13-01']) {
      const refused = await partner.post('questionnaires/change_due_date', {
        questionnaire_ids: [open],
        due_date: impossible,
      });
      expect([refused.status, refused.body.error], impossible).toEqual([400, 'Invalid date']);
    }
    const asked = await partner.post(`questionnaires/${open}/request_additional_items`, {
      due_date: '2027-04-31',
      questions_to_create: [{ text: 'One more thing', question_type: 'text' }],
    });
    expect([asked.status, asked.body.error]).toEqual([400, 'Invalid date']);

    const res = await partner.post('questionnaires/change_due_date', {
      questionnaire_ids: [open, locked],
      due_date: '2026-05-15',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      message: 'Due date changed for 1 questionnaire; 1 locked left as they were',
      changed: 1,
      skipped: 1,
    });
    const rows = (await overview({ rows_per_page: '100' })).rows;
    expect(rows.find((r) => r.id === open)?.due_date).toBe('2026-05-15');
    expect(rows.find((r) => r.id === locked)?.due_date).not.toBe('2026-05-15');
    const logged = await testApi()
      .store.collection(`firms/${DEMO_FIRM_ID}/activities`)
      .where('questionnaire_id', '==', open)
      .get();
    expect(logged.docs.map((d) => d.get('title'))).toContain('Due date changed to 2026-05-15');
  });

  it('filters by an entity tag, and follows the entity’s tags as they change', async () => {
    const vip = await overview({ entity_tag_id: 't-vip' });
    expect(seededIds(vip.rows).sort()).toEqual(
      [Q.whitfieldHousehold.id, Q.whitfieldLandscaping.id].sort(),
    );
    // Landscaping carries two tags: found by either, listed once.
    expect(seededIds((await overview({ entity_tag_id: 't-extension' })).rows)).toEqual([
      Q.whitfieldLandscaping.id,
    ]);
    expect(
      seededIds((await overview({ entity_tag_id: 't-vip', tax_year: '2025' })).rows).sort(),
    ).toEqual([Q.whitfieldHousehold.id, Q.whitfieldLandscaping.id].sort());

    const partner = await testApi().as('partner');
    const tagged = await partner.put(`companies/${DEMO_COMPANIES.olivia.id}/entity_tags`, {
      entity_tags: ['New client', 'VIP'],
    });
    expect(tagged.status, JSON.stringify(tagged.body)).toBe(200);
    expect(seededIds((await overview({ entity_tag_id: 't-vip' })).rows)).toEqual(
      expect.arrayContaining([Q.oliviaCurrent.id, Q.oliviaLastYear.id]),
    );
    // Bulk untagging reaches the questionnaires too.
    const untagged = await partner.post('v2/tags/bulk', {
      kind: 'entity',
      company_ids: [DEMO_COMPANIES.olivia.id],
      tag_names: ['VIP'],
      remove: true,
    });
    expect(untagged.status, JSON.stringify(untagged.body)).toBe(200);
    expect(seededIds((await overview({ entity_tag_id: 't-vip' })).rows)).not.toContain(
      Q.oliviaCurrent.id,
    );
    expect(seededIds((await overview({ entity_tag_id: 't-new-client' })).rows).sort()).toEqual(
      [Q.oliviaCurrent.id, Q.oliviaLastYear.id].sort(),
    );
  });

  it('gives questionnaires stored before the overview their fields, once', async () => {
    const store = testApi().store;
    const ref = store.doc(`firms/${DEMO_FIRM_ID}/questionnaires/${Q.kimDesignCurrent.id}`);
    const counts = (await ref.get()).get('document_counts');
    expect(counts).toEqual({
      requested: expect.any(Number),
      provided: expect.any(Number),
      files: expect.any(Number),
    });
    await ref.update({
      document_counts: FieldValue.delete(),
      overview_keys: FieldValue.delete(),
      overview_activity_at: FieldValue.delete(),
      assigned_advisor_id: FieldValue.delete(),
      firm_group_id: FieldValue.delete(),
    });
    expect(seededIds((await overview()).rows)).not.toContain(Q.kimDesignCurrent.id);

    expect(await refreshOverviewFields(store)).toBe(1);
    expect(await refreshOverviewFields(store)).toBe(0);
    const priya = await overview({ assigned_advisor_id: DEMO_USERS.full.id });
    expect(seededIds(priya.rows)).toContain(Q.kimDesignCurrent.id);
    // The documents column is counted from its answers, as a save would have counted it.
    expect((await ref.get()).get('document_counts')).toEqual(counts);
    expect(priya.rows.find((r) => r.id === Q.kimDesignCurrent.id)?.documents).toEqual(counts);
  });
});
