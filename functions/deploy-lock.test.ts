// Proves functions/package-lock.json (what Cloud Functions installs the deployed folder from)
// matches functions/package.json and pins each direct dependency to the version the root
// lockfile, and so every test, runs. `npm run lock:functions` rewrites it.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Lock {
  packages: Record<
    string,
    {
      version?: string;
      dependencies?: Record<string, string>;
      devDependencies?: Record<string, string>;
    }
  >;
}
const read = <T>(path: string) =>
  JSON.parse(readFileSync(new URL(path, import.meta.url), 'utf8')) as T;
const manifest = read<{
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}>('./package.json');
const deployLock = read<Lock>('./package-lock.json');
const rootLock = read<Lock>('../package-lock.json');

describe('the functions deploy lockfile', () => {
  it('states the same dependencies as functions/package.json', () => {
    expect(deployLock.packages['']?.dependencies).toEqual(manifest.dependencies);
    expect(deployLock.packages['']?.devDependencies).toEqual(manifest.devDependencies);
  });

  it('pins each direct dependency to the version the root lockfile installs', () => {
    const names = Object.keys({ ...manifest.dependencies, ...manifest.devDependencies });
    const pinned = (lock: Lock, name: string) =>
      (lock.packages[`functions/node_modules/${name}`] ?? lock.packages[`node_modules/${name}`])
        ?.version;
    for (const name of names)
      expect(pinned(deployLock, name), `${name}: run npm run lock:functions`).toBe(
        pinned(rootLock, name),
      );
  });
});
