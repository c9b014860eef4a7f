// Brings the derived list fields of every user and entity up to date when the way they are
// derived changes: a data migration, run again when LIST_FIELDS_VERSION is raised.
import type { Db } from '../../platform/db/db';
import { refreshDerivedFields } from '../../platform/db/derived-fields';
import type { Migration } from '../../platform/migrations/migrations';
import { fromEntityDoc, toEntityDoc, type EntityDoc } from '../entities/entities.repo';
import { fromUserDoc, toUserDoc, type UserDoc } from '../users/users.repo';
import type { ListKeyFields } from './list-keys';

/** Raise when list-keys.ts or search-tokens.ts derives different fields. */
export const LIST_FIELDS_VERSION = 4;

const DERIVED: (keyof ListKeyFields)[] = ['list_keys', 'search_keys', 'search_text', 'sort_name'];

/** Rewrites stale derived fields; answers how many records changed (0 when already current). */
export const refreshListFields = (db: Db): Promise<number> =>
  refreshDerivedFields(db, {
    fields: DERIVED,
    collections: {
      users: (firmId) => (id, data) => toUserDoc(fromUserDoc(firmId, id, data as UserDoc)),
      companies: (firmId) => (id, data) =>
        toEntityDoc(fromEntityDoc(firmId, id, data as EntityDoc)),
    },
  });

export const listFieldsMigration: Migration = {
  name: 'people-list-fields',
  version: LIST_FIELDS_VERSION,
  run: refreshListFields,
};
