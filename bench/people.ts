// People budgets (issue 6): with 10,000 users and 15,000 entities in one firm, a page of the Users
// or Entities list with a filter and a sort answers in p95 ≤ 50 ms at the API, a search in p95 ≤
// 80 ms. Seeds an in-memory local store, serves the real Express app on a free port and times
// HTTP requests. Token verification is stubbed (the caller is named by the bearer token) so the
// figures are the API's own work. Run: npm run bench:people [-- --users N --entities N --runs N]
import { DEMO_FIRM_ID, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { ADVISORS, pick, TAGS, TYPES, seedPeople } from './support/people-seed.js';
import {
  printBudgetTable,
  startBenchApi,
  timeGets,
  type TimedScenario,
  seededDemoStore,
} from './support/bench-api.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const USERS = arg('users', 10_000);
const ENTITIES = arg('entities', 15_000);
const RUNS = arg('runs', 60);

async function main() {
  const { clock, store } = await seededDemoStore('2026-03-02T17:00:00Z');
  const seedSeconds = await seedPeople(store, USERS, ENTITIES);
  // The store vacuums once idle after heavy writes (PGlite has no autovacuum): let it, as a
  // running portal would between the seed and its first visitors, then read once (which waits).
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await store.doc(`firms/${DEMO_FIRM_ID}`).get();

  const api = await startBenchApi(store, clock);
  const time = (path: (i: number) => string, as: string = DEMO_USERS.partner.id) =>
    timeGets(api.base, path, as, RUNS);

  const scenarios: TimedScenario[] = [];
  const run = async (name: string, budget: number, path: (i: number) => string, as?: string) =>
    scenarios.push({ name, budget, samples: await time(path, as) });
  await run(
    'users: hide inactives, sort by name, page n, with count',
    50,
    (i) =>
      `/v2/users?hide_inactives=true&sort_by=name&descending=false&page=${1 + (i % 20)}&count=true`,
  );
  await run(
    'users: advisor filter, newest first, 50 rows, with count',
    50,
    (i) => `/v2/users?assigned_advisor_id=${pick(ADVISORS, i)}&rows_per_page=50&count=true`,
  );
  await run(
    'users: tag filter, sort by email',
    50,
    (i) => `/v2/users?tag_ids=${pick(TAGS, i)}&sort_by=email&descending=false&count=true`,
  );
  await run(
    'entities: type filter, sort by name, with count',
    50,
    (i) =>
      `/v2/entities?entity_type=${encodeURIComponent(pick(TYPES, i))}&sort_by=name&descending=false&count=true`,
  );
  await run(
    'entities: group-limited advisor, hide actives, page n',
    50,
    (i) => `/v2/entities?hide_actives=true&page=${1 + (i % 10)}&count=true`,
    DEMO_USERS.groupNorth.id,
  );
  await run(
    'search users: name prefix, with count',
    80,
    (i) =>
      `/v2/users?search_term=${pick(['smi', 'garc', 'john ch', 'okoy', 'tana', 'maria'], i)}&count=true`,
  );
  await run(
    'search users: inside a word, checked whole (issue 12), with count',
    80,
    (i) =>
      `/v2/users?search_term=${pick(['arcia', 'owalski', 'anaka', 'hen.', 'ssi.1', 'urphy.'], i)}&count=true`,
  );
  await run(
    'search users: from an @ (domain start, issue 12), with count',
    80,
    (i) => `/v2/users?search_term=${pick(['@bench', '@bench.example', '@be'], i)}&count=true`,
  );
  await run(
    'search users: phone digits',
    80,
    (i) => `/v2/users?search_term=555${String(i * 37).padStart(3, '0')}`,
  );
  await run(
    'search entities: name prefix (group-limited), with count',
    80,
    (i) =>
      `/v2/entities?search_term=${pick(['hold', 'farm', 'trust', 'bake', 'desi'], i)}&count=true`,
    DEMO_USERS.groupNorth.id,
  );
  await run(
    'search users + hide actives + advisor (issue 12), with count',
    80,
    (i) =>
      `/v2/users?search_term=${pick(['smi', 'garc', 'maria'], i)}&hide_actives=true&assigned_advisor_id=${pick(ADVISORS, i)}&count=true`,
  );
  await run(
    'search users + tag filter (issue 12), with count',
    80,
    (i) =>
      `/v2/users?search_term=${pick(['smi', 'garc', 'maria'], i)}&tag_ids=${pick(TAGS, i)}&count=true`,
  );
  await run(
    'search entities + hide inactives + type (issue 12), with count',
    80,
    (i) =>
      `/v2/entities?search_term=${pick(['hold', 'farm', 'trust'], i)}&hide_inactives=true&entity_type=${encodeURIComponent(pick(TYPES, i))}&count=true`,
  );
  await run(
    'search entities: external id digits',
    80,
    (i) => `/v2/entities?search_term=7${String(1000 + i * 113).slice(0, 4)}`,
  );
  await api.close();
  await store.close();

  console.log(
    `Seeded ${USERS} users and ${ENTITIES} entities in ${seedSeconds.toFixed(1)} s; ${RUNS} timed requests each.\n`,
  );
  printBudgetTable(scenarios);
}

await main();
