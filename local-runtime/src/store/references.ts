/** Document references, collection references and queries: the store's Firestore-shaped API objects. */
import { AggregateField, Filter, type FieldPath } from 'firebase-admin/firestore';
import type {
  DbAggregateData,
  DbAggregateQuery,
  DbAggregateQuerySnapshot,
  DbAggregateSpec,
  DbCollectionReference,
  DbDocumentReference,
  DbDocumentSnapshot,
  DbOrderByDirection,
  DbPrecondition,
  DbQuery,
  DbQuerySnapshot,
  DbSetOptions,
  DbUnsubscribe,
  DbWhereFilterOp,
  DbWriteResult,
  DocumentData,
} from '@portico/functions/platform/db/db';
import type { StoreContext } from './context.js';
import { DOCUMENT_ID, canonical, getField, isDocumentId, toSegments } from './field-paths.js';
import {
  autoId,
  checkCollectionPath,
  checkDocumentPath,
  checkWritableDocumentPath,
  lastSegment,
  parentPath,
  splitPath,
} from './paths.js';
import { countQuery, executeQuery, hasUnparseableStrings } from './query-executor.js';
import {
  NAME_ORDER_FIELD,
  OPS,
  effectiveOrder,
  type Cursor,
  type FieldFilter,
  type FilterNode,
  type Op,
  type QuerySpec,
} from './query-model.js';
import {
  LocalDocumentSnapshot,
  LocalQueryDocumentSnapshot,
  LocalQuerySnapshot,
  LocalWriteResult,
} from './snapshots.js';
import { usToTimestamp, type StoredDoc } from './storage.js';
import { REF_PATH, isRef } from './values.js';
import { checkReadablePath, hasLoneSurrogate, wellFormed } from './unicode-strings.js';
import {
  prepareDelete,
  prepareSet,
  prepareUpdate,
  toQueryValue,
  type WriteOp,
} from './write-input.js';

function nowUs(): number {
  return Date.now() * 1000;
}

export class LocalDocumentReference<T = DocumentData> implements DbDocumentReference<T> {
  constructor(
    readonly ctx: StoreContext,
    readonly path: string,
  ) {}

  get [REF_PATH](): string {
    return this.path;
  }

  get id(): string {
    return lastSegment(this.path);
  }

  get firestore(): StoreContext['db'] {
    return this.ctx.db;
  }

  get parent(): LocalCollectionReference<T> {
    return new LocalCollectionReference<T>(this.ctx, parentPath(this.path));
  }

  isEqual(other: unknown): boolean {
    return (
      other instanceof LocalDocumentReference && other.path === this.path && other.ctx === this.ctx
    );
  }

  collection(collectionPath: string): LocalCollectionReference<DocumentData> {
    const segments = splitPath(collectionPath, 'collectionPath');
    const full = `${this.path}/${segments.join('/')}`;
    checkCollectionPath(full.split('/'), collectionPath);
    return new LocalCollectionReference(this.ctx, full);
  }

  async listCollections(): Promise<Array<LocalCollectionReference<DocumentData>>> {
    const ids = await this.ctx.storage.collectionIdsUnder(this.path);
    return ids.map((id) => new LocalCollectionReference(this.ctx, `${this.path}/${id}`));
  }

  async get(): Promise<LocalDocumentSnapshot<T>> {
    this.ctx.assertOpen();
    checkReadablePath(this.path);
    const doc = await this.ctx.storage.getDoc(this.path);
    return new LocalDocumentSnapshot<T>(this, doc, nowUs());
  }

  private async commitOne(op: WriteOp): Promise<LocalWriteResult> {
    const r = await this.ctx.commit([op]);
    return new LocalWriteResult(usToTimestamp(r.writeUs.get(op.path) ?? r.commitUs));
  }

  create(data: T): Promise<DbWriteResult> {
    const op = writeOp(
      () => prepareSet(this.path, data, undefined, this.ctx.ignoreUndefinedProperties, true),
      this.path,
    );
    return this.commitOne(op);
  }

  set(data: T | Partial<T>, options?: DbSetOptions): Promise<DbWriteResult> {
    const op = writeOp(
      () => prepareSet(this.path, data, options, this.ctx.ignoreUndefinedProperties),
      this.path,
    );
    return this.commitOne(op);
  }

  update(
    dataOrField: DocumentData | string | FieldPath,
    ...rest: unknown[]
  ): Promise<DbWriteResult> {
    const op = writeOp(
      () => prepareUpdate(this.path, [dataOrField, ...rest], this.ctx.ignoreUndefinedProperties),
      this.path,
    );
    return this.commitOne(op);
  }

