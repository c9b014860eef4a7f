// Builds the offline web app (dev inbox and dev pages included) into web/dist-offline, apart from
// the production build in web/dist that Hosting deploys, unless it is newer than every source.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
const SOURCES = [
  'web/src',
  'web/index.html',
  'web/scripts',
  'web/vite.config.ts',
  'web/.env.offline',
  'web/package.json',
  'common/src',
];
const OUT_DIR = 'dist-offline';
const STAMP = join(repoRoot, 'web', OUT_DIR, '.build-stamp');

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(stat.mtimeMs, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export async function buildWebIfStale(): Promise<void> {
  const newest = Math.max(...SOURCES.map((source) => newestMtime(join(repoRoot, source))));
  const built = existsSync(STAMP) ? Number(readFileSync(STAMP, 'utf8')) : 0;
  if (built >= newest) return;
  console.log('Building the web app…');
  execFileSync(
    join(repoRoot, 'node_modules/.bin/vite'),
    ['build', '--mode', 'offline', '--outDir', OUT_DIR, 'web'],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  execFileSync(
    join(repoRoot, 'node_modules/.bin/tsx'),
    ['web/scripts/prerender-sign-in.ts', '--out-dir', OUT_DIR],
    { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  writeFileSync(STAMP, String(newest));
}
