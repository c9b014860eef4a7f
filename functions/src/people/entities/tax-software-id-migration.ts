// Moves the tax software's id of every entity stored before it had its own name from
// `tax_return_id` to `tax_software_client_id` (entity-record.ts), live and deleted entities alike:
// a data migration, run before the code that reads only the new name serves a request.
import type { Db } from '../../platform/db/db';
import { refreshDerivedFields } from '../../platform/db/derived-fields';
import type { Migration } from '../../platform/migrations/migrations';

/** Raise to run the move again. */
export const TAX_SOFTWARE_ID_VERSION = 1;

interface StoredIds {
  tax_return_id?: string;
  tax_software_client_id?: string;
}

/** The stored fields as they should be: the id under its name, the old name gone. */
const renamed = (_id: string, data: unknown) => {
  const { tax_return_id: old, tax_software_client_id: current } = data as StoredIds;
  const id = current ?? old;
  return id === undefined ? {} : { tax_software_client_id: id };
};

/** Answers how many entities moved (0 once done). */
export const moveTaxSoftwareIds = (db: Db): Promise<number> =>
  refreshDerivedFields(db, {
    fields: ['tax_software_client_id', 'tax_return_id'],
    collections: { companies: () => renamed, deleted_companies: () => renamed },
  });

export const taxSoftwareIdsMigration: Migration = {
  name: 'entity-tax-software-ids',
  version: TAX_SOFTWARE_ID_VERSION,
  run: moveTaxSoftwareIds,
};
