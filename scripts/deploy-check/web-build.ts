// The production web app, built as Hosting serves it (web/dist): it must hold no local-only code —
// the dev inbox, the Stripe sandbox's pages, the local runtime's routes.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { CheckResult } from './check-result';

const repoRoot = resolve(import.meta.dirname, '../..');
export const WEB_DIST = join(repoRoot, 'web/dist');

/** Text only the local-only code carries (its routes and its words). */
const LOCAL_ONLY = ['/dev/outbox', 'Dev inbox', '/api/dev/', '/sandbox/checkout', 'dev transport'];

const filesUnder = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });

export function checkWebBuild(): CheckResult {
  const built = spawnSync('npm', ['run', 'build', '-w', 'web'], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, VITE_DEV_TOOLS: '' },
  });
  if (built.status !== 0)
    return {
      name: 'web build',
      problems: [`npm run build -w web failed:\n${built.stderr}`],
      notes: [],
    };
  const problems: string[] = [];
  if (!existsSync(join(WEB_DIST, 'index.html'))) problems.push('web/dist/index.html is missing');
  const files = filesUnder(WEB_DIST).filter((f) => /\.(js|html|css)$/.test(f));
  for (const file of files) {
    const text = readFileSync(file, 'utf8');
    for (const marker of LOCAL_ONLY)
      if (text.includes(marker))
        problems.push(`${relative(repoRoot, file)} holds local-only code ('${marker}')`);
  }
  return {
    name: 'web build',
    problems,
    notes: [`web/dist: ${files.length} files, none with the dev inbox, sandbox or dev routes`],
  };
}
