// Foundation budgets (issue 3): a second `npm start` ready in ≤ 20 s; the sign-in route's initial
// JavaScript ≤ 250 KB gzipped; GET /sessions/current_user p50 ≤ 10 ms. Run: npm run bench:foundation
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { DEMO_PASSWORD, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { findFreePorts } from '@portico/local-runtime/free-ports';
import { launchChromium, startPortal, stopPortal } from './support/portal';

const port = await findFreePorts(4);
const authPort = port + 1;
const base = `http://127.0.0.1:${port}`;

async function idToken(): Promise<string> {
  const signIn = await fetch(`${base}/api/sessions/verify_password_for_firebase_token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: DEMO_USERS.partner.email, password: DEMO_PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const exchange = await fetch(
    `http://127.0.0.1:${authPort}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=demo`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  return ((await exchange.json()) as { idToken: string }).idToken;
}

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
}

async function currentUserLatency(token: string, n = 500): Promise<{ p50: number; p95: number }> {
  const samples: number[] = [];
  for (let i = 0; i < n + 50; i++) {
    const t = performance.now();
    const response = await fetch(`${base}/api/sessions/current_user`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await response.json();
    if (i >= 50) samples.push(performance.now() - t); // the first 50 warm up the JIT
  }
  return { p50: percentile(samples, 50), p95: percentile(samples, 95) };
}

async function signInRouteJs(): Promise<{ files: number; gzipKb: number }> {
  const browser = await launchChromium();
  const page = await browser.newPage();
  const bodies: Buffer[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.push(await response.body());
  });
  await page.goto(`${base}/signin`, { waitUntil: 'networkidle' });
  await browser.close();
  const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return { files: bodies.length, gzipKb: gzip / 1024 };
}

const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
try {
  const first = await startPortal({ port, authPort, dataDir });
  await stopPortal(first);
  const second = await startPortal({ port, authPort, dataDir });
  try {
    const latency = await currentUserLatency(await idToken());
    const bundle = await signInRouteJs();
    const row = (name: string, value: string, budget: string, ok: boolean) =>
      `| ${name} | ${value} | ${budget} | ${ok ? 'pass' : 'MISS'} |`;
    console.log(
      [
        '| measure | value | budget | |',
        '|---|---|---|---|',
        row(
          'first npm start (seeds the demo firm)',
          `${(first.startMs / 1000).toFixed(1)} s`,
          '—',
          true,
        ),
        row(
          'second npm start, ready',
          `${(second.startMs / 1000).toFixed(1)} s`,
          '≤ 20 s',
          second.startMs <= 20_000,
        ),
        row(
          'sign-in route initial JS',
          `${bundle.gzipKb.toFixed(0)} KB gzipped in ${bundle.files} files`,
          '≤ 250 KB',
          bundle.gzipKb <= 250,
        ),
        row(
          'GET /sessions/current_user p50',
          `${latency.p50.toFixed(2)} ms (p95 ${latency.p95.toFixed(2)} ms)`,
          '≤ 10 ms',
          latency.p50 <= 10,
        ),
      ].join('\n'),
    );
  } finally {
    await stopPortal(second);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
