// Questionnaire budgets (issue 13): a 300-question questionnaire's page interactive ≤ 1 s after
// navigation on the local build; one answer save ≤ 30 ms p95 at the API. (Many clients saving at
// once: bench/autosave.ts.)
// The API parts run the real Express app on an in-memory store with token checks stubbed (the
// bearer token names the caller), so the figures are the API's own work; the page part starts the
// whole portal and times Chromium. Run: npm run bench:questionnaire [-- --questions N --runs N
// --skip-page]
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { createApiApp } from '@portico/functions/http/app';
import type { Identity } from '@portico/functions/platform/auth/identity';
import { ManualClock } from '@portico/functions/platform/clock/clock';
import { assemblePorts } from '@portico/functions/platform/ports';
import { unconfiguredPayments } from '@portico/functions/platform/payments/payments';
import { DiskBlobs } from '@portico/local-runtime/blobs/disk-blobs';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { createFixtureQuestionnaires } from '@portico/local-runtime/dev/questionnaire-fixtures';
import { findFreePorts } from '@portico/local-runtime/free-ports';
import { InProcessQueue } from '@portico/local-runtime/in-process-queue';
import { DEMO_FIRM_ID, DEMO_PASSWORD, seedDemoFirm } from '@portico/local-runtime/seed/demo-firm';
import { openLocalStore } from '@portico/local-runtime/store/local-store';
import { launchChromium, startPortal, stopPortal } from './support/portal';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const QUESTIONS = arg('questions', 300);
const RUNS = arg('runs', 5);

const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const rows: string[] = [];
const row = (measure: string, figure: string, budget: string, pass: boolean) =>
  rows.push(`| ${measure} | ${figure} | ${budget} | ${pass ? 'pass' : 'miss'} |`);

async function apiBudgets() {
  const clock = new ManualClock(new Date('2026-03-02T17:00:00Z'));
  const now = () => clock.now();
  const store = await openLocalStore({ now });
  await seedDemoFirm(store, now());
  const identity: Identity = {
    verifyIdToken: async (token) => ({ uid: token, firmId: DEMO_FIRM_ID }),
    createCustomToken: async () => 'unused',
    createSessionCookie: async () => 'unused',
    verifySessionCookie: async (cookie) => ({ uid: cookie, firmId: DEMO_FIRM_ID }),
    revokeSessions: async () => undefined,
  };
  const logger = pino({ level: 'silent' });
  const app = createApiApp(
    assemblePorts({
      db: store,
      identity,
      clock,
      logger,
      blobs: new DiskBlobs(mkdtempSync(join(tmpdir(), 'bench-blobs-')), '', now),
      queue: new InProcessQueue(logger),
      payments: unconfiguredPayments,
    }),
  );
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api`;
  const save = (as: string, id: string, questionId: string, answer: string) =>
    fetch(`${base}/questionnaires/${id}/answer_question`, {
      method: 'POST',
      headers: { authorization: `Bearer ${as}`, 'content-type': 'application/json' },
      body: JSON.stringify({ question_id: questionId, answer, answer_by: null }),
    });

  // One answer at a time on the 300-question questionnaire.
  const owner = await createFixtureUser(store, now, {});
  const [large] = (
    await createFixtureQuestionnaires(store, now, {
      companyId: owner.companyId!,
      questionnaires: [{ content: 'large', questionCount: QUESTIONS }],
    })
  ).questionnaire_ids;
  const saves: number[] = [];
  for (let i = -10; i < 200; i++) {
    const n = Math.abs(i) % QUESTIONS;
    // Text questions are every sixth (large-organizer.ts).
    const questionId = `q-large-${Math.floor(n / 6) * 6 + 1}`;
    const t0 = performance.now();
    const response = await save(owner.id, large!, questionId, `answer ${i}`);
    await response.json();
    if (!response.ok) throw new Error(`save answered ${response.status}`);
    if (i >= 0) saves.push(performance.now() - t0);
  }
  row(
    `one answer save, ${QUESTIONS}-question questionnaire (p50 ${percentile(saves, 50).toFixed(1)} ms)`,
    `p95 ${percentile(saves, 95).toFixed(1)} ms`,
    '≤ 30 ms',
    percentile(saves, 95) <= 30,
  );

  server.close();
  await store.close();
}

async function pageBudget() {
  const port = await findFreePorts(4);
  const portal = await startPortal({ port, authPort: port + 1, dataDir: 'memory' });
  const browser = await launchChromium();
  try {
    const created = await fetch(`${portal.base}/api/dev/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const user = (await created.json()) as {
      email: string;
      companyId: string;
      companies: { hashId: string }[];
    };
    const made = await fetch(`${portal.base}/api/dev/questionnaires`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        companyId: user.companyId,
        questionnaires: [{ content: 'large', questionCount: QUESTIONS }],
      }),
    });
    const {
      questionnaire_ids: [id],
    } = (await made.json()) as { questionnaire_ids: string[] };
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${portal.base}/signin`);
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    const url = `${portal.base}/questionnaire/${user.companies[0]!.hashId}?questionnaireId=${id}`;
    const interactive: number[] = [];
    const complete: number[] = [];
    for (let i = 0; i < RUNS + 1; i++) {
      // From an in-app navigation (as a client clicks the dashboard's link) to the first
      // question's field showing a key typed into it (interactive), and to the last question's
      // field on screen (every question drawn).
      await page.goto(`${portal.base}/`);
      await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
      const started = performance.now();
      await page.evaluate(
        (href) => {
          window.history.pushState({}, '', href);
          window.dispatchEvent(new PopStateEvent('popstate'));
        },
        url.replace(portal.base, ''),
      );
      const first = page.getByRole('textbox', { name: new RegExp(`^Question 1 of`) });
      const key = String.fromCharCode(97 + i);
      await first.pressSequentially(key);
      await page.waitForFunction(
        (typed) => (document.activeElement as HTMLInputElement | null)?.value.includes(typed),
        key,
      );
      const firstMs = performance.now() - started;
      const last = page.getByRole('textbox', { name: new RegExp(`^Question ${QUESTIONS - 5} of`) });
      await last.waitFor();
      const lastMs = performance.now() - started;
      // Leave only once the typed key is saved (the page asks before leaving unsaved answers).
      await page.getByText('All changes saved').waitFor();
      if (i > 0) {
        interactive.push(firstMs);
        complete.push(lastMs);
      }
      process.stderr.write(
        `page run ${i}: interactive ${firstMs.toFixed(0)} ms, all drawn ${lastMs.toFixed(0)} ms${i === 0 ? ' (warm-up)' : ''}\n`,
      );
    }
    row(
      `${QUESTIONS}-question page interactive after navigation: the first field shows a typed key (p50 ${percentile(interactive, 50).toFixed(0)} ms)`,
      `max ${Math.max(...interactive).toFixed(0)} ms`,
      '≤ 1000 ms',
      Math.max(...interactive) <= 1000,
    );
    row(
      `the same page with all ${QUESTIONS} questions drawn (p50 ${percentile(complete, 50).toFixed(0)} ms)`,
      `max ${Math.max(...complete).toFixed(0)} ms`,
      '(figure only)',
      true,
    );
    await context.close();
  } finally {
    await browser.close();
    await stopPortal(portal);
  }
}

async function main() {
  await apiBudgets();
  if (!process.argv.includes('--skip-page')) await pageBudget();
  console.log('| measure | figure | budget | |');
  console.log('|---|---|---|---|');
  for (const line of rows) console.log(line);
}

void main();
