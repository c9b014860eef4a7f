// Gives each conformance test file a Firestore-shaped db: the store its test run was given by the
// run's setup file (the embedded store, or the official Cloud Firestore emulator). The suite knows
// no store implementation; the few known differences are marked on the tests themselves.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Timestamp, type Db } from '../db.js';

export { FieldValue, Timestamp, FieldPath, Filter, AggregateField, GeoPoint } from '../db.js';
export type { Db };

/** The two stores the suite runs against. */
export type ConformanceBackend = 'local' | 'emulator';

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

let registered: { open: ConformanceStoreOpener; backend: ConformanceBackend } | null = null;

/** Called by the test run's setup file with the store the suite checks. */
export function registerConformanceStore(
  backend: ConformanceBackend,
  open: ConformanceStoreOpener,
): void {
  registered = { open, backend };
}

function store() {
  if (!registered)
    throw new Error('No store registered: run the conformance suite through a setup file');
  return registered;
}

/** Which store this run checks. */
export const conformanceBackend = (): ConformanceBackend => store().backend;

export function openConformanceDb(options: ConformanceDbOptions = {}): Promise<ConformanceDb> {
  return store().open(options);
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

/**
 * Production Firestore resolves serverTimestamp() to the commit time (the write result's
 * writeTime), as the local store does; the emulator resolves it to the millisecond it applies the
 * write, a little before its commit time. The one place the suite allows that difference.
 */
export function expectCommitTime(value: Timestamp, writeTime: Timestamp): void {
  if (conformanceBackend() === 'emulator')
    expect(Math.abs(value.toMillis() - writeTime.toMillis())).toBeLessThan(1000);
  else expect(value.isEqual(writeTime)).toBe(true);
}

/** A test that only runs against the local store; `reason` says why the official emulator differs. */
export function localOnly(name: string, reason: string, fn: TestBody, timeout?: number): void {
  it.skipIf(conformanceBackend() !== 'local')(`${name} [local only: ${reason}]`, fn, timeout);
}

/** A test that only runs against the official emulator; `reason` says why the local store differs. */
export function emulatorOnly(name: string, reason: string, fn: TestBody, timeout?: number): void {
  it.skipIf(conformanceBackend() !== 'emulator')(`${name} [emulator only: ${reason}]`, fn, timeout);
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
  UNKNOWN: 2,
  INVALID_ARGUMENT: 3,
  NOT_FOUND: 5,
  ALREADY_EXISTS: 6,
  FAILED_PRECONDITION: 9,
  ABORTED: 10,
} as const;
