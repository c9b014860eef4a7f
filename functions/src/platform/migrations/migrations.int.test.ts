// The migrations registry: each migration runs once per version and is recorded; a store written
// before a change is brought up to date; a raised version runs again; the order holds.
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { MIGRATIONS } from '../../migrations/migration-registry';
import { useTestApi } from '../../../test/support/api-harness';
import { FieldValue } from '../db/db';
import { runMigrations, type Migration } from './migrations';

const testApi = useTestApi();
const now = () => testApi().clock.now();

describe('the migrations registry', () => {
  it('brings a store written before a change up to date, once, and records each migration', async () => {
    const { store } = testApi();
    const entity = store.doc(`firms/${DEMO_FIRM_ID}/companies/${DEMO_COMPANIES.kimDesign.id}`);
    // As stored before the tax software's id had its own name.
    await entity.update({ tax_return_id: 'DRAKE-9', tax_software_client_id: FieldValue.delete() });

    const first = await runMigrations(store, MIGRATIONS, now);
    expect(first.map((r) => r.name)).toEqual([
      'entity-tax-software-ids',
      'people-list-fields',
      'questionnaire-parts',
      'questionnaire-overview-fields',
    ]);
    expect(first.find((r) => r.name === 'entity-tax-software-ids')!.changed).toBeGreaterThanOrEqual(
      1,
    );
    expect((await entity.get()).data()).toMatchObject({ tax_software_client_id: 'DRAKE-9' });
    expect((await entity.get()).data()).not.toHaveProperty('tax_return_id');
    const partner = await testApi().as('partner');
    expect((await partner.get(`companies/${DEMO_COMPANIES.kimDesign.id}`)).body.tax_return_id).toBe(
      'DRAKE-9',
    );
    const record = (await store.doc('migrations/entity-tax-software-ids').get()).data()!;
    expect(record.version).toBe(MIGRATIONS[0]!.version);
    expect(record.ran_at.toDate()).toEqual(now());

    // Run again (another deploy, another start): nothing runs.
    const second = await runMigrations(store, MIGRATIONS, now);
    expect(second.every((r) => r.changed === null)).toBe(true);
  });

  it('runs a migration again when its version is raised, in the registry’s order', async () => {
    const { store } = testApi();
    const ran: string[] = [];
    const migration = (name: string, version: number): Migration => ({
      name,
      version,
      run: async () => {
        ran.push(`${name}@${version}`);
        return 0;
      },
    });
    await runMigrations(store, [migration('test-a', 1), migration('test-b', 1)], now);
    await runMigrations(store, [migration('test-a', 1), migration('test-b', 2)], now);
    expect(ran).toEqual(['test-a@1', 'test-b@1', 'test-b@2']);
  });
});
