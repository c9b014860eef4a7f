// Measures the embedded store side by side with the official Cloud Firestore emulator on a
// 100k-questionnaire workload and prints the figures against the embedded store's budgets.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { Firestore } from '@google-cloud/firestore';
import { findFreePorts } from '@portico/local-runtime/free-ports';
import {
  findFirestoreEmulator,
  startFirestoreEmulator,
} from '@portico/local-runtime/firestore-emulator';
import { openLocalStore } from '@portico/local-runtime/store/local-store';
import { FieldValue, Timestamp, type Db } from '@portico/functions/platform/db/db';

// ---------------------------------------------------------------- options

function argValue(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  if (i >= 0) return process.argv[i + 1];
  const eq = process.argv.find((a) => a.startsWith(`${name}=`));
  return eq?.slice(name.length + 1);
}

const DOCS = Number(argValue('--docs') ?? 100_000);
const FIRMS = Number(argValue('--firms') ?? 20);
const SKIP_EMULATOR = process.argv.includes('--no-emulator');
if (!Number.isInteger(DOCS) || DOCS < FIRMS * 10)
  throw new Error(`--docs must be an integer >= ${FIRMS * 10}`);

const STATUSES = ['draft', 'sent', 'in_progress', 'submitted', 'completed'] as const;
const YEARS = [2020, 2021, 2022, 2023, 2024, 2025] as const;
const COLLECTION = 'questionnaires';
const INDEXES = {
  indexes: [
    {
      collectionGroup: COLLECTION,
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'status', order: 'ASCENDING' },
        { fieldPath: 'created_at', order: 'DESCENDING' },
      ],
    },
  ],
  fieldOverrides: [],
};

const log = (msg: string): void => {
  process.stderr.write(`${msg}\n`);
};

// ---------------------------------------------------------------- data

const firmId = (f: number): string => `firm-${String(f).padStart(2, '0')}`;
const docId = (i: number): string => `q-${String(i).padStart(6, '0')}`;
const firmOf = (i: number): number => i % FIRMS;
const pathOf = (i: number): string => `firms/${firmId(firmOf(i))}/${COLLECTION}/${docId(i)}`;

/** Deterministic pseudo-random numbers so both backends get the same data and the same requests. */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const BASE_SECONDS = 1_700_000_000;
function questionnaire(i: number): Record<string, unknown> {
  const created = BASE_SECONDS + i * 37;
  return {
    firm_id: firmId(firmOf(i)),
    status: STATUSES[i % STATUSES.length],
    tax_year: YEARS[Math.floor(i / 7) % YEARS.length],
    company_id: `co-${i % 997}`,
    assigned_advisor_id: `adv-${i % 40}`,
    template_id: `tpl-${i % 12}`,
    title: `Tax organizer ${YEARS[Math.floor(i / 7) % YEARS.length]} for company ${i % 997}`,
    client_email: `client${i % 997}@example.com`,
    created_at: new Timestamp(created, (i % 1000) * 1000),
    updated_at: new Timestamp(created + 3600, 0),
    due_date: new Timestamp(created + 86_400 * 30, 0),
    progress: i % 101,
    answers_count: i % 57,
    reminder_count: i % 4,
    tags: [`t${i % 9}`, `t${i % 5}`],
    flags: { urgent: i % 11 === 0, archived: i % 23 === 0, reminders_enabled: i % 2 === 0 },
  };
}

async function seed(db: Db, docs: number, label: string): Promise<number> {
  const started = performance.now();
  for (let start = 0; start < docs; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(docs, start + 500); i++)
      batch.set(db.doc(pathOf(i)), questionnaire(i));
    await batch.commit();
    if ((start / 500) % 40 === 0) log(`  [${label}] seeded ${Math.min(docs, start + 500)}/${docs}`);
  }
  return performance.now() - started;
}

// ---------------------------------------------------------------- measuring

interface Figure {
  p50: number;
  p95: number;
  n: number;
}

function percentiles(samples: number[]): Figure {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number): number =>
    sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
  return { p50: at(0.5), p95: at(0.95), n: sorted.length };
}

async function sample(n: number, run: (i: number) => Promise<void>): Promise<Figure> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await run(i);
    times.push(performance.now() - t0);
  }
  return percentiles(times);
}

type Results = Partial<Record<MeasureKey, Figure | string>>;
type MeasureKey = 'get' | 'page' | 'count' | 'tx' | 'batch' | 'listener' | 'coldOpen';

