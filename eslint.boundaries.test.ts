// Proves the import boundaries hold: ESLint, with the repo's own config, refuses each kind of wrong
// import (an area reaching into another's internals, the kernel importing an area, deployed code
// importing the local runtime, a web feature importing another, a cycle) and accepts the right ones.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: import.meta.dirname });

/** The boundary and cycle messages ESLint gives `code` as if it were the file at `path`. */
async function boundaryErrors(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: join(import.meta.dirname, path) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths' || m.ruleId === 'import-x/no-cycle')
    .map((m) => `${m.ruleId}: ${m.message}`);
}

describe('server boundaries', () => {
  it("refuses an area importing another area's internals", async () => {
    const errors = await boundaryErrors(
      'functions/src/questionnaires/wrong.ts',
      "import { usersRepo } from '../people/users/users.repo';\nexport const x = usersRepo;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/no-restricted-paths: .*public <area>\.module\.ts/),
    ]);
  });

  it("accepts an area importing another area's public module, the kernel and a platform port", async () => {
    const errors = await boundaryErrors(
      'functions/src/questionnaires/right.ts',
      [
        "import { usersRepo } from '../people/people.module';",
        "import { NotFound } from '../kernel/errors';",
        "import type { Db } from '../platform/db/db';",
        'export const x = [usersRepo, NotFound] as unknown as Db;',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  it('refuses the kernel importing an area', async () => {
    const errors = await boundaryErrors(
      'functions/src/kernel/wrong.ts',
      "import { usersRepo } from '../people/people.module';\nexport const x = usersRepo;\n",
    );
    expect(errors).toEqual([
      expect.stringMatching(/no-restricted-paths: .*The kernel is the bottom/),
    ]);
  });

  it('refuses deployed code importing the local runtime or test support', async () => {
    const errors = await boundaryErrors(
      'functions/src/people/wrong.ts',
      [
        "import { openLocalStore } from '@portico/local-runtime/store/local-store';",
        "import { useTestApi } from '../../test/support/api-harness';",
        'export const x = [openLocalStore, useTestApi];',
        '',
      ].join('\n'),
    );
    expect(errors).toEqual([
      expect.stringMatching(/never imports the local runtime or test support/),
      expect.stringMatching(/never imports the local runtime or test support/),
    ]);
  });
});

describe('web boundaries', () => {
  it('refuses a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'web/src/features/people/wrong.ts',
      "import { useCatalogEdit } from '@/features/firm/api/catalog-edit';\nexport const x = useCatalogEdit;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/A feature does not import another feature/)]);
  });

  it('refuses shared code importing a feature, and accepts a feature importing shared code', async () => {
    expect(
      await boundaryErrors(
        'web/src/lib/wrong.ts',
        "import { useAddOwner } from '@/features/people/api/owners';\nexport const x = useAddOwner;\n",
      ),
    ).toEqual([expect.stringMatching(/Shared web code imports no feature/)]);
    expect(
      await boundaryErrors(
        'web/src/features/people/right.ts',
        "import { useFirmUsers } from '@/lib/firm-catalog';\nexport const x = useFirmUsers;\n",
      ),
    ).toEqual([]);
  });
});

describe('cycles', () => {
  const dir = mkdtempSync(join(import.meta.dirname, 'functions/src/kernel/lint-cycle-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses two modules that import each other', async () => {
    writeFileSync(join(dir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
    writeFileSync(join(dir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
    const errors = await boundaryErrors(
      relative(import.meta.dirname, join(dir, 'a.ts')),
      "import { b } from './b';\nexport const a = () => b;\n",
    );
    expect(errors).toEqual([expect.stringMatching(/no-cycle: Dependency cycle detected/)]);
  });
});
