// The `api` function's cold start: the deployed bundle (functions/lib/index.js, built as deploy
// builds it) imported by a fresh Node process — what Cloud Functions does before the first request
// — timed over several runs, with the bundle's size and the size of what a cold import loads.
// Production parameters only: no emulator or local-runtime variables reach the child process.
// Run: npm run bench:functions-cold-start [-- --runs N]
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildFunctions } from '../functions/build';
import { arg } from './support/bench-args.js';

const RUNS = arg('runs', 7);
const functionsDir = resolve(import.meta.dirname, '../functions');

const { bytes, inputs } = await buildFunctions();

/** One cold import in a fresh process: its wall time in ms, measured inside the child. */
function coldImport(): number {
  const script = `const t = performance.now(); await import('./lib/index.js'); process.stdout.write(String(performance.now() - t)); process.exit(0);`;
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    GCLOUD_PROJECT: 'portico-bench',
    FUNCTION_TARGET: 'api',
  };
  const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
    cwd: functionsDir,
    env,
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`the bundle failed to import:\n${child.stderr}`);
  return Number(child.stdout);
}

coldImport(); // warm the file system cache
const times = Array.from({ length: RUNS }, coldImport).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)]!;
console.log(`| figure | value |
|---|---|
| bundle (functions/lib/index.js) | ${(bytes / 1024).toFixed(0)} KB from ${inputs} source files |
| map (functions/lib/index.js.map) | ${(statSync(resolve(functionsDir, 'lib/index.js.map')).size / 1024).toFixed(0)} KB |
| cold import of the api entry, median of ${RUNS} | ${median.toFixed(0)} ms (min ${times[0]!.toFixed(0)}, max ${times.at(-1)!.toFixed(0)}) |`);
