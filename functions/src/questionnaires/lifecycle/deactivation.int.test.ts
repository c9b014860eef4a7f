// Deactivating a client locks the questionnaires of the entities they are primary owner of and
// removes those entities' scheduled sends, in the same transaction as the status change.
import { describe, expect, it } from 'vitest';
import { tooManyStatusChanges } from '@portico/common/questionnaires/entity-questionnaires';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import {
  createFixtureQuestionnaires,
  type QuestionnaireFixtureOptions,
} from '@portico/local-runtime/dev/questionnaire-fixtures';
import {
  DEMO_COMPANIES,
  DEMO_FIRM_ID,
  DEMO_GROUPS,
  DEMO_QUESTIONNAIRES,
  DEMO_SCHEDULED_QUESTIONNAIRES,
  OTHER_FIRM_ID,
} from '@portico/local-runtime/seed/demo-firm';
import { usersRepo } from '../../people/users/users.repo';
import { useTestApi } from '../../../test/support/api-harness';
import { questionnairesRepo } from '../questionnaires.repo';
import { scheduledQuestionnairesPath } from '../sending/scheduled-sends.repo';

const testApi = useTestApi();

const now = () => testApi().clock.now();
const auth = async () => `Bearer ${await testApi().tokenFor('partner')}`;
const setStatus = async (userId: string, body: object) =>
  testApi()
    .http()
    .patch(`/api/v2/users/${userId}/status`)
    .set('Authorization', await auth())
    .send(body);
const list = async (companyId: string) =>
  (
    await testApi()
      .http()
      .get(`/api/companies/${companyId}/questionnaires`)
      .set('Authorization', await auth())
  ).body as {
    questionnaires: { id: string; status: string; locked: boolean }[];
    scheduled: { id: string }[];
  };
const client = () => createFixtureUser(testApi().store, now, { groupId: DEMO_GROUPS.north });
const seed = (options: QuestionnaireFixtureOptions) =>
  createFixtureQuestionnaires(testApi().store, now, options);
const scheduledExists = async (firmId: string, id: string) =>
  (
    await testApi()
      .store.doc(`${scheduledQuestionnairesPath(firmId)}/${id}`)
      .get()
  ).exists;
const isLocked = async (firmId: string, id: string) =>
  (await questionnairesRepo(testApi().store).get(firmId, id))?.locked;

