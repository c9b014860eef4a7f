// Overview budget (issue 14): with 20,000 questionnaires in one firm, a page of the staff overview
// (GET /v2/questionnaires) with its filters (entity tags too), sort and count answers in p95 ≤ 80 ms
// at the API. Also the page's Expected column (issue 15, POST /expected_documents/summaries) for
// 100 rows, each entity with last year's and this year's recognised forms and prior-year items
// (no budget stated: the aim is p95 ≤ 150 ms, two queries per entity-year).
// Seeds an in-memory local store (2,000 entities, each questionnaire with an Individual organizer's
// content, in mixed years and states), serves the real Express app and times HTTP requests.
// Run: npm run bench:overview [-- --questionnaires N --entities N --runs N]
import { documentsRepo, type DocumentRecord } from '@portico/functions/documents/documents.module';
import {
  individualOrganizer,
  newQuestionnaire,
  rolloverItemsRepo,
} from '@portico/functions/questionnaires/questionnaires.module';
import { toQuestionnaireDoc } from '@portico/functions/questionnaires/questionnaire-doc';
import type { openLocalStore } from '@portico/local-runtime/store/local-store';
import { DEMO_FIRM_ID, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import {
  printBudgetTable,
  startBenchApi,
  timeGets,
  timeRequests,
  type TimedScenario,
  seededDemoStore,
} from './support/bench-api.js';
import { benchDocument } from './support/bench-document.js';
import { ADVISORS, GROUPS, TAGS, pick, seedPeople } from './support/people-seed.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const QUESTIONNAIRES = arg('questionnaires', 20_000);
const ENTITIES = arg('entities', 2_000);
const RUNS = arg('runs', 60);
const BUDGET_MS = 80;
const SUMMARIES_AIM_MS = 150;
const SUMMARY_ROWS = 100;
const YEARS = [2022, 2023, 2024, 2025];
const DAY = 86_400_000;

async function seedQuestionnaires(store: Awaited<ReturnType<typeof openLocalStore>>) {
  const started = performance.now();
  const sections = individualOrganizer('Harborview Tax & Advisory', 2025);
  const base = Date.UTC(2025, 0, 1);
  for (let from = 0; from < QUESTIONNAIRES; from += 200) {
    const batch = store.batch();
    for (let i = from; i < Math.min(QUESTIONNAIRES, from + 200); i++) {
      const c = i % ENTITIES;
      const sentAt = new Date(base + (i % 300) * DAY);
      const record = newQuestionnaire(
        {
          id: `bench-q-${i}`,
          firmId: DEMO_FIRM_ID,
          companyId: `bench-c-${c}`,
          name: pick(['Individual Tax Organizer', 'Business Organizer', 'Engagement Letter'], i),
          taxYear: pick(YEARS, Math.floor(i / ENTITIES)),
          dueDate: new Date(sentAt.getTime() + 30 * DAY),
          sentAt: i % 11 === 0 ? null : sentAt,
          createdAt: sentAt,
          isDraft: i % 11 === 0,
          locked: i % 7 === 0,
          completed: i % 5 === 0,
          openedAt: i % 3 === 0 ? sentAt : null,
          deletedAt: null,
          assignedAdvisorId: pick(ADVISORS, c),
          firmGroupId: pick(GROUPS, c % ENTITIES),
          // As seedPeople tags the entities: every fourth one carries one of the firm's tags.
          entityTagIds: c % 4 === 0 ? [pick(TAGS, c)] : [],
        },
        { sections, answeredAt: new Date(sentAt.getTime() + (i % 13) * DAY) },
      );
      // The overview reads heads only: the content's parts (questionnaire-parts.ts) are left out.
      batch.create(
        store.doc(`firms/${DEMO_FIRM_ID}/questionnaires/${record.id}`),
        toQuestionnaireDoc(record),
      );
    }
    await batch.commit();
  }
  return (performance.now() - started) / 1000;
}

/** Last year's forms of an entity (three payers), of which this year brings the first two. */
const FORMS: { form: string; payer: string }[] = [
  { form: 'W-2', payer: 'Acme Corp' },
  { form: '1099-INT', payer: 'First Harbor Bank' },
  { form: '1098', payer: 'Harbor Mortgage' },
];

/** Per entity: recognised forms for 2024 and 2025, an unread file, and two prior-year items. */
async function seedExpectedDocuments(store: Awaited<ReturnType<typeof openLocalStore>>) {
  const documents = documentsRepo(store);
  const rollover = rolloverItemsRepo(store);
  const at = new Date(Date.UTC(2026, 1, 15));
  const recognised = (form: string, payer: string, taxYear: number) =>
    ({
      status: 'identify_succeeded',
      documentType: form,
      pageCount: 1,
      parentDocumentId: null,
      parentPages: null,
      categorizedByAi: false,
      taxYear,
      payer,
      pageForms: [form],
    }) satisfies DocumentRecord['recognition'];
  for (let from = 0; from < ENTITIES; from += 50) {
    await store.runTransaction(async (tx) => {
      for (let c = from; c < Math.min(ENTITIES, from + 50); c++) {
        const companyId = `bench-c-${c}`;
        const files = [
          ...FORMS.map((f) => recognised(f.form, f.payer, 2024)),
          ...FORMS.slice(0, 2).map((f) => recognised(f.form, f.payer, 2025)),
          null,
        ];
        files.forEach((recognition, k) =>
          documents.insert(tx, benchDocument(`bench-d-${c}-${k}`, companyId, at, { recognition })),
        );
      }
    });
  }
  for (let c = 0; c < ENTITIES; c++) {
    for (const [k, name] of ['1099-DIV from Harbor Brokerage', 'Daycare receipts'].entries()) {
      await rollover.create({
        id: `bench-r-${c}-${k}`,
        firmId: DEMO_FIRM_ID,
        companyId: `bench-c-${c}`,
        year: 2024,
        name,
        source: 'firm',
        doNotRollover: false,
        lineItems: [],
        createdAt: at,
        createdBy: DEMO_USERS.partner.id,
      });
    }
  }
}

async function main() {
  const { clock, store } = await seededDemoStore('2026-03-02T17:00:00Z');
  await seedPeople(store, ENTITIES, ENTITIES);
  const seedSeconds = await seedQuestionnaires(store);
  await seedExpectedDocuments(store);
  // The store vacuums once idle after heavy writes (PGlite has no autovacuum): let it, as a
  // running portal would between the seed and its first visitors, then read once (which waits).
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await store.doc(`firms/${DEMO_FIRM_ID}`).get();
  const api = await startBenchApi(store, clock);

  const scenarios: TimedScenario[] = [];
  const run = async (
    name: string,
    path: (i: number) => string,
    as: string = DEMO_USERS.partner.id,
  ) =>
    scenarios.push({ name, budget: BUDGET_MS, samples: await timeGets(api.base, path, as, RUNS) });
  await run(
    'default: last activity first, page n of 20, with count',
    (i) => `/v2/questionnaires?page=${1 + (i % 20)}&count=true`,
  );
  await run(
    'tax year + status, due date first, with count',
    (i) =>
      `/v2/questionnaires?tax_year=${pick(YEARS, i)}&status=${pick(['opened', 'completed', 'ready_to_start', 'locked', 'draft'], i)}&sort_by=due_date&count=true`,
  );
  await run(
    'advisor filter, sort by name, 100 rows, with count',
    (i) =>
      `/v2/questionnaires?assigned_advisor_id=${pick(ADVISORS, i)}&sort_by=name&descending=false&rows_per_page=100&count=true`,
  );
  await run(
    'group-limited advisor (their group + no group), page n, with count',
    (i) => `/v2/questionnaires?page=${1 + (i % 10)}&count=true`,
    DEMO_USERS.groupNorth.id,
  );
  await run(
    'every filter at once, sent date first',
    (i) =>
      `/v2/questionnaires?tax_year=${pick(YEARS, i)}&status=opened&assigned_advisor_id=${pick(ADVISORS, i)}&firm_group_id=${pick(GROUPS, i) ?? '-1'}&sort_by=sent_at&count=true`,
  );
  await run(
    'entity tag + tax year, with count',
    (i) =>
      `/v2/questionnaires?entity_tag_id=${pick(TAGS, i)}&tax_year=${pick(YEARS, i)}&count=true`,
  );
  await run(
    'select all: the ids of a status (up to 1,000)',
    (i) => `/v2/questionnaires?only_ids=true&status=${pick(['opened', 'completed'], i)}`,
  );
  scenarios.push({
    name: `Expected column: ${SUMMARY_ROWS} entity-years (POST /expected_documents/summaries; aim)`,
    budget: SUMMARIES_AIM_MS,
    samples: await timeRequests(
      api.base,
      (i) => ({
        path: '/expected_documents/summaries',
        body: {
          entities: Array.from({ length: SUMMARY_ROWS }, (_, k) => ({
            company_id: `bench-c-${(i * SUMMARY_ROWS + k) % ENTITIES}`,
            tax_year: 2025,
          })),
        },
      }),
      DEMO_USERS.partner.id,
      RUNS,
    ),
  });
  await api.close();
  await store.close();

  console.log(
    `Seeded ${QUESTIONNAIRES} questionnaires on ${ENTITIES} entities in ${seedSeconds.toFixed(1)} s; ${RUNS} timed requests each.\n`,
  );
  printBudgetTable(scenarios);
}

await main();
