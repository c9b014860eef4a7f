/**
 * Opens PGlite with the store schema. Postgres initdb costs 1.5–6 s, so a freshly initialized
 * database is kept as templates in the OS temp dir (a gzip dump for in-memory stores, a data
 * directory for durable ones) and new stores start from a copy of them (~0.5 s).
 */
import { createHash } from 'node:crypto';
import {
  cpSync,
  existsSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { SCHEMA_SQL } from './schema.js';

/**
 * PGlite already runs Postgres with fsync off. Full-page images guard against torn pages on an OS
 * crash or power loss; a killed process cannot tear a page (each 8 KB write is one syscall), and
 * they multiplied the WAL written per commit (every first touch of a page after a checkpoint).
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'full_page_writes=off'];

let memoryTemplate: Promise<Blob | undefined> | undefined;
/** The database the template was dumped from: handed to the first in-memory open. */
let spare: PGlite | undefined;

function templatePath(): string {
  const hash = createHash('sha256')
    .update(SCHEMA_SQL)
    .update(PGlite.name)
    .digest('hex')
    .slice(0, 16);
  return join(tmpdir(), `portico-store-template-${hash}.tgz`);
}

async function buildTemplate(): Promise<Blob | undefined> {
  const file = templatePath();
  try {
    if (existsSync(file)) return new Blob([readFileSync(file)]);
  } catch {
    // Unreadable template: rebuild it below.
  }
  const pg = await PGlite.create({ startParams: START_PARAMS });
  try {
    await pg.exec(SCHEMA_SQL);
    const dump = await pg.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    // Write-then-rename: concurrent test workers never see a half-written template.
    const partial = `${file}.${process.pid}.${Date.now()}`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    spare = pg;
    return new Blob([bytes]);
  } catch {
    await pg.close();
    return undefined;
  }
}

function isInitialized(dataDir: string): boolean {
  return existsSync(join(dataDir, 'PG_VERSION'));
}

/** An initialized, cleanly closed data directory with the schema, built once per machine. */
async function templateDir(template: Blob): Promise<string> {
  const dir = templatePath().replace(/\.tgz$/, '-dir');
  if (isInitialized(dir)) return dir;
  const partial = `${dir}.${process.pid}.${Date.now()}`;
  const pg = await PGlite.create(partial, { loadDataDir: template, startParams: START_PARAMS });
  await pg.exec(SCHEMA_SQL);
  await pg.close();
  try {
    renameSync(partial, dir);
  } catch {
    // Another process built it first.
    rmSync(partial, { recursive: true, force: true });
  }
  return dir;
}

/** Undoes a failed start from a template without touching anything else in the directory. */
function removeCopied(dataDir: string, entries: string[]): void {
  for (const entry of entries) rmSync(join(dataDir, entry), { recursive: true, force: true });
}

export async function openPglite(dataDir: string | undefined): Promise<PGlite> {
  if (dataDir !== undefined && isInitialized(dataDir)) {
    const pg = await PGlite.create(dataDir, { startParams: START_PARAMS });
    await pg.exec(SCHEMA_SQL);
    return pg;
  }
  memoryTemplate ??= buildTemplate();
  const template = await memoryTemplate;
  if (dataDir === undefined && spare) {
    const pg = spare;
    spare = undefined;
    return pg;
  }
  // Templates are only copied into a directory that holds nothing else.
  const fresh = dataDir === undefined || !existsSync(dataDir) || readdirSync(dataDir).length === 0;
  if (template && dataDir !== undefined && fresh) {
    const source = await templateDir(template).catch(() => undefined);
    if (source) {
      const entries = readdirSync(source);
      try {
        cpSync(source, dataDir, { recursive: true });
        const pg = await PGlite.create(dataDir, { startParams: START_PARAMS });
        await pg.exec(SCHEMA_SQL);
        return pg;
      } catch {
        rmSync(source, { recursive: true, force: true });
        removeCopied(dataDir, entries);
      }
    }
  }
  if (template && fresh) {
    try {
      const pg =
        dataDir !== undefined
          ? await PGlite.create(dataDir, { loadDataDir: template, startParams: START_PARAMS })
          : await PGlite.create({ loadDataDir: template, startParams: START_PARAMS });
      await pg.exec(SCHEMA_SQL);
      return pg;
    } catch {
      // A stale or corrupt template: forget it and initialize from scratch.
      memoryTemplate = undefined;
      rmSync(templatePath(), { force: true });
    }
  }
  const pg =
    dataDir !== undefined
      ? await PGlite.create(dataDir, { startParams: START_PARAMS })
      : await PGlite.create({ startParams: START_PARAMS });
  await pg.exec(SCHEMA_SQL);
  return pg;
}