async function measureWorkload(db: Db, docs: number, label: string): Promise<Results> {
  const out: Results = {};
  const attempt = async (key: MeasureKey, fn: () => Promise<Figure>): Promise<void> => {
    log(`  [${label}] ${key}…`);
    try {
      out[key] = await fn();
    } catch (err) {
      out[key] =
        `error: ${(err instanceof Error ? err.message : String(err)).split('\n')[0]?.slice(0, 60)}`;
    }
  };
  const rand = rng(42);
  const pick = (n: number): number => Math.floor(rand() * n);

  await attempt('get', async () => {
    for (let i = 0; i < 50; i++) await db.doc(pathOf(pick(docs))).get(); // warm-up
    return sample(1000, async () => {
      const snap = await db.doc(pathOf(pick(docs))).get();
      if (!snap.exists) throw new Error('seeded document missing');
    });
  });

  const pageQuery = (i: number) =>
    db
      .collection(`firms/${firmId(i % FIRMS)}/${COLLECTION}`)
      .where('status', '==', STATUSES[i % STATUSES.length])
      .orderBy('created_at', 'desc')
      .limit(10);
  await attempt('page', async () => {
    for (let i = 0; i < 20; i++) await pageQuery(i).get();
    return sample(300, async (i) => {
      const snap = await pageQuery(i).get();
      if (snap.size !== 10) throw new Error(`page returned ${snap.size} documents`);
    });
  });

  await attempt('count', async () =>
    sample(50, async (i) => {
      await db
        .collection(`firms/${firmId(i % FIRMS)}/${COLLECTION}`)
        .where('status', '==', STATUSES[i % STATUSES.length])
        .where('tax_year', '==', YEARS[i % YEARS.length])
        .count()
        .get();
    }),
  );

  await attempt('tx', async () =>
    sample(200, async () => {
      const ref = db.doc(pathOf(pick(docs)));
      await db.runTransaction(async (tx) => {
        const snap = await tx.get(ref);
        tx.update(ref, { answers_count: ((snap.get('answers_count') as number) ?? 0) + 1 });
      });
    }),
  );

  await attempt('batch', async () =>
    sample(10, async (round) => {
      const batch = db.batch();
      for (let k = 0; k < 500; k++) {
        const i = (round * 500 + k * 7) % docs;
        batch.update(db.doc(pathOf(i)), {
          progress: (round + k) % 101,
          updated_at: FieldValue.serverTimestamp(),
        });
      }
      await batch.commit();
    }),
  );

  await attempt('listener', async () => {
    const firm = `firms/${firmId(0)}/${COLLECTION}`;
    const query = db.collection(firm).where('assigned_advisor_id', '==', 'adv-live');
    let pending: { id: string; resolve: () => void } | undefined;
    let failure: Error | undefined;
    let initial: (() => void) | undefined;
    const ready = new Promise<void>((resolve) => {
      initial = resolve;
    });
    const unsubscribe = query.onSnapshot(
      (snap) => {
        initial?.();
        initial = undefined;
        if (pending && snap.docChanges().some((c) => c.doc.id === pending?.id)) pending.resolve();
      },
      (err) => {
        failure = err;
        initial?.();
      },
    );
    try {
      await ready;
      if (failure) throw failure;
      const times: number[] = [];
      for (let i = 0; i < 100; i++) {
        const id = `live-${i}`;
        const t0 = performance.now();
        const delivered = new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => reject(new Error('listener timeout')), 5000);
          pending = {
            id,
            resolve: () => {
              clearTimeout(timer);
              resolve();
            },
          };
        });
        await db.doc(`${firm}/${id}`).set({ ...questionnaire(i), assigned_advisor_id: 'adv-live' });
        await delivered;
        times.push(performance.now() - t0);
      }
      return percentiles(times.slice(5));
    } finally {
      unsubscribe();
    }
  });

  return out;
}

// ---------------------------------------------------------------- backends

