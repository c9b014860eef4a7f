// The autosave load (issue 43 item 5): N clients, each on an Individual organizer of their own,
// each saving an answer every 200 ms to its next text question for S seconds — a question is not
// written again while its last save is in flight, as the page's saver does. Reports the saves
// offered and served per second, the latency p50/p95/max, the failures, and the answers lost:
// every stored answer is read back afterwards and compared with the last one acknowledged. The
// real Express app on an in-memory embedded store, token checks stubbed (the bearer token names
// the caller), so the figures are the API's and the store's own work.
// Run: npm run bench:autosave [-- --clients N --seconds N]
import { performance } from 'node:perf_hooks';
import { ManualClock } from '@portico/functions/platform/clock/clock';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { createFixtureQuestionnaires } from '@portico/local-runtime/dev/questionnaire-fixtures';
import { seedDemoFirm } from '@portico/local-runtime/seed/demo-firm';
import { openLocalStore } from '@portico/local-runtime/store/local-store';
import { benchArg, percentile, startBenchApi } from './support/bench-api';

const CLIENTS = benchArg('clients', 50);
const SECONDS = benchArg('seconds', 30);
const INTERVAL_MS = 200;
/** Text questions of the Individual organizer, answered in turn. */
const TEXT_QUESTIONS = [
  'q-preferred-name',
  'q-estimated-payments',
  'q-property-tax',
  'q-crypto-sales',
];

const clock = new ManualClock(new Date('2026-03-02T17:00:00Z'));
const now = () => clock.now();
const store = await openLocalStore({ now });
await seedDemoFirm(store, now());
const api = await startBenchApi(store, clock);

const save = (as: string, id: string, questionId: string, answer: string) =>
  fetch(`${api.base}/questionnaires/${id}/answer_question`, {
    method: 'POST',
    headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
    body: JSON.stringify({ question_id: questionId, answer, answer_by: null }),
  });

const clients = await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    const user = await createFixtureUser(store, now, {});
    const [id] = (
      await createFixtureQuestionnaires(store, now, {
        companyId: user.companyId!,
        questionnaires: [{ content: 'individual' }],
      })
    ).questionnaire_ids;
    return { user, id: id! };
  }),
);

let offered = 0;
let served = 0;
let failed = 0;
let waited = 0;
const latencies: number[] = [];
const acknowledged = new Map<string, string>();
const inFlight = new Set<string>();
const started = performance.now();
const stopAt = started + SECONDS * 1000;
process.stderr.write(`${CLIENTS} clients, an answer every ${INTERVAL_MS} ms for ${SECONDS} s…\n`);

await Promise.all(
  clients.map(
    (client, c) =>
      new Promise<void>((done) => {
        let n = 0;
        const pending: Promise<void>[] = [];
        const timer = setInterval(() => {
          if (performance.now() >= stopAt) {
            clearInterval(timer);
            void Promise.all(pending).then(() => done());
            return;
          }
          const questionId = TEXT_QUESTIONS[n % TEXT_QUESTIONS.length]!;
          const key = `${client.id}/${questionId}`;
          n += 1;
          offered += 1;
          if (inFlight.has(key)) {
            waited += 1;
            return;
          }
          const value = `client ${c} answer ${n}`;
          inFlight.add(key);
          const t0 = performance.now();
          pending.push(
            save(client.user.id, client.id, questionId, value)
              .then(async (response) => {
                const body = await response.text();
                latencies.push(performance.now() - t0);
                if (response.ok) {
                  served += 1;
                  acknowledged.set(key, value);
                } else if (++failed <= 3) process.stderr.write(`${response.status} ${body}\n`);
              })
              .catch((error: unknown) => {
                if (++failed <= 3) process.stderr.write(`${String(error)}\n`);
              })
              .finally(() => inFlight.delete(key)),
          );
        }, INTERVAL_MS);
      }),
  ),
);
const elapsed = (performance.now() - started) / 1000;

let lost = 0;
for (const client of clients) {
  const page = (await (
    await fetch(`${api.base}/questionnaires/${client.id}`, {
      headers: { authorization: `Bearer ${client.user.id}` },
    })
  ).json()) as { sections: { questions: { id: string; answer: string }[] }[] };
  const answers = new Map(page.sections.flatMap((s) => s.questions.map((q) => [q.id, q.answer])));
  for (const questionId of TEXT_QUESTIONS) {
    const expected = acknowledged.get(`${client.id}/${questionId}`);
    if (expected !== undefined && answers.get(questionId) !== expected) lost += 1;
  }
}
await api.close();
await store.close();

const ms = (p: number) => percentile(latencies, p).toFixed(0);
console.log('| clients | offered/s | served/s | p50 ms | p95 ms | max ms | failed | lost |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
console.log(
  `| ${CLIENTS} | ${(offered / elapsed).toFixed(0)} | ${(served / elapsed).toFixed(0)} | ${ms(50)} | ${ms(95)} | ${Math.max(...latencies).toFixed(0)} | ${failed} | ${lost} |`,
);
process.stderr.write(
  `${waited} ticks waited for the field's previous save; aim (issue 43): 250 served/s, p95 ≤ 150 ms, 0 lost.\n`,
);
