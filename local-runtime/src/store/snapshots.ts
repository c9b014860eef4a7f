/** Document, query and aggregate snapshots, and write results, shaped like the SDK's. */
import type { FieldPath, Timestamp } from 'firebase-admin/firestore';
import type {
  DbDocumentChange,
  DbDocumentReference,
  DbDocumentSnapshot,
  DbQuery,
  DbQueryDocumentSnapshot,
  DbQuerySnapshot,
  DbWriteResult,
  DocumentData,
} from '@portico/functions/platform/db/db';
import { getField, isDocumentId, setField, toSegments, type Data } from './field-paths.js';
import { type StoredDoc, usToTimestamp } from './storage.js';
import { cloneData, cloneValue } from './values.js';

export class LocalWriteResult implements DbWriteResult {
  constructor(readonly writeTime: Timestamp) {}

  isEqual(other: DbWriteResult): boolean {
    return this.writeTime.isEqual(other.writeTime);
  }
}

/** Keeps only the selected fields (select()); documents lacking all of them still appear. */
export function project(data: Data, select: string[][] | undefined): Data {
  if (!select) return data;
  const out: Data = {};
  for (const segments of select) {
    if (isDocumentId(segments)) continue;
    const v = getField(data, segments);
    if (v !== undefined) setField(out, segments, v);
  }
  return out;
}

export class LocalDocumentSnapshot<T = DocumentData> implements DbDocumentSnapshot<T> {
  readonly exists: boolean;
  readonly createTime?: Timestamp;
  readonly updateTime?: Timestamp;
  readonly readTime: Timestamp;
  protected readonly stored: Data | undefined;

  constructor(
    readonly ref: DbDocumentReference<T>,
    doc: StoredDoc | undefined,
    readUs: number,
    select?: string[][],
  ) {
    this.exists = doc !== undefined;
    this.stored = doc ? project(doc.data, select) : undefined;
    if (doc) {
      this.createTime = usToTimestamp(doc.createUs);
      this.updateTime = usToTimestamp(doc.updateUs);
    }
    this.readTime = usToTimestamp(readUs);
  }

  get id(): string {
    return this.ref.id;
  }

  data(): T | undefined {
    return this.stored ? (cloneData(this.stored) as T) : undefined;
  }

  get(fieldPath: string | FieldPath): unknown {
    const segments = toSegments(fieldPath);
    return cloneValue(getField(this.stored, segments));
  }

  isEqual(other: DbDocumentSnapshot<T>): boolean {
    return (
      other instanceof LocalDocumentSnapshot &&
      other.ref.path === this.ref.path &&
      other.exists === this.exists &&
      (!this.updateTime || (other.updateTime?.isEqual(this.updateTime) ?? false))
    );
  }
}

export class LocalQueryDocumentSnapshot<T = DocumentData>
  extends LocalDocumentSnapshot<T>
  implements DbQueryDocumentSnapshot<T>
{
  declare readonly createTime: Timestamp;
  declare readonly updateTime: Timestamp;

  override data(): T {
    return cloneData(this.stored ?? {}) as T;
  }
}

export class LocalQuerySnapshot<T = DocumentData> implements DbQuerySnapshot<T> {
  readonly readTime: Timestamp;

  constructor(
    readonly query: DbQuery<T>,
    readonly docs: Array<LocalQueryDocumentSnapshot<T>>,
    private readonly changes: Array<DbDocumentChange<T>>,
    readUs: number,
  ) {
    this.readTime = usToTimestamp(readUs);
  }

  get size(): number {
    return this.docs.length;
  }

  get empty(): boolean {
    return this.docs.length === 0;
  }

  docChanges(): Array<DbDocumentChange<T>> {
    return this.changes;
  }

  forEach(callback: (result: DbQueryDocumentSnapshot<T>) => void, thisArg?: unknown): void {
    for (const doc of this.docs) callback.call(thisArg, doc);
  }
}
