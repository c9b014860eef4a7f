// Create your firm budget (issue 50): the call that creates a firm — the firm with its defaults,
// its portal address, the partner and their login in one transaction — answers in ≤ 1 s. Serves
// the real Express app over the embedded store (on disk, as `npm start` keeps it) and creates 30
// firms as /create-firm does: the details, then the mailed code (read from the outbox).
// Run: npm run bench:create-firm [-- --runs N]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '@portico/functions/platform/clock/clock';
import { seedDemoFirm } from '@portico/local-runtime/seed/demo-firm';
import { openLocalStore } from '@portico/local-runtime/store/local-store';
import { benchArg, percentile, startBenchApi } from './support/bench-api.js';

const RUNS = benchArg('runs', 30);
const BUDGET_MS = 1_000;

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-create-firm-'));
  const clock = new ManualClock(new Date('2026-03-02T17:00:00Z'));
  const store = await openLocalStore({ dataDir, now: () => clock.now() });
  await seedDemoFirm(store, clock.now());
  const api = await startBenchApi(store, clock);
  const post = async (path: string, body: object) => {
    const res = await fetch(`${api.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await res.json()) as Record<string, string>;
    if (!res.ok) throw new Error(`${path} answered ${res.status}: ${answer.error}`);
    return answer;
  };
  const samples: number[] = [];
  for (let run = -3; run < RUNS; run++) {
    // An hour on for each: the per-address sign-up limit (5 an hour) is not what is measured.
    clock.advance(61 * 60_000);
    const email = `partner${run + 3}@bench-firm.example`;
    const started = await post('/firms/sign_up', {
      firm_name: 'Bench Tax & Advisory',
      fname: 'Bea',
      lname: 'Bench',
      email,
      phone_number: '5035550142',
      password: 'Bench-firm-2026!',
    });
    const mail = (await store.collection('mail').where('to', '==', email).get()).docs[0];
    const code = /\b(\d{6})\b/.exec(String(mail?.get('message.text')))?.[1] ?? '';
    const t0 = performance.now();
    await post('/firms/sign_up/verify', { signup_id: started.signup_id, code });
    if (run >= 0) samples.push(performance.now() - t0);
  }
  await api.close();
  await store.close();
  rmSync(dataDir, { recursive: true, force: true });
  const p95 = percentile(samples, 95);
  console.log('| request | runs | p50 ms | p95 ms | budget | |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| create the firm (POST /firms/sign_up/verify) | ${RUNS} | ${percentile(samples, 50).toFixed(1)} | ${p95.toFixed(1)} | ≤ ${BUDGET_MS} ms | ${p95 <= BUDGET_MS ? 'pass' : 'FAIL'} |`,
  );
  if (p95 > BUDGET_MS) process.exitCode = 1;
}

await main();
