// Data migrations: what brings documents written before a change up to what the code reads now (a
// field renamed, derived fields derived anew, content moved). Each is named, versioned and
// idempotent; `runMigrations` runs those whose version the store has not recorded yet, in order,
// and records each in migrations/{name} — by the deploy step (`npm run migrate`) in production and
// by the local runtime at start (README "Deploying to Firebase").
import { Timestamp, type Db } from '../db/db';

export interface Migration {
  /** Its record's id: never renamed once deployed. */
  name: string;
  /** Raised when the migration changes and must run again. */
  version: number;
  /** Idempotent (a second run changes nothing); answers how many documents it changed. */
  run(db: Db): Promise<number>;
}

export interface MigrationRun {
  name: string;
  version: number;
  /** How many documents it changed, or null when this version had run already. */
  changed: number | null;
}

interface MigrationDoc {
  version: number;
  changed: number;
  ran_at: Timestamp;
}

export async function runMigrations(
  db: Db,
  migrations: readonly Migration[],
  now: () => Date,
): Promise<MigrationRun[]> {
  const runs: MigrationRun[] = [];
  for (const migration of migrations) {
    const record = db.doc(`migrations/${migration.name}`);
    const ran = (await record.get()).data() as MigrationDoc | undefined;
    if (ran && ran.version >= migration.version) {
      runs.push({ name: migration.name, version: migration.version, changed: null });
      continue;
    }
    const changed = await migration.run(db);
    const doc: MigrationDoc = {
      version: migration.version,
      changed,
      ran_at: Timestamp.fromDate(now()),
    };
    await record.set(doc);
    runs.push({ name: migration.name, version: migration.version, changed });
  }
  return runs;
}
