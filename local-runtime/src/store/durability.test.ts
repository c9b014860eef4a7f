// Proves the local store is durable: data survives close and reopen of a data dir, and a batch
// killed mid-commit is on disk entirely or not at all. (The official emulator keeps data in memory
// only, so these are the embedded store's own tests, beside the shared conformance suite.)
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { ids, uniqueName } from '@portico/functions/platform/db/conformance/conformance-db';
import { FieldValue, GeoPoint, Timestamp } from '@portico/functions/platform/db/db';
import { openLocalStore } from './local-store';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = resolve(here, '../../..');

/** A store on a data directory, with no declared indexes. */
async function openDurable(dataDir: string) {
  const store = await openLocalStore({ dataDir, indexes: { indexes: [], fieldOverrides: [] } });
  return { db: store, close: () => store.close() };
}
const dirs: string[] = [];

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'portico-conformance-'));
  dirs.push(dir);
  return dir;
}

afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface ChildRun {
  /** Highest round the child reported as committed (-1: none). */
  lastCommitted: number;
  /** Highest round the child had started committing when it died. */
  lastStarted: number;
}

/**
 * Runs the child, which commits 500-write batches back to back into `${prefix}-${round}`, and SIGKILLs it
 * `fraction` of the first commit's duration after that commit ends, so the kill lands inside a later commit.
 */
function runChild(dataDir: string, prefix: string, fraction: number): Promise<ChildRun> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', join(here, 'durability-child.ts'), dataDir, prefix, '50'],
      {
        cwd: repoRoot,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    let timer: NodeJS.Timeout | undefined;
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const first = /committed 0 (\d+)/.exec(out);
      if (!timer && first)
        timer = setTimeout(() => child.kill('SIGKILL'), Math.round(Number(first[1]) * fraction));
    });
    child.stderr.on('data', (chunk: Buffer) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (timer) clearTimeout(timer);
      if (signal !== 'SIGKILL') {
        reject(new Error(`child was not killed mid-commit (exit ${code}): ${err}`));
        return;
      }
      const last = (re: RegExp): number =>
        Math.max(-1, ...[...out.matchAll(re)].map((m) => Number(m[1])));
      resolvePromise({
        lastCommitted: last(/committed (\d+)/g),
        lastStarted: last(/committing (\d+)/g),
      });
    });
  });
}

describe('durability', () => {
  it('keeps documents, values, deletions and subcollections across close and reopen', async () => {
    const dataDir = tempDir();
    const col = uniqueName('durable');
    const first = await openDurable(dataDir);
    const ref = first.db.collection(col).doc('a');
    await ref.set({
      n: 1,
      t: new Timestamp(1_700_000_000, 5000),
      at: FieldValue.serverTimestamp(),
      m: { deep: { list: [1, 'two', { three: 3 }] } },
      b: Buffer.from([1, 2, 3]),
      g: new GeoPoint(1, 2),
      r: first.db.doc('x/y'),
    });
    await first.db.collection(col).doc('gone').set({ n: 2 });
    await first.db.collection(col).doc('gone').delete();
    await ref.collection('sub').doc('s').set({ k: true });
    const before = (await ref.get()).data();
    await first.close();

    const second = await openDurable(dataDir);
    try {
      const snap = await second.db.collection(col).doc('a').get();
      expect(snap.exists).toBe(true);
      expect(snap.get('n')).toBe(1);
      expect((snap.get('t') as Timestamp).isEqual(before?.t as Timestamp)).toBe(true);
      expect((snap.get('at') as Timestamp).isEqual(before?.at as Timestamp)).toBe(true);
      expect(snap.get('m')).toEqual({ deep: { list: [1, 'two', { three: 3 }] } });
      expect([...(snap.get('b') as Buffer)]).toEqual([1, 2, 3]);
      expect((snap.get('g') as GeoPoint).isEqual(new GeoPoint(1, 2))).toBe(true);
      expect((snap.get('r') as { path: string }).path).toBe('x/y');
      expect((await second.db.collection(col).doc('gone').get()).exists).toBe(false);
      expect(ids(await second.db.collection(col).get())).toEqual(['a']);
      expect(
        (await second.db.collection(col).doc('a').collection('sub').doc('s').get()).get('k'),
      ).toBe(true);
      expect((await second.db.collection(col).where('n', '==', 1).get()).size).toBe(1);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('a 500-write batch SIGKILLed mid-commit is on disk entirely or not at all', async () => {
    const dataDir = tempDir();
    // Each child reopens the directory the previous one was killed in, so recovery is exercised too.
    const runs: Array<{ prefix: string } & ChildRun> = [];
    for (const fraction of [0.3, 0.6, 0.9]) {
      const prefix = uniqueName(`kill${Math.round(fraction * 100)}`);
      runs.push({ prefix, ...(await runChild(dataDir, prefix, fraction)) });
    }
    // At least one kill landed while a commit was in flight (not between two commits).
    expect(runs.some((r) => r.lastStarted > r.lastCommitted)).toBe(true);
    const reopened = await openDurable(dataDir);
    try {
      for (const { prefix, lastCommitted, lastStarted } of runs) {
        expect(lastCommitted).toBeGreaterThanOrEqual(0);
        for (let round = 0; round <= lastStarted + 1; round++) {
          const col = reopened.db.collection(`${prefix}-${round}`);
          const docs = await col.get();
          const where = `${prefix}-${round} (committed through ${lastCommitted}, started ${lastStarted})`;
          if (round <= lastCommitted) expect(docs.size, where).toBe(500);
          else if (round === lastStarted) expect([0, 500], where).toContain(docs.size);
          else expect(docs.size, where).toBe(0);
          expect((await col.count().get()).data().count, where).toBe(docs.size);
          if (docs.size === 500) expect(docs.docs[499]?.get('m.deep.z'), where).toBe(499 % 3);
        }
      }
    } finally {
      await reopened.close();
    }
  }, 120_000);
});
