// `npm run check`: the type check and the lint at once (each uses about one core of CI's two, and
// they share nothing), each one's output printed whole when it ends; fails if either fails.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const bin = (name: string) => resolve(import.meta.dirname, '..', 'node_modules/.bin', name);

const CHECKS: { name: string; steps: [string, string[]][] }[] = [
  { name: 'typecheck', steps: [[bin('tsc'), ['-b']]] },
  {
    name: 'lint',
    steps: [
      [bin('eslint'), ['--max-warnings=0', '.']],
      [bin('prettier'), ['--check', '.']],
    ],
  },
];

/** Runs a step, its output kept; resolves with its exit code and output. */
function run([command, args]: [string, string[]]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ code: code ?? 1, output }));
    child.on('error', (error) => done({ code: 1, output: String(error) }));
  });
}

const results = await Promise.all(
  CHECKS.map(async ({ name, steps }) => {
    const started = Date.now();
    for (const step of steps) {
      const { code, output } = await run(step);
      if (output.trim())
        console.log(`── ${name}: ${[step[0].split('/').pop(), ...step[1]].join(' ')}\n${output}`);
      if (code !== 0) return { name, ok: false, seconds: (Date.now() - started) / 1000 };
    }
    return { name, ok: true, seconds: (Date.now() - started) / 1000 };
  }),
);
for (const r of results)
  console.log(`${r.ok ? 'passed' : 'FAILED'}: ${r.name} (${r.seconds.toFixed(0)} s)`);
process.exit(results.every((r) => r.ok) ? 0 : 1);
