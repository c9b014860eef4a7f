// Bulk send budget (issue 14): one template sent to 1,000 entities completes in ≤ 60 s in the
// background, and the request never waits for it. Seeds an in-memory local store (the demo firm and
// 1,100 users and entities), serves the real Express app with its in-process task queue, sends the
// Individual organizer to 1,000 active entities, then asks the backlog (as the overview does) until
// it is empty; checks that each entity got one questionnaire and its owner one mail.
// Run: npm run bench:bulk-send [-- --entities N]
import { DEMO_FIRM_ID, DEMO_TEMPLATES, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { startBenchApi, seededDemoStore } from './support/bench-api.js';
import { seedActiveEntities } from './support/people-seed.js';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const ENTITIES = arg('entities', 1_000);
const BUDGET_S = 60;
const REQUEST_BUDGET_MS = 5_000;

async function main() {
  const { clock, store } = await seededDemoStore('2026-03-02T17:00:00Z');
  const active = await seedActiveEntities(store, ENTITIES);
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const api = await startBenchApi(store, clock);
  const headers = {
    authorization: `Bearer ${DEMO_USERS.partner.id}`,
    'content-type': 'application/json',
  };

  const started = performance.now();
  const response = await fetch(`${api.base}/questionnaires/send_template`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      questionnaire_template_id: DEMO_TEMPLATES.individual.id,
      company_ids: active,
      tax_year: 2025,
      due_date: '2026-04-15',
    }),
  });
  const answer = (await response.json()) as { queued?: number; message?: string };
  const requestMs = performance.now() - started;
  if (response.status !== 201)
    throw new Error(`send answered ${response.status}: ${answer.message}`);

  let polls = 0;
  for (;;) {
    const backlog = (await (
      await fetch(`${api.base}/v2/questionnaires/backlog`, { headers })
    ).json()) as { backlog_count: number };
    polls += 1;
    if (backlog.backlog_count === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const doneS = (performance.now() - started) / 1000;
  await api.close();

  const written = (
    await store
      .collection(`firms/${DEMO_FIRM_ID}/questionnaires`)
      .where('tax_year', '==', 2025)
      .count()
      .get()
  ).data().count;
  const mails = (await store.collection('mail').count().get()).data().count;
  await store.close();

  console.log(
    `Sent one template to ${ENTITIES} entities (${answer.queued} queued); ${polls} backlog polls.\n`,
  );
  console.log('| measure | figure | budget | |');
  console.log('|---|---|---|---|');
  console.log(
    `| request answered | ${requestMs.toFixed(0)} ms | ≤ ${REQUEST_BUDGET_MS} ms | ${requestMs <= REQUEST_BUDGET_MS ? 'pass' : 'miss'} |`,
  );
  console.log(
    `| all sent (backlog 0) | ${doneS.toFixed(1)} s | ≤ ${BUDGET_S} s | ${doneS <= BUDGET_S ? 'pass' : 'miss'} |`,
  );
  console.log(`| questionnaires of 2025 in the firm | ${written} | ≥ ${ENTITIES} | |`);
  console.log(`| mails in the outbox | ${mails} | | |`);
}

await main();
