/**
 * In-memory stores that each start from the same seeded state, for test files that run one after
 * another in a process. The first store is opened and seeded as usual, and its tables are copied
 * aside in the same database; closing a store hands its database back, and the next store starts
 * from those copies (a few milliseconds) instead of a new database and a new seed (two seconds,
 * four on a busy machine: most of a small API test file's time).
 */
import type { PGlite } from '@electric-sql/pglite';
import { localStoreOn, type LocalStore, type LocalStoreOptions } from './local-store.js';
import { openPglite } from './pglite-open.js';
import { SESSION_SQL } from './schema.js';

const TABLES = ['documents', 'index_ids', 'entries', 'meta'] as const;
const copyOf = (table: string) => `seeded_${table}`;

/** Copies every table aside: the state the next store of the pool starts from. */
async function keepSeededState(pg: PGlite): Promise<void> {
  for (const table of TABLES)
    await pg.exec(`CREATE TABLE ${copyOf(table)} AS SELECT * FROM ${table}`);
}

/** Puts the seeded state back; generated columns (documents.data_j) are computed again. */
async function restoreSeededState(pg: PGlite): Promise<void> {
  await pg.exec(`TRUNCATE ${TABLES.join(', ')}`);
  for (const table of TABLES) {
    const columns = await pg.query<{ column_name: string }>(
      `SELECT column_name FROM information_schema.columns
        WHERE table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
      [table],
    );
    const list = columns.rows.map((row) => row.column_name).join(', ');
    await pg.exec(`INSERT INTO ${table} (${list}) SELECT ${list} FROM ${copyOf(table)}`);
  }
}

export interface SeededStores {
  /** A store holding exactly what `seed` wrote; close it to hand its database back. */
  open(options?: Omit<LocalStoreOptions, 'dataDir'>): Promise<LocalStore>;
}

export function seededStores(seed: (store: LocalStore) => Promise<void>): SeededStores {
  const idle: PGlite[] = [];
  const release = async (pg: PGlite) => {
    idle.push(pg);
  };
  return {
    async open(options = {}) {
      const reused = idle.pop();
      if (reused) {
        await restoreSeededState(reused);
        return localStoreOn({ pg: reused, release }, options);
      }
      const pg = await openPglite(undefined);
      await pg.exec(SESSION_SQL);
      const store = await localStoreOn({ pg, release }, options);
      try {
        await seed(store);
        await keepSeededState(pg);
      } catch (error) {
        await pg.close();
        throw error;
      }
      return store;
    },
  };
}
