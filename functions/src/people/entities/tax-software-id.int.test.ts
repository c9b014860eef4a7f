// The entity's id in the firm's tax software: the spec's API calls it `tax_return_id`, the store
// keeps it as `tax_software_client_id` (it is no tax return's id), and entities stored under the
// old name are moved by a data migration.
import { describe, expect, it } from 'vitest';
import { DEMO_COMPANIES, DEMO_FIRM_ID } from '@portico/local-runtime/seed/demo-firm';
import { FieldValue } from '../../platform/db/db';
import { useTestApi } from '../../../test/support/api-harness';
import { moveTaxSoftwareIds } from './tax-software-id-migration';

const testApi = useTestApi();
const entityDoc = (id: string) => testApi().store.doc(`firms/${DEMO_FIRM_ID}/companies/${id}`);

describe('the tax software’s id of an entity', () => {
  it('is answered as tax_return_id and stored under its own name', async () => {
    const partner = await testApi().as('partner');
    const { id } = DEMO_COMPANIES.graceKim;
    const saved = await partner.patch(`companies/${id}`, {
      name: 'Grace Kim',
      entity_type: 'Individual',
      tax_return_id: 'UT-2025-0042',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((await partner.get(`companies/${id}`)).body.tax_return_id).toBe('UT-2025-0042');
    const stored = (await entityDoc(id).get()).data()!;
    expect(stored.tax_software_client_id).toBe('UT-2025-0042');
    expect(stored).not.toHaveProperty('tax_return_id');
  });

  it('is moved from the old name by its migration, live and deleted entities alike', async () => {
    const { store } = testApi();
    const partner = await testApi().as('partner');
    const { id } = DEMO_COMPANIES.kimDesign;
    // As stored before the rename, live and deleted.
    await entityDoc(id).update({
      tax_return_id: 'DRAKE-118',
      tax_software_client_id: FieldValue.delete(),
    });
    const archived = store.doc(`firms/${DEMO_FIRM_ID}/deleted_companies/c-gone-before`);
    await archived.set({ name: 'Gone Before LLC', tax_return_id: 'DRAKE-7' });

    expect(await moveTaxSoftwareIds(store)).toBeGreaterThanOrEqual(2);
    const moved = (await entityDoc(id).get()).data()!;
    expect(moved.tax_software_client_id).toBe('DRAKE-118');
    expect(moved).not.toHaveProperty('tax_return_id');
    expect((await archived.get()).data()).toEqual({
      name: 'Gone Before LLC',
      tax_software_client_id: 'DRAKE-7',
    });
    expect((await partner.get(`companies/${id}`)).body.tax_return_id).toBe('DRAKE-118');
    // Once done, a second run moves nothing.
    expect(await moveTaxSoftwareIds(store)).toBe(0);
  });
});
