// The deployed functions bundle, checked as Cloud Functions will load it: built as deploy builds it,
// imported by a Node process with production's environment only (no emulator, no local runtime),
// its exports the `api` and the job registry's functions and nothing else, Stripe's webhook
// answering on the `api`, and no heavy library imported at load (the cold start).
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import type { Metafile } from 'esbuild';
import { buildFunctions } from '../../functions/build';
import { QUEUED_TASKS, SCHEDULED_JOBS } from '../../functions/src/jobs/job-registry';
import type { CheckResult } from './check-result';

const functionsDir = resolve(import.meta.dirname, '../../functions');

/** Imported where used, never at load: each adds tens of milliseconds to every cold start. */
export const LOADED_WHERE_USED = [
  'pdf-lib',
  '@libpdf/core',
  'pkijs',
  'asn1js',
  'pdfjs-dist',
  'tesseract.js',
  'heic-convert',
  'archiver',
  'file-type',
  'stripe',
];

/** The functions Firebase deploys from the registry: grouped exports are named group-name. */
export const expectedFunctions = () =>
  [
    'api',
    ...SCHEDULED_JOBS.map((job) => `jobs-${job.name}`),
    ...QUEUED_TASKS.map((task) => `tasks-${task.name}`),
  ].sort();

/** The packages the bundle's entry imports at load (not those it imports where used). */
export function importedAtLoad(metafile: Metafile): string[] {
  const entry = Object.entries(metafile.outputs).find(([path]) => path.endsWith('index.js'))!;
  return entry[1].imports
    .filter((i) => i.external && i.kind === 'import-statement')
    .map((i) => i.path);
}

/** Run in a child with production's environment: the exports and one call to the webhook. */
const PROBE = `
import { createServer } from 'node:http';
const mod = await import('./lib/index.js');
const names = [];
const sizes = {};
for (const [name, value] of Object.entries(mod)) {
  const entries = typeof value === 'function' ? [[name, value]] : Object.entries(value).map(([k, v]) => [name + '-' + k, v]);
  for (const [fn, v] of entries) {
    names.push(fn);
    const e = v.__endpoint ?? {};
    sizes[fn] = { memory: e.availableMemoryMb, timeout: e.timeoutSeconds, secrets: (e.secretEnvironmentVariables ?? []).map((s) => s.key) };
  }
}
const server = createServer((req, res) => mod.api(req, res));
await new Promise((done) => server.listen(0, '127.0.0.1', done));
const answer = await fetch('http://127.0.0.1:' + server.address().port + '/api/stripe/webhook', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
const webhook = { status: answer.status, body: await answer.json() };
server.close();
process.stdout.write(JSON.stringify({ names, sizes, webhook }));
process.exit(0);
`;

interface Probe {
  names: string[];
  sizes: Record<string, { memory?: number; timeout?: number; secrets: string[] }>;
  webhook: { status: number; body: { error?: string } };
}

function probe(): Probe {
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', PROBE], {
    cwd: functionsDir,
    // What Cloud Functions sets, and nothing of the local runtime's or the emulators'.
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      GCLOUD_PROJECT: 'portico-deploy-check',
      FUNCTION_TARGET: 'api',
      LOG_LEVEL: 'silent',
    },
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`the bundle did not load:\n${child.stderr}`);
  return JSON.parse(child.stdout) as Probe;
}

export async function checkFunctionsBundle(): Promise<CheckResult> {
  const problems: string[] = [];
  const { bytes, metafile } = await buildFunctions();
  const heavy = importedAtLoad(metafile).filter((p) =>
    LOADED_WHERE_USED.some((lib) => p === lib || p.startsWith(`${lib}/`)),
  );
  if (heavy.length)
    problems.push(
      `imported at load, not where used: ${heavy.join(', ')} (see decisions/production.md)`,
    );

  const { names, sizes, webhook } = probe();
  const expected = expectedFunctions();
  const extra = names.filter((n) => !expected.includes(n));
  const missing = expected.filter((n) => !names.includes(n));
  if (extra.length)
    problems.push(`exports functions the registry does not list: ${extra.join(', ')}`);
  if (missing.length) problems.push(`does not export the registry's: ${missing.join(', ')}`);
  if (webhook.status !== 400 || webhook.body.error !== 'The webhook signature is not valid')
    problems.push(
      `POST /api/stripe/webhook without a signature answered ${webhook.status} ${JSON.stringify(webhook.body)}`,
    );
  if (!sizes.api?.secrets.includes('STRIPE_SECRET_KEY'))
    problems.push('the api is not given the STRIPE_SECRET_KEY secret');
  const big = Object.entries(sizes)
    .filter(([, s]) => (s.memory ?? 0) > 512)
    .map(([n, s]) => `${n} ${s.memory} MB`);
  return {
    name: 'functions bundle',
    problems,
    notes: [
      `${(bytes / 1024).toFixed(0)} KB; loads with production's environment; exports ${names.length} functions (api, ${SCHEDULED_JOBS.length} jobs, ${QUEUED_TASKS.length} tasks)`,
      `sized beyond 512 MB: ${big.join(', ')}`,
      `webhook answers ${webhook.status} '${webhook.body.error}' to an unsigned event`,
    ],
  };
}
