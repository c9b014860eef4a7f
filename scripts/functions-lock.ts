// `npm run lock:functions`: writes functions/package-lock.json, the lockfile Cloud Functions
// installs the deployed `functions` folder from (npm workspaces keep only the root lockfile). Its
// direct dependencies are pinned to the versions the root lockfile resolved, so what deploys is
// what the tests ran; functions/deploy-lock.test.ts fails when the two drift apart.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '..');
type Deps = Record<string, string>;
interface Manifest {
  dependencies?: Deps;
  devDependencies?: Deps;
  [key: string]: unknown;
}

const manifest = JSON.parse(
  readFileSync(join(repoRoot, 'functions/package.json'), 'utf8'),
) as Manifest;
const rootLock = JSON.parse(readFileSync(join(repoRoot, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string }>;
};

/** The version the root lockfile installed for a direct dependency of functions. */
function rootVersion(name: string): string {
  const entry =
    rootLock.packages[`functions/node_modules/${name}`] ??
    rootLock.packages[`node_modules/${name}`];
  if (!entry?.version) throw new Error(`${name} is not in the root package-lock.json`);
  return entry.version;
}

const pin = (deps: Deps = {}) =>
  Object.fromEntries(Object.keys(deps).map((name) => [name, rootVersion(name)]));

const work = mkdtempSync(join(tmpdir(), 'portico-functions-lock-'));
try {
  writeFileSync(
    join(work, 'package.json'),
    JSON.stringify({
      name: '@portico/functions',
      private: true,
      dependencies: pin(manifest.dependencies),
      devDependencies: pin(manifest.devDependencies),
    }),
  );
  execFileSync(
    'npm',
    ['install', '--package-lock-only', '--ignore-scripts', '--no-audit', '--no-fund'],
    {
      cwd: work,
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const lock = JSON.parse(readFileSync(join(work, 'package-lock.json'), 'utf8')) as {
    packages: Record<string, Manifest>;
  };
  // The lockfile states the manifest's ranges (npm ci checks they match); it resolves the pins.
  lock.packages[''] = {
    ...lock.packages[''],
    dependencies: manifest.dependencies ?? {},
    devDependencies: manifest.devDependencies ?? {},
  };
  writeFileSync(
    join(repoRoot, 'functions/package-lock.json'),
    `${JSON.stringify(lock, null, 2)}\n`,
  );
  console.log('Wrote functions/package-lock.json');
} finally {
  rmSync(work, { recursive: true, force: true });
}
