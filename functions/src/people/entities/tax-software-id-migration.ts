// Moves the tax software's id of every entity stored before it had its own name from
// `tax_return_id` to `tax_software_client_id` (entity-record.ts), live and deleted entities alike,
// once per store (platform/db/derived-fields.ts). Reads still understand the old name until then.
import type { Db } from '../../platform/db/db';
import { refreshDerivedFields } from '../../platform/db/derived-fields';

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
    marker: 'meta/entity_tax_software_id',
    version: TAX_SOFTWARE_ID_VERSION,
    fields: ['tax_software_client_id', 'tax_return_id'],
    collections: { companies: () => renamed, deleted_companies: () => renamed },
  });
