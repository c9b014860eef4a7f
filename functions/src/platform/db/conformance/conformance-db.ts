// Gives each conformance test file a Firestore-shaped db: the store the test run was given (the
// local runtime's setup file registers the embedded store), or the official emulator when
// FIRESTORE_EMULATOR_HOST is set. The suite itself knows no store implementation.
import { Firestore } from '@google-cloud/firestore';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Db } from '../db.js';

export { FieldValue, Timestamp, FieldPath, Filter, AggregateField, GeoPoint } from '../db.js';
export type { Db };

/** Which backend this run talks to. */
export const backend: 'local' | 'emulator' = process.env.FIRESTORE_EMULATOR_HOST
  ? 'emulator'
  : 'local';

export interface IndexConfig {
  indexes: unknown[];
  fieldOverrides?: unknown[];
}

export interface ConformanceDbOptions {
  /** firestore.indexes.json shape; only the local store enforces indexes. */
  indexes?: IndexConfig;
  ignoreUndefinedProperties?: boolean;
  /** Local store only: the clock behind commit times and serverTimestamp(). */
  now?: () => Date;
}

export interface ConformanceDb {
  db: Db;
  close(): Promise<void>;
}

/** Opens the store under test for one test file. */
export type ConformanceStoreOpener = (options: ConformanceDbOptions) => Promise<ConformanceDb>;

let openStore: ConformanceStoreOpener | null = null;

/** Called by the test run's setup file with the store the suite checks. */
export function registerConformanceStore(open: ConformanceStoreOpener): void {
  openStore = open;
}

export async function openConformanceDb(
  options: ConformanceDbOptions = {},
): Promise<ConformanceDb> {
  if (backend === 'emulator') {
    const firestore = new Firestore({
      projectId: 'demo-conformance',
      ignoreUndefinedProperties: options.ignoreUndefinedProperties ?? false,
    });
    const db: Db = firestore;
    return { db, close: () => firestore.terminate() };
  }
  if (!openStore)
    throw new Error('No store registered: run the conformance suite through a setup file');
  return openStore(options);
}

/** Opens one db for the calling test file (beforeAll) and closes it afterwards; call the returned getter inside tests. */
export function useDb(options: ConformanceDbOptions = {}): () => Db {
  let handle: ConformanceDb | undefined;
  beforeAll(async () => {
    handle = await openConformanceDb(options);
  }, 60_000);
  afterAll(async () => {
    await handle?.close();
  });
  return () => {
    if (!handle) throw new Error('conformance db is not open yet');
    return handle.db;
  };
}

let counter = 0;
/** A collection id no other test (or earlier run against a persistent emulator) uses. */
export function uniqueName(prefix: string): string {
  counter += 1;
  const rand = Math.random().toString(36).slice(2, 8);
  return `${prefix}-${Date.now().toString(36)}-${rand}-${counter}`;
}

type TestBody = () => unknown | Promise<unknown>;

/** A test that only runs against the local store; `reason` says why the official emulator differs. */
export function localOnly(name: string, reason: string, fn: TestBody, timeout?: number): void {
  it.skipIf(backend !== 'local')(`${name} [local only: ${reason}]`, fn, timeout);
}

/** A test that only runs against the official emulator; `reason` says why the local store differs. */
export function emulatorOnly(name: string, reason: string, fn: TestBody, timeout?: number): void {
  it.skipIf(backend !== 'emulator')(`${name} [emulator only: ${reason}]`, fn, timeout);
}

export interface CaughtError {
  message: string;
  code?: unknown;
}

/** Runs fn and returns what it threw synchronously or rejected with; fails the test if it succeeded. */
export async function catchError(fn: () => unknown): Promise<CaughtError> {
  try {
    await fn();
  } catch (err) {
    if (err instanceof Error) return err as Error & { code?: unknown };
    return { message: String(err) };
  }
  throw new Error('expected the operation to fail, but it succeeded');
}

/** Asserts that fn fails with the given gRPC status code (server-side errors) and/or message fragment. */
export async function expectFailure(
  fn: () => unknown,
  expected: { code?: number; message?: string | RegExp },
): Promise<CaughtError> {
  const err = await catchError(fn);
  if (expected.code !== undefined) expect(err.code, err.message).toBe(expected.code);
  if (expected.message !== undefined) {
    if (typeof expected.message === 'string') expect(err.message).toContain(expected.message);
    else expect(err.message).toMatch(expected.message);
  }
  return err;
}

/** Document ids of a query snapshot, in result order. */
export function ids(snap: { docs: ReadonlyArray<{ id: string }> }): string[] {
  return snap.docs.map((d) => d.id);
}

/** Writes the given documents (id → data) into one collection in a single batch. */
export async function seed(
  db: Db,
  collectionPath: string,
  docs: Record<string, Record<string, unknown>>,
): Promise<void> {
  const batch = db.batch();
  for (const [id, data] of Object.entries(docs))
    batch.set(db.collection(collectionPath).doc(id), data);
  await batch.commit();
}

export const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

/** gRPC status codes used by Firestore errors. */
export const Code = {
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
} as const;