  delete(precondition?: DbPrecondition): Promise<DbWriteResult> {
    return this.commitOne(prepareDelete(this.path, precondition));
  }

  onSnapshot(
    onNext: (snapshot: DbDocumentSnapshot<T>) => void,
    onError?: (error: Error) => void,
  ): DbUnsubscribe {
    this.ctx.assertOpen();
    // The SDK cannot match a document stored under U+FFFD to the name it listens to with a lone
    // surrogate: it reports the document missing, at first and after each change.
    const unmatched = hasLoneSurrogate(this.path);
    return this.ctx.listeners.addDoc({
      path: wellFormed(this.path),
      onNext: (doc, readUs) =>
        onNext(new LocalDocumentSnapshot<T>(this, unmatched ? undefined : doc, readUs)),
      onError: (err) =>
        onError ? onError(err) : console.error('Uncaught error in snapshot listener:', err),
    });
  }

  withConverter(): never {
    throw new Error('withConverter() is not supported by the local store.');
  }
}

/** Validation (sync, like the SDK) then the backend's path rules (as an async rejection). */
function writeOp(prepare: () => WriteOp, path: string): WriteOp {
  const op = prepare();
  checkWritableDocumentPath(path);
  return op;
}

const EMPTY_SPEC = (
  collectionPath: string,
  collectionId: string,
  allDescendants: boolean,
): QuerySpec => ({
  // The parent is a resource name (read with U+FFFD for a lone surrogate); the id is not.
  collectionPath: wellFormed(collectionPath),
  collectionId,
  allDescendants,
  filters: [],
  orderBy: [],
  limitType: 'first',
});

export class LocalQuery<T = DocumentData> implements DbQuery<T> {
  constructor(
    readonly ctx: StoreContext,
    readonly spec: QuerySpec,
  ) {}

  get firestore(): StoreContext['db'] {
    return this.ctx.db;
  }

  protected with(patch: Partial<QuerySpec>): LocalQuery<T> {
    return new LocalQuery<T>(this.ctx, { ...this.spec, ...patch });
  }

  private hasCursor(): boolean {
    return this.spec.startAt !== undefined || this.spec.endAt !== undefined;
  }

  where(
    fieldOrFilter: string | FieldPath | Filter,
    opStr?: DbWhereFilterOp,
    value?: unknown,
  ): LocalQuery<T> {
    if (this.hasCursor()) {
      throw new Error(
        'Cannot specify a where() filter after calling startAt(), startAfter(), endBefore() or endAt().',
      );
    }
    const node =
      fieldOrFilter instanceof Filter
        ? this.parseFilter(fieldOrFilter)
        : this.parseFieldFilter(fieldOrFilter, opStr, value);
    if (node.kind !== 'field' && node.filters.length === 0) return this;
    return this.with({ filters: [...this.spec.filters, node] });
  }

  private parseFilter(filter: Filter): FilterNode {
    const raw = filter as unknown as {
      _getField?: () => string | FieldPath;
      _getOperator: () => string;
      _getValue?: () => unknown;
      _getFilters?: () => Filter[];
    };
    if (raw._getFilters) {
      const filters = raw
        ._getFilters()
        .map((f) => this.parseFilter(f))
        .filter((f) => f.kind === 'field' || f.filters.length > 0);
      if (filters.length === 1) return filters[0] as FilterNode;
      return { kind: raw._getOperator() === 'OR' ? 'or' : 'and', filters };
    }
    return this.parseFieldFilter(
      (raw._getField as () => string | FieldPath)(),
      raw._getOperator() as DbWhereFilterOp,
      (raw._getValue as () => unknown)(),
    );
  }

  private parseFieldFilter(field: string | FieldPath, opStr: unknown, value: unknown): FieldFilter {
    const segments = toSegments(field);
    if (!OPS.includes(opStr as Op)) {
      throw new Error(
        `Value for argument "opStr" is invalid. Acceptable values are: ${OPS.join(', ')}`,
      );
    }
    const op = opStr as Op;
    if (typeof value === 'number' && Number.isNaN(value) && op !== '==' && op !== '!=') {
      throw new Error("Invalid query. You can only perform '==' and '!=' comparisons on NaN.");
    }
    if (value === null && op !== '==' && op !== '!=') {
      throw new Error("Invalid query. You can only perform '==' and '!=' comparisons on Null.");
    }
    const clean = toQueryValue(value, this.ctx.ignoreUndefinedProperties);
    if (isDocumentId(segments)) {
      // The SDK checks these client-side only for document ids; otherwise the backend rejects them.
      if ((op === 'in' || op === 'not-in') && (!Array.isArray(value) || value.length === 0)) {
        throw new Error(`Invalid Query. A non-empty array is required for '${op}' filters.`);
      }
      if (op === 'array-contains' || op === 'array-contains-any') {
        throw new Error(
          `Invalid Query. You can't perform '${op}' queries on FieldPath.documentId().`,
        );
      }
      const converted =
        op === 'in' || op === 'not-in'
          ? (clean as unknown[]).map((v) => this.toReference(v))
          : this.toReference(clean);
      return { kind: 'field', segments, field: DOCUMENT_ID, op, value: converted };
    }
    return { kind: 'field', segments, field: canonical(segments), op, value: clean };
  }

