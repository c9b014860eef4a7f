// Vault budget (issue 15): a folder of 1,000 files lists in ≤ 100 ms at the API
// (GET /documents?company_id=…&path=…), in an entity that also has other folders and the firm
// thousands of other documents. Seeds an in-memory local store with document records (listing
// reads no bytes), serves the real Express app and times HTTP requests.
// Run: npm run bench:documents [-- --files N --others N --runs N]
import { documentsRepo, foldersRepo } from '@portico/functions/documents/documents.module';
import type { DocumentRecord } from '@portico/functions/documents/documents.module';
import { DEMO_COMPANIES, DEMO_FIRM_ID, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import {
  printBudgetTable,
  startBenchApi,
  timeGets,
  type TimedScenario,
  seededDemoStore,
} from './support/bench-api.js';
import { benchDocument } from './support/bench-document.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const FILES = arg('files', 1_000);
const OTHERS = arg('others', 10_000);
const RUNS = arg('runs', 60);
const BUDGET_MS = 100;
const FOLDERS = ['/2024', '/2025', '/2025/W-2s', '/Receipts', '/Workpapers STAFF ONLY'];
const companyId = DEMO_COMPANIES.olivia.id;

function file(i: number, folder: string, company: string, at: Date): DocumentRecord {
  return benchDocument(`bench-d-${i}`, company, at, {
    name: `Document ${i}.pdf`,
    folder,
    size: 50_000 + i,
    description: i % 3 === 0 ? 'From the employer' : '',
    deletedAt: i % 17 === 0 ? at : null,
  });
}

async function main() {
  const { clock, store } = await seededDemoStore('2026-03-02T17:00:00Z');
  const documents = documentsRepo(store);
  const folders = foldersRepo(store);
  const started = performance.now();
  const at = clock.now();
  await store.runTransaction(async (tx) => {
    FOLDERS.forEach((path, i) =>
      folders.insert(tx, {
        id: `bench-f-${i}`,
        firmId: DEMO_FIRM_ID,
        companyId,
        path,
        createdBy: DEMO_USERS.partner.id,
        createdAt: at,
        updatedAt: at,
        deletedAt: null,
      }),
    );
  });
  const total = FILES + OTHERS;
  for (let from = 0; from < total; from += 250) {
    await store.runTransaction(async (tx) => {
      for (let i = from; i < Math.min(total, from + 250); i++) {
        // The first FILES in /2025 of the entity; the others spread over its other folders and
        // other entities.
        const inFolder = i < FILES;
        const folder = inFolder ? '/2025' : FOLDERS[i % FOLDERS.length]!;
        const company = inFolder || i % 4 === 0 ? companyId : `bench-c-${i % 500}`;
        documents.insert(
          tx,
          file(i, folder === '/2025' && !inFolder ? '/2024' : folder, company, at),
        );
      }
    });
  }
  const seedSeconds = (performance.now() - started) / 1000;
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await store.doc(`firms/${DEMO_FIRM_ID}`).get();
  const api = await startBenchApi(store, clock);

  const scenarios: TimedScenario[] = [];
  const run = async (name: string, path: string, as: string = DEMO_USERS.partner.id) =>
    scenarios.push({
      name,
      budget: BUDGET_MS,
      samples: await timeGets(api.base, () => path, as, RUNS),
    });
  const list = (path: string, extra = '') =>
    `/documents?company_id=${companyId}&path=${encodeURIComponent(path)}${extra}`;
  await run(`a folder of ${FILES} files (staff)`, list('/2025'));
  await run(`the same, deleted files included`, list('/2025', '&include_deleted=true'));
  await run(`the same folder as its client`, list('/2025'), DEMO_USERS.clientOneEntity.id);
  await run('the top folder (folders with their counts)', list('/'));
  await api.close();
  await store.close();
  console.log(
    `Seeded ${total} documents (${FILES} in one folder) in ${seedSeconds.toFixed(1)} s; ${RUNS} timed requests each.\n`,
  );
  printBudgetTable(scenarios);
}

await main();
