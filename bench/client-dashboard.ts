// Client dashboard budget (issue 5): interactive ≤ 1.5 s after sign-in, on the local build in
// headless Chromium. Interactive = the greeting, the entity switcher and the tax-year select are
// on screen and the switcher answers a click (its popover opens). Run: npm run bench:dashboard [-- --runs N]
import { findFreePorts } from '@portico/local-runtime/free-ports';
import { DEMO_PASSWORD, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { launchChromium, startPortal, stopPortal } from './support/portal';

const BUDGET_MS = 1500;
const runs = Number(process.argv[process.argv.indexOf('--runs') + 1]) || 5;

async function main() {
  const port = await findFreePorts(4);
  const portal = await startPortal({ port, authPort: port + 1, dataDir: 'memory' });
  const { base } = portal;
  const browser = await launchChromium();
  const samples: number[] = [];
  try {
    for (let i = 0; i < runs + 1; i++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/signin`);
      await page.getByLabel('Email').fill(DEMO_USERS.clientManyEntities.email);
      await page.getByRole('button', { name: 'Continue' }).click();
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      // "After sign-in": from the moment the API accepts the password (hashing it is sign-in's cost).
      const signedIn = page.waitForResponse((r) =>
        r.url().includes('/verify_password_for_firebase_token'),
      );
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await signedIn;
      const started = performance.now();
      await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
      await page.getByRole('combobox', { name: 'Tax year' }).waitFor();
      await page.getByTestId('entity-switcher').first().click();
      await page.getByRole('dialog', { name: 'Switch entity' }).waitFor();
      const ms = performance.now() - started;
      // The first run warms the server's caches and the browser's HTTP cache; it is not counted.
      if (i > 0) samples.push(ms);
      process.stderr.write(`run ${i}: ${ms.toFixed(0)} ms${i === 0 ? ' (warm-up)' : ''}\n`);
      await context.close();
    }
  } finally {
    await browser.close();
    await stopPortal(portal);
  }
  const sorted = [...samples].sort((a, b) => a - b);
  const p50 = sorted[Math.floor(sorted.length / 2)] ?? NaN;
  const max = sorted.at(-1) ?? NaN;
  console.log('| measure | p50 | max | budget | result |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| client dashboard interactive after sign-in | ${p50.toFixed(0)} ms | ${max.toFixed(0)} ms | ≤ ${BUDGET_MS} ms | ${max <= BUDGET_MS ? 'pass' : 'miss'} |`,
  );
}

void main();
