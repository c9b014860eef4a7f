// Where a signed-in page's main thread goes: loads the client's signing screen (as
// bench/lighthouse.ts makes it) with the CPU slowed 4× as Lighthouse's mobile preset does, records a
// JavaScript CPU profile until the screen shows what it asks, and prints the functions and source
// files with the most self time (mapped through the build's hidden source maps), and when the
// screen's milestones came.
// Run: npm run bench:cpu-profile [-- --until TEXT]
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { chromium, request } from 'playwright-core';
import { findFreePorts } from '@portico/local-runtime/free-ports';
import { DEMO_PASSWORD, DEMO_USERS } from '@portico/local-runtime/seed/demo-firm';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@portico/local-runtime/chromium';
import { startPortal, stopPortal } from './support/portal';
import { sentReturnForJames } from './support/sent-return-for-james';

const ASSETS = resolve(import.meta.dirname, '../web/dist-offline/assets');
const untilAt = process.argv.indexOf('--until');
const until = untilAt === -1 ? 'Start' : process.argv[untilAt + 1]!;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const maps = new Map<string, SourceMapConsumer | null>();
function original(url: string, line: number, column: number): string {
  const file = url.split('/').pop() ?? '';
  if (!maps.has(file)) {
    const path = join(ASSETS, `${file}.map`);
    maps.set(
      file,
      existsSync(path)
        ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8')) as RawSourceMap)
        : null,
    );
  }
  const map = maps.get(file);
  if (!map || line < 0) return file || '(native)';
  const at = map.originalPositionFor({ line: line + 1, column });
  return at.source ? `${at.source.replace(/^.*node_modules\//, '')}:${at.line}` : file;
}

function selfTimes(profile: Profile) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const ms = new Map<number, number>();
  profile.samples.forEach((id, i) => ms.set(id, (ms.get(id) ?? 0) + profile.timeDeltas[i]! / 1000));
  const byFunction = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const [id, time] of ms) {
    const { callFrame: f } = byId.get(id)!;
    const where = f.url ? original(f.url, f.lineNumber, f.columnNumber) : `(${f.functionName})`;
    const file = where.replace(/:\d+$/, '');
    const name = `${f.functionName || '(anonymous)'} ${where}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    byFile.set(file, (byFile.get(file) ?? 0) + time);
  }
  const top = (m: Map<string, number>, n: number) => [...m].sort((a, b) => b[1] - a[1]).slice(0, n);
  return { functions: top(byFunction, 30), files: top(byFile, 30) };
}

async function main() {
  const port = await findFreePorts(5);
  const portal = await startPortal({ port, authPort: port + 1, dataDir: 'memory' });
  process.env.E2E_PORT = String(port);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await page.goto(`${portal.base}/signin`);
    await page.getByLabel('Email').fill(DEMO_USERS.clientManyEntities.email);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('heading', { name: /^Welcome, / }).waitFor();
    const api = await request.newContext({ baseURL: portal.base });
    const path = await sentReturnForJames(api);
    await api.dispose();
    await page.goto('about:blank');
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    const started = Date.now();
    await page.goto(`${portal.base}${path}`);
    await page
      .getByRole('button', { name: new RegExp(`^${until}\\b`) })
      .first()
      .waitFor()
      .catch(async (e: unknown) => {
        await page.screenshot({ path: '/tmp/cpu-profile-timeout.png' });
        throw e;
      });
    const shownMs = Date.now() - started;
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const { functions, files } = selfTimes(profile);
    const total = profile.timeDeltas.reduce((s, d) => s + d, 0) / 1000;
    console.log(
      `"${until}" shown after ${shownMs} ms (CPU 4× slower); profiled ${total.toFixed(0)} ms`,
    );
    console.log('\n| self ms | file |\n|---|---|');
    for (const [file, ms] of files) console.log(`| ${ms.toFixed(0)} | ${file} |`);
    console.log('\n| self ms | function |\n|---|---|');
    for (const [name, ms] of functions) console.log(`| ${ms.toFixed(0)} | ${name} |`);
  } finally {
    await browser.close();
    await stopPortal(portal);
  }
}

await main();
