// Deliver table budget (issue 44): with 10,000 tax returns in one firm, a page of the table
// (GET /tax_returns/get_paginated_tax_returns) with its filters, sort, search and count answers in
// p95 ≤ 80 ms at the API. Seeds an in-memory local store (returns on 2,000 entities in mixed years,
// statuses, progress and reminder states, three groups), serves the real Express app and times
// HTTP requests.
// Run: npm run bench:tax-returns [-- --returns N --entities N --runs N]
import { paymentSummary, signatureSummary } from '@portico/common/tax-returns/delivery-progress';
import type { TaxReturnStatus } from '@portico/common/tax-returns/tax-return-model';
import {
  toTaxReturnDoc,
  type TaxReturnRecord,
} from '@portico/functions/tax-returns/tax-return-record';
import { taxReturnsPath } from '@portico/functions/tax-returns/tax-returns.repo';
import type { openLocalStore } from '@portico/local-runtime/store/local-store';
import { DEMO_FIRM_ID, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import {
  printBudgetTable,
  startBenchApi,
  timeGets,
  type TimedScenario,
  seededDemoStore,
} from './support/bench-api.js';
import { arg } from './support/bench-args.js';
import { ADVISORS, GROUPS, pick } from './support/people-seed.js';

const RETURNS = arg('returns', 10_000);
const ENTITIES = arg('entities', 2_000);
const RUNS = arg('runs', 60);
const BUDGET_MS = 80;
const YEARS = [2022, 2023, 2024, 2025];
const STATUSES: TaxReturnStatus[] = [
  'sent',
  'sent',
  'signed',
  'action_required',
  'finished',
  'completed',
];
const NAMES = ['Garcia', 'Chen', 'Okoye', 'Novak', 'Tanaka', 'Haddad', 'Murphy', 'Larsen'];
const KINDS = ['Holdings', 'Farms', 'Family Trust', 'Design', 'Bakery'];
const MINUTE = 60_000;

const progress = (done: number, total: number) => ({ done: Math.min(done, total), total });

function benchReturn(i: number, now: number): TaxReturnRecord {
  const c = i % ENTITIES;
  const signatures = progress(i % 3, (i % 4) + 1);
  const vouchers = progress(i % 5, i % 4);
  const at = new Date(now - i * 7 * MINUTE);
  return {
    id: `bench-tr-${i}`,
    firmId: DEMO_FIRM_ID,
    companyId: `bench-c-${c}`,
    companyName: `${pick(NAMES, c)} ${pick(KINDS, Math.floor(c / 8))} ${c}`,
    companyHash: `bench-${c}-h`,
    externalEntityId: `${10_000 + c}`,
    firmGroupId: pick(GROUPS, c),
    taxYear: pick(YEARS, Math.floor(i / ENTITIES)),
    name: `${pick(YEARS, Math.floor(i / ENTITIES))} ${pick(['Form 1040', 'Form 1120-S', 'Form 1065', 'Form 1041'], c)}`,
    documentId: `bench-d-${i}`,
    status: pick(STATUSES, i),
    draftRequested: false,
    draftStatus: null,
    draftComment: null,
    draftFile: null,
    pageCount: 40,
    error: null,
    signatures: { ...signatures, tooltip: signatureSummary([]).tooltip },
    payments: { ...vouchers, tooltip: paymentSummary([], null).tooltip },
    vouchers,
    identityStatus: null,
    invoice: null,
    suggestions: null,
    reminderDisabled: i % 9 === 0,
    assignedAdvisorId: pick(ADVISORS, c),
    advisorName: `Advisor ${ADVISORS.indexOf(pick(ADVISORS, c))}`,
    createdBy: DEMO_USERS.partner.id,
    createdAt: at,
    updatedAt: at,
    lastReminderSentAt: i % 4 === 0 ? new Date(at.getTime() + 3 * 86_400_000) : null,
    nextReminderAt: null,
    nextVoucherDueAt: null,
    lastSignedAt: signatures.done > 0 ? at : null,
    sentSha256: null,
    signingOrder: false,
  };
}

async function seedReturns(store: Awaited<ReturnType<typeof openLocalStore>>, now: number) {
  const started = performance.now();
  for (let from = 0; from < RETURNS; from += 100) {
    const batch = store.batch();
    for (let i = from; i < Math.min(RETURNS, from + 100); i++) {
      const r = benchReturn(i, now);
      batch.create(store.doc(`${taxReturnsPath(DEMO_FIRM_ID)}/${r.id}`), toTaxReturnDoc(r));
    }
    await batch.commit();
  }
  return (performance.now() - started) / 1000;
}

async function main() {
  const { clock, store } = await seededDemoStore('2026-03-02T17:00:00Z');
  const seedSeconds = await seedReturns(store, clock.now().getTime());
  // Let the store vacuum once after the heavy writes, as a portal would before its first visitor.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await store.doc(`firms/${DEMO_FIRM_ID}`).get();
  const api = await startBenchApi(store, clock);

  const scenarios: TimedScenario[] = [];
  const path = (query: string) => `/tax_returns/get_paginated_tax_returns?${query}`;
  const run = async (
    name: string,
    query: (i: number) => string,
    as: string = DEMO_USERS.partner.id,
  ) =>
    scenarios.push({
      name,
      budget: BUDGET_MS,
      samples: await timeGets(api.base, (i) => path(query(i)), as, RUNS),
    });
  await run('default: newest update first, page n of 50', (i) => `page=${1 + (i % 50)}`);
  await run(
    'entity name A–Z or Z–A, 50 rows, page n',
    (i) =>
      `sort_by=company_name&sort_direction=${i % 2 ? 'asc' : 'desc'}&per_page=50&page=${1 + (i % 20)}`,
  );
  await run(
    'signatures (missing first), then payments',
    (i) => `sort_by=${i % 2 ? 'signatures' : 'payments'}&sort_direction=asc&page=${1 + (i % 10)}`,
  );
  await run(
    'tax year + status, last reminder first',
    (i) => `year=${pick(YEARS, i)}&status=${pick(STATUSES, i)}&sort_by=last_reminder_sent_at`,
  );
  await run(
    'every filter at once, advisor A–Z',
    (i) =>
      `year=${pick(YEARS, i)}&status=sent&reminder_disabled=false&reminder_sent=${i % 2 ? 'true' : 'false'}&voucher_payments_made=false&sort_by=assigned_advisor&sort_direction=asc`,
  );
  await run(
    'group-limited advisor (their group + no group), page n',
    (i) => `page=${1 + (i % 10)}`,
    DEMO_USERS.groupNorth.id,
  );
  await run(
    'search: a name piece, newest first',
    (i) => `search_term=${pick(NAMES, i).slice(0, 4)}`,
  );
  await run(
    'search: a whole entity name + year, sorted by return name',
    (i) =>
      `search_term=${encodeURIComponent(`${pick(NAMES, i)} ${pick(KINDS, i)}`)}&year=${pick(YEARS, i)}&sort_by=tax_return_name&sort_direction=asc`,
  );
  await run(
    'search: an external id',
    (i) => `search_term=EXT-1${String(i % ENTITIES).padStart(4, '0')}`,
  );
  await api.close();
  await store.close();

  console.log(
    `Seeded ${RETURNS} tax returns on ${ENTITIES} entities in ${seedSeconds.toFixed(1)} s; ${RUNS} timed requests each.\n`,
  );
  printBudgetTable(scenarios);
}

await main();
