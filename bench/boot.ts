// The boot's budget (issue 48): GET /boot — the first screen's reads in one answer — in p95 ≤ 60 ms
// at the API on the demo data, for a client's dashboard (James Whitfield: six entities, the cards
// of the one he sees), the questionnaire a mail link opens, and a partner's first page. Beside it,
// each of the dashboard's reads asked one by one, as the page asked them before the boot.
// Seeds an in-memory local store with the demo firm, serves the real Express app (the session is
// read as the bench's stub identity reads a bearer token) and times HTTP requests.
// Run: npm run bench:boot [-- --runs N]
import { apiAddress } from '@portico/common/auth/boot';
import {
  DEMO_COMPANIES,
  DEMO_QUESTIONNAIRES,
  DEMO_USERS,
} from '@portico/local-runtime/seed/demo-firm';
import {
  benchArg,
  percentile,
  printBudgetTable,
  seededDemoStore,
  startBenchApi,
  timeGets,
  type TimedScenario,
} from './support/bench-api.js';

const RUNS = benchArg('runs', 200);
const BUDGET_MS = 60;

const { clock, store } = await seededDemoStore('2026-11-01T12:00:00Z');
const api = await startBenchApi(store, clock);

const james = DEMO_USERS.clientManyEntities.id;
const household = DEMO_QUESTIONNAIRES.whitfieldHousehold;
const boot = (page: string) => apiAddress('/boot', { page, year: 2025 });
const questionnairePage = `/questionnaire/${DEMO_COMPANIES[household.company].hashId}?questionnaireId=${household.id}`;

const dashboard = (await (
  await fetch(`${api.base}${boot('/')}`, {
    headers: { authorization: `Bearer ${james}` },
  })
).json()) as { answers: Record<string, unknown> };
const reads = Object.keys(dashboard.answers);

async function oneByOne(): Promise<number[]> {
  const samples: number[] = [];
  for (let i = 0; i < RUNS / 4; i++) {
    const t0 = performance.now();
    for (const read of reads)
      await (
        await fetch(`${api.base}${read}`, {
          headers: { authorization: `Bearer ${james}` },
        })
      ).json();
    samples.push(performance.now() - t0);
  }
  return samples;
}

try {
  const scenarios: TimedScenario[] = [
    {
      name: `GET /boot — client dashboard (${reads.length} reads)`,
      budget: BUDGET_MS,
      samples: await timeGets(api.base, () => boot('/'), james, RUNS),
    },
    {
      name: 'GET /boot — a questionnaire link',
      budget: BUDGET_MS,
      samples: await timeGets(api.base, () => boot(questionnairePage), james, RUNS),
    },
    {
      name: 'GET /boot — a partner',
      budget: BUDGET_MS,
      samples: await timeGets(api.base, () => boot('/overview'), DEMO_USERS.partner.id, RUNS),
    },
  ];
  printBudgetTable(scenarios);
  const apart = await oneByOne();
  console.log(
    `\nThe same ${reads.length} reads one after another: p50 ${percentile(apart, 50).toFixed(1)} ms, p95 ${percentile(apart, 95).toFixed(1)} ms (no budget: as the page asked them before the boot).`,
  );
} finally {
  await api.close();
}
