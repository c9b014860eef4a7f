// Proves the deployed functions bundle carries only deployable code: functions/src without its
// tests and common/src, never the local runtime, test support or a local-only package.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { buildFunctions, bundleProblems } from './build';

const out = mkdtempSync(join(tmpdir(), 'portico-functions-build-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

const metafileOf = (inputs: string[]): Metafile => ({
  inputs: Object.fromEntries(inputs.map((path) => [path, { bytes: 1, imports: [] }])),
  outputs: {},
});

describe('the functions bundle', () => {
  it('builds from functions/src and common/src only', async () => {
    const built = await buildFunctions(join(out, 'index.js'));
    expect(built.inputs).toBeGreaterThan(100);
    expect(built.bytes).toBeGreaterThan(0);
  });

  it('refuses the local runtime, test code and packages that are not external', () => {
    expect(
      bundleProblems(
        metafileOf([
          'src/index.ts',
          '../common/src/people/phone.ts',
          '../local-runtime/src/store/local-store.ts',
          'test/support/api-harness.ts',
          'src/people/users/user-edit.int.test.ts',
          'src/platform/db/conformance/conformance-db.ts',
          '../node_modules/@electric-sql/pglite/dist/index.js',
        ]),
      ),
    ).toEqual([
      'local-runtime/src/store/local-store.ts is not deployable code',
      'functions/test/support/api-harness.ts is not deployable code',
      'functions/src/people/users/user-edit.int.test.ts is test code',
      'functions/src/platform/db/conformance/conformance-db.ts is test code',
      'node_modules/@electric-sql/pglite/dist/index.js is not deployable code',
    ]);
  });
});
