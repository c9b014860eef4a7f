// `npm run migrate` as a deploy runs it, against a project on the official Firestore emulator: it
// migrates what was written before a change, records each migration, and a second run (the next
// deploy) changes nothing.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { openEmulatorDb } from './emulator-db';

const repoRoot = resolve(import.meta.dirname, '../../..');
const { db, projectId, close } = openEmulatorDb();
afterAll(close);

const migrate = () => {
  const run = spawnSync('npx', ['tsx', 'scripts/migrate.ts', '--project', projectId], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: inject('firestoreEmulatorHost') },
  });
  expect(run.status, run.stderr).toBe(0);
  return run.stdout;
};

describe('npm run migrate', () => {
  it('migrates a deployed project’s data once and records it', async () => {
    // A deleted entity as stored before the tax software's id had its own name.
    const entity = db.doc('firms/f-old/deleted_companies/c-old');
    await entity.set({ name: 'Old Books LLC', tax_return_id: 'UT-1' });

    expect(migrate()).toContain('entity-tax-software-ids (version 1): 1 document(s) changed');
    expect((await entity.get()).data()).toEqual({
      name: 'Old Books LLC',
      tax_software_client_id: 'UT-1',
    });
    expect((await db.doc('migrations/entity-tax-software-ids').get()).data()).toMatchObject({
      version: 1,
      changed: 1,
    });
    expect(migrate()).toContain('entity-tax-software-ids (version 1): ran before');
  });
});