  /** Document-id values become references, with the SDK's validateReference rules. */
  private toReference(val: unknown): { [REF_PATH]: string } {
    const base = this.spec.allDescendants ? '' : this.spec.collectionPath;
    let path: string;
    if (typeof val === 'string') {
      if (this.spec.allDescendants) {
        if (val.split('/').length % 2 !== 0) {
          throw new Error(
            `When querying a collection group and ordering by FieldPath.documentId(), the corresponding value must result in a valid document path, but '${val}' is not because it contains an odd number of segments.`,
          );
        }
        path = val;
      } else {
        if (val.includes('/')) {
          throw new Error(
            `When querying a collection and ordering by FieldPath.documentId(), the corresponding value must be a plain document ID, but '${val}' contains a slash.`,
          );
        }
        path = `${base}/${val}`;
      }
    } else if (isRef(val)) {
      path = val[REF_PATH];
      if (base !== '' && !path.startsWith(base + '/')) {
        throw new Error(
          `"${path}" is not part of the query result set and cannot be used as a query boundary.`,
        );
      }
    } else {
      throw new Error(
        `The corresponding value for FieldPath.documentId() must be a string or a DocumentReference, but was "${String(val)}".`,
      );
    }
    if (!this.spec.allDescendants && parentPath(path) !== base) {
      throw new Error(`Only a direct child can be used as a query boundary. Found: "${path}".`);
    }
    return { [REF_PATH]: wellFormed(path) };
  }

  orderBy(fieldPath: string | FieldPath, directionStr?: DbOrderByDirection): LocalQuery<T> {
    if (this.hasCursor()) {
      throw new Error(
        'Cannot specify an orderBy() constraint after calling startAt(), startAfter(), endBefore() or endAt().',
      );
    }
    if (directionStr !== undefined && directionStr !== 'asc' && directionStr !== 'desc') {
      throw new Error(
        'Value for argument "directionStr" is invalid. Acceptable values are: asc, desc',
      );
    }
    const segments = toSegments(fieldPath);
    const field = isDocumentId(segments) ? NAME_ORDER_FIELD : canonical(segments);
    return this.with({
      orderBy: [...this.spec.orderBy, { segments, field, dir: directionStr ?? 'asc' }],
    });
  }

  limit(limit: number): LocalQuery<T> {
    checkInteger(limit, 'limit');
    return this.with({ limit, limitType: 'first' });
  }

  limitToLast(limit: number): LocalQuery<T> {
    checkInteger(limit, 'limitToLast');
    return this.with({ limit, limitType: 'last' });
  }

  offset(offset: number): LocalQuery<T> {
    checkInteger(offset, 'offset');
    return this.with({ offset });
  }

  select(...fields: Array<string | FieldPath>): LocalQuery<DocumentData> {
    const select =
      fields.length === 0 ? [[DOCUMENT_ID]] : fields.map((f, i) => toSegments(f, String(i)));
    return new LocalQuery<DocumentData>(this.ctx, { ...this.spec, select });
  }

  private cursor(args: unknown[], before: boolean): Cursor {
    const first = args[0];
    if (args.length === 1 && first instanceof LocalDocumentSnapshot) {
      return this.snapshotCursor(first, before);
    }
    if (args.length > this.spec.orderBy.length) {
      throw new Error(
        'Too many cursor values specified. The specified values must match the orderBy() constraints of the query.',
      );
    }
    const values = args.map((v, i) => {
      const order = this.spec.orderBy[i];
      const clean = toQueryValue(v, false, `fieldValues[${i}]`);
      return order && order.field === NAME_ORDER_FIELD ? this.toReference(clean) : clean;
    });
    return { values, before };
  }