async function runLocal(): Promise<Results> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portico-bench-'));
  try {
    log(`local store: seeding ${DOCS} documents into ${dataDir}`);
    const seeding = await openLocalStore({ dataDir, indexes: INDEXES });
    const seedMs = await seed(seeding, DOCS, 'local');
    log(`  [local] seeded in ${(seedMs / 1000).toFixed(1)} s`);
    await seeding.close();

    const t0 = performance.now();
    const store = await openLocalStore({ dataDir, indexes: INDEXES });
    await store.doc(pathOf(0)).get();
    const coldOpen = performance.now() - t0;
    try {
      const results = await measureWorkload(store, DOCS, 'local');
      results.coldOpen = { p50: coldOpen, p95: coldOpen, n: 1 };
      return results;
    } finally {
      await store.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The official emulator (in memory, no index enforcement), through the Firestore client. */
async function runEmulator(): Promise<Results> {
  const emulator = await startFirestoreEmulator(await findFreePorts(1), {
    projectId: 'demo-bench',
  });
  // Set, the variable makes the client talk to the emulator without credentials or TLS.
  process.env.FIRESTORE_EMULATOR_HOST = emulator.host;
  const firestore = new Firestore({ projectId: 'demo-bench' });
  const db: Db = firestore;
  try {
    log(`Firestore emulator on ${emulator.host}: seeding ${DOCS} documents`);
    const seedMs = await seed(db, DOCS, 'emulator');
    log(`  [emulator] seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const results = await measureWorkload(db, DOCS, 'emulator');
    results.coldOpen = 'n/a (in memory only)';
    return results;
  } finally {
    await firestore.terminate();
    await emulator.stop();
  }
}

// ---------------------------------------------------------------- report

interface Row {
  key: MeasureKey;
  label: string;
  budgetMs?: number;
  budgetText: string;
}

const ROWS: Row[] = [
  { key: 'get', label: 'single get', budgetMs: 1, budgetText: 'p50 ≤ 1 ms' },
  {
    key: 'page',
    label: 'equality + orderBy + limit(10) page',
    budgetMs: 5,
    budgetText: 'p50 ≤ 5 ms',
  },
  { key: 'count', label: 'count() with two equality filters', budgetText: '—' },
  { key: 'tx', label: 'transactional increment', budgetText: '—' },
  { key: 'batch', label: '500-write batch', budgetMs: 150, budgetText: 'p50 ≤ 150 ms' },
  {
    key: 'listener',
    label: 'query listener delivery (commit start → snapshot)',
    budgetMs: 20,
    budgetText: 'p50 ≤ 20 ms',
  },
  {
    key: 'coldOpen',
    label: `cold open of a ${DOCS}-document data dir`,
    budgetMs: 5000,
    budgetText: '≤ 5 s',
  },
];

const ms = (v: number): string => (v >= 100 ? v.toFixed(0) : v >= 10 ? v.toFixed(1) : v.toFixed(2));

function cells(
  fig: Figure | string | undefined,
  budget: number | undefined,
): [string, string, string] {
  if (fig === undefined) return ['—', '—', '—'];
  if (typeof fig === 'string')
    return [fig, '', budget === undefined || fig.startsWith('n/a') ? '—' : 'miss'];
  const verdict = budget === undefined ? '—' : fig.p50 <= budget ? 'pass' : 'miss';
  return [ms(fig.p50), fig.n > 1 ? ms(fig.p95) : '', verdict];
}

function report(local: Results, peer: Results | string): string {
  const lines = [
    `Store benchmark: ${DOCS} documents over ${FIRMS} firms (firms/{firmId}/${COLLECTION}/{id}), times in ms.`,
    '',
    '| measure | budget (embedded) | embedded p50 | embedded p95 | embedded | official emulator p50 | official emulator p95 |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const row of ROWS) {
    const [lp50, lp95, lv] = cells(local[row.key], row.budgetMs);
    const [pp50, pp95] = typeof peer === 'string' ? [peer, ''] : cells(peer[row.key], row.budgetMs);
    lines.push(
      `| ${row.label} | ${row.budgetText} | ${lp50} | ${lp95} | ${lv} | ${pp50} | ${pp95} |`,
    );
  }
  return lines.join('\n');
}

async function main(): Promise<void> {
  const local = await runLocal();
  let peer: Results | string = 'skipped (--no-emulator)';
  if (!SKIP_EMULATOR && !findFirestoreEmulator()) peer = 'skipped (emulator not installed)';
  else if (!SKIP_EMULATOR) {
    try {
      peer = await runEmulator();
    } catch (err) {
      peer = `failed: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`;
    }
  }
  process.stdout.write(`${report(local, peer)}\n`);
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    process.stderr.write(`${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`);
    process.exit(1);
  },
);