describe('deactivating a client', () => {
  it('locks every questionnaire of their entity and removes its scheduled sends', async () => {
    const user = await client();
    const created = await seed({
      companyId: user.companyId!,
      questionnaires: [{ name: 'Organizer' }, { name: 'Checklist', opened: true }],
      scheduled: [{ name: 'Next year', frequency: 'yearly' }],
    });
    const deleted = await seed({
      companyId: user.companyId!,
      questionnaires: [{ name: 'Deleted', deleted: true }],
    });
    expect((await list(user.companyId!)).questionnaires.map((q) => q.status).sort()).toEqual([
      'opened',
      'ready_to_start',
    ]);

    const res = await setStatus(user.id, { paying: false });
    expect(res.status).toBe(200);
    const after = await list(user.companyId!);
    expect(after.questionnaires).toHaveLength(2);
    expect(after.questionnaires.every((q) => q.status === 'locked' && q.locked)).toBe(true);
    expect(after.scheduled).toEqual([]);
    expect(await scheduledExists(DEMO_FIRM_ID, created.scheduled_ids[0]!)).toBe(false);
    // A deleted questionnaire is locked too, so restoring it later cannot reopen it.
    expect(await isLocked(DEMO_FIRM_ID, deleted.questionnaire_ids[0]!)).toBe(true);
    // The entity itself stays active unless asked.
    expect(res.body.changed_entity_ids).toEqual([]);
  });

  it('also locks when the entities are deactivated with the user', async () => {
    const user = await client();
    const created = await seed({
      companyId: user.companyId!,
      questionnaires: [{}],
      scheduled: [{}],
    });
    const res = await setStatus(user.id, { paying: false, is_deactivating_all_entities: true });
    expect(res.body.changed_entity_ids).toEqual([user.companyId]);
    expect(await isLocked(DEMO_FIRM_ID, created.questionnaire_ids[0]!)).toBe(true);
    expect(await scheduledExists(DEMO_FIRM_ID, created.scheduled_ids[0]!)).toBe(false);
  });

  it('leaves other entities, other firms and co-owned entities untouched', async () => {
    const user = await client();
    const other = await client();
    // The user is also a (non-primary) owner of the other client's entity.
    const added = await testApi()
      .http()
      .post(`/api/companies/${other.companyId}/owners`)
      .set('Authorization', await auth())
      .send({ user_id: user.id });
    expect(added.status).toBe(200);
    const own = await seed({ companyId: user.companyId!, questionnaires: [{}] });
    const coOwned = await seed({
      companyId: other.companyId!,
      questionnaires: [{}],
      scheduled: [{}],
    });
    const otherFirm = await seed({
      firmId: OTHER_FIRM_ID,
      companyId: DEMO_COMPANIES.lakesideClient.id,
      questionnaires: [{}],
      scheduled: [{}],
    });

    expect((await setStatus(user.id, { paying: false })).status).toBe(200);
    expect(await isLocked(DEMO_FIRM_ID, own.questionnaire_ids[0]!)).toBe(true);
    expect(await isLocked(DEMO_FIRM_ID, coOwned.questionnaire_ids[0]!)).toBe(false);
    expect(await scheduledExists(DEMO_FIRM_ID, coOwned.scheduled_ids[0]!)).toBe(true);
    expect(await isLocked(OTHER_FIRM_ID, otherFirm.questionnaire_ids[0]!)).toBe(false);
    expect(await scheduledExists(OTHER_FIRM_ID, otherFirm.scheduled_ids[0]!)).toBe(true);
    expect(await isLocked(DEMO_FIRM_ID, DEMO_QUESTIONNAIRES.oliviaCurrent.id)).toBe(false);
    expect(
      await scheduledExists(DEMO_FIRM_ID, DEMO_SCHEDULED_QUESTIONNAIRES.oliviaYearEnd.id),
    ).toBe(true);
  });

  it('changes nothing when only read-only changes, or the user was already inactive', async () => {
    const user = await client();
    const created = await seed({ companyId: user.companyId!, questionnaires: [{}] });
    await setStatus(user.id, { readonly_access: true });
    expect(await isLocked(DEMO_FIRM_ID, created.questionnaire_ids[0]!)).toBe(false);
    await setStatus(user.id, { paying: false });
    const later = await seed({
      companyId: user.companyId!,
      questionnaires: [{}],
      scheduled: [{}],
    });
    expect((await setStatus(user.id, { paying: false })).status).toBe(200);
    expect(await isLocked(DEMO_FIRM_ID, later.questionnaire_ids[0]!)).toBe(false);
    expect(await scheduledExists(DEMO_FIRM_ID, later.scheduled_ids[0]!)).toBe(true);
  });

  it('refuses a change over 500 writes and writes none of it', async () => {
    const user = await client();
    const created = await seed({
      companyId: user.companyId!,
      questionnaires: Array.from({ length: 499 }, () => ({})),
      scheduled: [{}],
    });
    // 1 user + 1 entity + 499 locks + 1 removal = 502 writes.
    const res = await setStatus(user.id, { paying: false, is_deactivating_all_entities: true });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: tooManyStatusChanges(502) });
    expect((await usersRepo(testApi().store).get(DEMO_FIRM_ID, user.id))?.paying).toBe(true);
    expect(await isLocked(DEMO_FIRM_ID, created.questionnaire_ids[0]!)).toBe(false);
    expect(await scheduledExists(DEMO_FIRM_ID, created.scheduled_ids[0]!)).toBe(true);
  });
});

describe('activating a client', () => {
  it('leaves their questionnaires locked', async () => {
    const user = await client();
    const created = await seed({ companyId: user.companyId!, questionnaires: [{}, {}] });
    await setStatus(user.id, { paying: false, is_deactivating_all_entities: true });
    const res = await setStatus(user.id, { paying: true, is_activating_all_entities: true });
    expect(res.status).toBe(200);
    expect(res.body.changed_entity_ids).toEqual([user.companyId]);
    for (const id of created.questionnaire_ids) expect(await isLocked(DEMO_FIRM_ID, id)).toBe(true);
    expect((await list(user.companyId!)).questionnaires.map((q) => q.status)).toEqual([
      'locked',
      'locked',
    ]);
  });
});