  /** A snapshot cursor covers the implicit order (and __name__), taking values from the snapshot. */
  private snapshotCursor(snap: LocalDocumentSnapshot<unknown>, before: boolean): Cursor {
    if (!snap.exists) {
      throw new Error(
        "Can't use a DocumentSnapshot that doesn't exist for startAt(), startAfter(), endBefore() or endAt().",
      );
    }
    const order = effectiveOrder(this.spec);
    const data = snap.data() as DocumentData;
    const values = order.map((o) => {
      if (o.field === NAME_ORDER_FIELD) return { [REF_PATH]: snap.ref.path };
      const v = getField(data, o.segments);
      if (v === undefined) {
        throw new Error(
          `Field "${o.field}" is missing in the provided DocumentSnapshot. Please provide a document that contains values for all specified orderBy() and where() constraints.`,
        );
      }
      return v;
    });
    return { values, before };
  }

  private withCursor(
    args: unknown[],
    before: boolean,
    end: boolean,
    method: string,
  ): LocalQuery<T> {
    if (args.length === 0)
      throw new Error(`Function "Query.${method}()" requires at least 1 argument.`);
    const cursor = this.cursor(args, before);
    const first = args[0];
    // A snapshot cursor fixes the implicit order, as the SDK does, so later orderBy() calls fail.
    const orderBy =
      args.length === 1 && first instanceof LocalDocumentSnapshot
        ? effectiveOrder(this.spec)
        : this.spec.orderBy;
    return this.with(end ? { endAt: cursor, orderBy } : { startAt: cursor, orderBy });
  }

  startAt(...fieldValues: unknown[]): LocalQuery<T> {
    return this.withCursor(fieldValues, true, false, 'startAt');
  }

  startAfter(...fieldValues: unknown[]): LocalQuery<T> {
    return this.withCursor(fieldValues, false, false, 'startAfter');
  }

  endBefore(...fieldValues: unknown[]): LocalQuery<T> {
    return this.withCursor(fieldValues, true, true, 'endBefore');
  }

  endAt(...fieldValues: unknown[]): LocalQuery<T> {
    return this.withCursor(fieldValues, false, true, 'endAt');
  }

  private checkRunnable(): void {
    if (this.spec.limitType === 'last' && this.spec.orderBy.length === 0) {
      throw new Error('limitToLast() queries require specifying at least one orderBy() clause.');
    }
  }

  /** Runs the query; also used by transactions. */
  async run(): Promise<StoredDoc[]> {
    this.ctx.assertOpen();
    this.checkRunnable();
    return executeQuery(this.ctx.storage, this.spec);
  }

  /** The number of results, counted in SQL where the index alone answers the query. */
  async count$(): Promise<number> {
    this.ctx.assertOpen();
    this.checkRunnable();
    return countQuery(this.ctx.storage, this.spec);
  }

  snapshotOf(
    docs: StoredDoc[],
    readUs: number,
    changes?: Array<{
      type: 'added' | 'removed' | 'modified';
      doc: StoredDoc;
      oldIndex: number;
      newIndex: number;
    }>,
  ): LocalQuerySnapshot<T> {
    const toSnap = (d: StoredDoc): LocalQueryDocumentSnapshot<T> =>
      new LocalQueryDocumentSnapshot<T>(
        new LocalDocumentReference<T>(this.ctx, d.path),
        d,
        readUs,
        this.spec.select,
      );
    const snaps = docs.map(toSnap);
    const byPath = new Map(snaps.map((s) => [s.ref.path, s]));
    const changeList = (
      changes ?? docs.map((doc, i) => ({ type: 'added' as const, doc, oldIndex: -1, newIndex: i }))
    ).map((c) => ({
      type: c.type,
      doc: byPath.get(c.doc.path) ?? toSnap(c.doc),
      oldIndex: c.oldIndex,
      newIndex: c.newIndex,
    }));
    return new LocalQuerySnapshot<T>(this, snaps, changeList, readUs);
  }

  async get(): Promise<DbQuerySnapshot<T>> {
    this.checkRunnable();
    const docs = await this.run();
    return this.snapshotOf(docs, nowUs());
  }

  count(): DbAggregateQuery<{ count: number }> {
    return new LocalAggregateQuery(this as LocalQuery<unknown>, { count: AggregateField.count() });
  }

  aggregate<S extends DbAggregateSpec>(aggregateSpec: S): DbAggregateQuery<DbAggregateData<S>> {
    return new LocalAggregateQuery(this as LocalQuery<unknown>, aggregateSpec);
  }

