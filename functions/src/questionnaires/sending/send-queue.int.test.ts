// A send to many entities goes out in the background (spec 2 "Polling and queues", issue 14's
// budget): bulk entity types reach the active entities of those types that the sender sees; the
// request answers at once with how many are queued; the chunks' tasks send each entity one
// questionnaire, its owners' mail and a log line; the backlog counts what waits; a chunk run twice
// (a retried task, the scheduler's sweep) sends once.
import { describe, expect, it } from 'vitest';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import type { InProcessQueue } from '@portico/local-runtime/in-process-queue';
import { DEMO_FIRM_ID, DEMO_GROUPS, DEMO_TEMPLATES } from '@portico/local-runtime/seed/demo-firm';
import { NO_ENTITIES_OF_TYPES, SEND_MESSAGES } from '@portico/common/questionnaires/send-template';
import { outboxRepo } from '../../platform/outbox/outbox.repo';
import { useTestApi } from '../../../test/support/api-harness';
import { NO_SEND_EXTRAS } from './send-extras';
import { questionnairesRepo } from '../questionnaires.repo';
import { SEND_CHUNK_RETRY_MS, sendQueueRepo } from './send-queue.repo';
import { sendChunk, sendStaleChunks } from './send-queue.tasks';

const testApi = useTestApi();

/** A client owning `count` entities of `type` (and their own Individual), in `groupId`. */
async function ownerOf(type: string, count: number, groupId: string | null = null) {
  const api = testApi();
  return createFixtureUser(api.store, () => api.clock.now(), {
    groupId,
    entities: Array.from({ length: count }, (_, i) => ({
      name: `${type} ${i + 1}`,
      entityType: type,
    })),
  });
}

const questionnairesOf = async (companyId: string) =>
  questionnairesRepo(testApi().store).listForCompany(DEMO_FIRM_ID, companyId, 10);

const backlog = async () =>
  (await (await testApi().as('partner')).get('v2/questionnaires/backlog')).body as {
    backlog_count: number;
    total: number;
    started_at: string | null;
  };

const sendToTypes = async (types: string[], role: 'partner' | 'groupNorth' = 'partner') =>
  (await testApi().as(role)).post('questionnaires/send_template', {
    questionnaire_template_id: DEMO_TEMPLATES.individual.id,
    company_types: types,
    tax_year: 2025,
    due_date: '2026-04-15',
  });

describe('sending to many entities in the background', () => {
  it('answers at once, then sends every active entity of the types one questionnaire, with mail and log', async () => {
    const owner = await ownerOf('Farm Trust', 12);
    const res = await sendToTypes(['Farm Trust']);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      message: 'Sending to 12 entities in the background',
      queued: 12,
      questionnaire_ids: [],
    });
    await (testApi().deps.queue as InProcessQueue).drain();

    expect(await backlog()).toEqual({ backlog_count: 0, total: 0, started_at: null });
    const farms = owner.companies.slice(1);
    for (const farm of farms) expect(await questionnairesOf(farm.id)).toHaveLength(1);
    expect(await questionnairesOf(owner.companies[0]!.id)).toEqual([]);
    const mails = (
      await outboxRepo(testApi().store, () => testApi().clock.now()).latest(500)
    ).filter((m) => m.kind === 'mail' && m.to === owner.email);
    expect(mails).toHaveLength(12);
    const logged = await testApi()
      .store.collection(`firms/${DEMO_FIRM_ID}/activities`)
      .where('company_id', '==', farms[0]!.id)
      .get();
    expect(logged.docs.map((d) => d.get('title'))).toEqual(['Questionnaire sent']);
  });

  it('reaches only the groups the sender sees, and says when no entity is of those types', async () => {
    const north = await ownerOf('Orchard LLC', 2, DEMO_GROUPS.north);
    const south = await ownerOf('Orchard LLC', 2, DEMO_GROUPS.south);
    const res = await sendToTypes(['Orchard LLC'], 'groupNorth');
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.questionnaire_ids).toHaveLength(2);
    for (const c of north.companies.slice(1)) expect(await questionnairesOf(c.id)).toHaveLength(1);
    for (const c of south.companies.slice(1)) expect(await questionnairesOf(c.id)).toEqual([]);

    const none = await sendToTypes(['No Such Type']);
    expect(none.status).toBe(400);
    expect(none.body.error).toBe(NO_ENTITIES_OF_TYPES);
    const neither = await sendToTypes([]);
    expect(neither.status).toBe(400);
    expect(neither.body.error).toBe(SEND_MESSAGES.company);
  });

  it('counts what waits, and sends a chunk run twice, or found by the sweep, once', async () => {
    const api = testApi();
    const owner = await ownerOf('Vineyard LP', 4);
    const [a, b, c, d] = owner.companies.slice(1).map((x) => x.id);
    const queue = sendQueueRepo(api.store);
    const chunk = (id: string, companyIds: string[], createdAt: Date) => ({
      id,
      firmId: DEMO_FIRM_ID,
      batchId: `${id}-batch`,
      batchTotal: companyIds.length,
      companyIds,
      templateId: DEMO_TEMPLATES.individual.id,
      taxYear: 2025,
      dueDate: new Date('2026-04-15T00:00:00Z'),
      isDraft: false,
      depositAmount: null,
      updateProfileSection: false,
      includePriorYearItems: false,
      extras: NO_SEND_EXTRAS,
      portalUrl: 'http://portal.test',
      createdBy: 'u-someone',
      createdAt,
    });
    const now = api.clock.now();
    await queue.add([chunk('retried', [a!, b!, c!], now)]);
    expect(await backlog()).toEqual({
      backlog_count: 3,
      total: 3,
      started_at: now.toISOString(),
    });
    const { deps } = api;
    const runs = await Promise.all([
      sendChunk(deps, { firmId: DEMO_FIRM_ID, chunkId: 'retried' }),
      sendChunk(deps, { firmId: DEMO_FIRM_ID, chunkId: 'retried' }),
    ]);
    expect(runs[0]! + runs[1]!).toBe(3);
    for (const id of [a, b, c]) expect(await questionnairesOf(id!)).toHaveLength(1);
    expect((await backlog()).backlog_count).toBe(0);

    // A chunk whose task was lost: the sweep sends it once it is overdue, and only then.
    await queue.add([chunk('lost', [d!], now)]);
    expect(await sendStaleChunks(deps)).toBe(0);
    api.clock.advance(SEND_CHUNK_RETRY_MS);
    expect(await sendStaleChunks(deps)).toBe(1);
    expect(await questionnairesOf(d!)).toHaveLength(1);
    expect(await sendStaleChunks(deps)).toBe(0);
  });
});