  onSnapshot(
    onNext: (snapshot: DbQuerySnapshot<T>) => void,
    onError?: (error: Error) => void,
  ): DbUnsubscribe {
    this.ctx.assertOpen();
    this.checkRunnable();
    // Firestore cannot parse such a query; the SDK retries its listen stream and delivers nothing.
    if (hasUnparseableStrings(this.spec)) return () => undefined;
    return this.ctx.listeners.addQuery({
      spec: this.spec,
      order: effectiveOrder(this.spec),
      onNext: (docs, changes, readUs) => onNext(this.snapshotOf(docs, readUs, changes)),
      onError: (err) =>
        onError ? onError(err) : console.error('Uncaught error in snapshot listener:', err),
    });
  }

  isEqual(other: unknown): boolean {
    return other instanceof LocalQuery && JSON.stringify(other.spec) === JSON.stringify(this.spec);
  }

  withConverter(): never {
    throw new Error('withConverter() is not supported by the local store.');
  }
}

function checkInteger(n: unknown, arg: string): void {
  if (typeof n !== 'number' || !Number.isInteger(n)) {
    throw new Error(`Value for argument "${arg}" is not a valid integer.`);
  }
}

export class LocalCollectionReference<T = DocumentData>
  extends LocalQuery<T>
  implements DbCollectionReference<T>
{
  constructor(
    ctx: StoreContext,
    readonly path: string,
  ) {
    super(ctx, EMPTY_SPEC(path, lastSegment(path), false));
  }

  get id(): string {
    return lastSegment(this.path);
  }

  get parent(): LocalDocumentReference<DocumentData> | null {
    const p = parentPath(this.path);
    return p === '' ? null : new LocalDocumentReference(this.ctx, p);
  }

  doc(documentPath?: string): LocalDocumentReference<T> {
    if (documentPath === undefined)
      return new LocalDocumentReference<T>(this.ctx, `${this.path}/${autoId()}`);
    const segments = splitPath(documentPath, 'documentPath');
    const full = `${this.path}/${segments.join('/')}`;
    if (full.split('/').length % 2 !== 0) {
      throw new Error(
        `Value for argument "documentPath" must point to a document, but was "${documentPath}". Your path does not contain an even number of components.`,
      );
    }
    checkDocumentPath(full.split('/'), documentPath);
    return new LocalDocumentReference<T>(this.ctx, full);
  }

  async add(data: T): Promise<DbDocumentReference<T>> {
    const ref = this.doc();
    await ref.create(data);
    return ref;
  }

  async listDocuments(): Promise<Array<DbDocumentReference<T>>> {
    this.ctx.assertOpen();
    // Includes "missing" documents that only have subcollections, as Firestore does.
    const paths = await this.ctx.storage.childDocumentPaths(this.path);
    return paths.map((p) => new LocalDocumentReference<T>(this.ctx, p));
  }

  override isEqual(other: unknown): boolean {
    return other instanceof LocalCollectionReference && other.path === this.path;
  }
}

export function collectionGroupQuery(
  ctx: StoreContext,
  collectionId: string,
): LocalQuery<DocumentData> {
  return new LocalQuery(ctx, EMPTY_SPEC('', collectionId, true));
}

type AggregateKind = 'count' | 'sum' | 'avg';

export class LocalAggregateQuery<R> implements DbAggregateQuery<R> {
  constructor(
    readonly query: LocalQuery<unknown>,
    private readonly spec: DbAggregateSpec,
  ) {}

  async get(): Promise<DbAggregateQuerySnapshot<R>> {
    const kinds = Object.values(this.spec).map(
      (f) => (f as unknown as { aggregateType: AggregateKind }).aggregateType,
    );
    if (kinds.every((k) => k === 'count')) {
      const n = await this.query.count$();
      const data: Record<string, number> = {};
      for (const alias of Object.keys(this.spec)) data[alias] = n;
      return { readTime: usToTimestamp(nowUs()), data: () => ({ ...data }) as R };
    }
    const docs = await this.query.run();
    const out: Record<string, number | null> = {};
    for (const [alias, field] of Object.entries(this.spec)) {
      const raw = field as unknown as { aggregateType: AggregateKind; _field?: string | FieldPath };
      if (raw.aggregateType === 'count') {
        out[alias] = docs.length;
        continue;
      }
      const segments = toSegments(raw._field as string | FieldPath);
      // Sum and average consider numeric values only, as Firestore does.
      const nums = docs
        .map((d) => getField(d.data, segments))
        .filter((v): v is number => typeof v === 'number');
      const sum = nums.reduce((a, b) => a + b, 0);
      out[alias] = raw.aggregateType === 'sum' ? sum : nums.length === 0 ? null : sum / nums.length;
    }
    const readTime = usToTimestamp(nowUs());
    return { readTime, data: () => ({ ...out }) as R };
  }
}
