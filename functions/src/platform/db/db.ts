/**
 * The data port: the exact subset of firebase-admin's Firestore API that Portico uses, as narrow
 * structural interfaces, so production passes `getFirestore()` and local runs pass the local store.
 *
 * Methods: Db.collection/doc/collectionGroup/getAll/runTransaction/batch/listCollections/
 * recursiveDelete; DbDocumentReference.get/create/set/update/delete/onSnapshot/collection/
 * listCollections; DbQuery.where/orderBy/limit/limitToLast/offset/startAt/startAfter/endAt/
 * endBefore/select/count/aggregate/get/onSnapshot; DbCollectionReference.doc/add/listDocuments;
 * DbTransaction.get/getAll/create/set/update/delete; DbWriteBatch.create/set/update/delete/commit.
 * Value classes (FieldValue, Timestamp, FieldPath, Filter, AggregateField, GeoPoint) are
 * firebase-admin's own, re-exported here so app code imports them from one place.
 */
import {
  AggregateField,
  FieldPath,
  FieldValue,
  Filter,
  GeoPoint,
  Timestamp,
} from 'firebase-admin/firestore';
import type { DocumentData } from 'firebase-admin/firestore';

export { AggregateField, FieldPath, FieldValue, Filter, GeoPoint, Timestamp };
export type { DocumentData };

export type DbWhereFilterOp =
  '<' | '<=' | '==' | '!=' | '>=' | '>' | 'array-contains' | 'in' | 'not-in' | 'array-contains-any';
export type DbOrderByDirection = 'desc' | 'asc';

export interface DbPrecondition {
  exists?: boolean;
  lastUpdateTime?: Timestamp;
}

export interface DbSetOptions {
  merge?: boolean;
  mergeFields?: Array<string | FieldPath>;
}

export interface DbWriteResult {
  readonly writeTime: Timestamp;
  isEqual(other: DbWriteResult): boolean;
}

export interface DbDocumentSnapshot<T = DocumentData> {
  readonly exists: boolean;
  readonly ref: DbDocumentReference<T>;
  readonly id: string;
  readonly createTime?: Timestamp;
  readonly updateTime?: Timestamp;
  readonly readTime: Timestamp;
  data(): T | undefined;
  get(fieldPath: string | FieldPath): unknown;
}

export interface DbQueryDocumentSnapshot<T = DocumentData> extends DbDocumentSnapshot<T> {
  readonly createTime: Timestamp;
  readonly updateTime: Timestamp;
  data(): T;
}

export type DbDocumentChangeType = 'added' | 'removed' | 'modified';

export interface DbDocumentChange<T = DocumentData> {
  readonly type: DbDocumentChangeType;
  readonly doc: DbQueryDocumentSnapshot<T>;
  readonly oldIndex: number;
  readonly newIndex: number;
}

export interface DbQuerySnapshot<T = DocumentData> {
  readonly query: DbQuery<T>;
  readonly docs: Array<DbQueryDocumentSnapshot<T>>;
  readonly size: number;
  readonly empty: boolean;
  readonly readTime: Timestamp;
  docChanges(): Array<DbDocumentChange<T>>;
  forEach(callback: (result: DbQueryDocumentSnapshot<T>) => void, thisArg?: unknown): void;
}

export interface DbAggregateQuerySnapshot<R> {
  readonly readTime: Timestamp;
  data(): R;
}

export interface DbAggregateQuery<R> {
  get(): Promise<DbAggregateQuerySnapshot<R>>;
}

/** What `aggregate()` returns per alias: count and sum are numbers, average may be null. */
export type DbAggregateSpec = { [alias: string]: AggregateField<number | null> };
export type DbAggregateData<S extends DbAggregateSpec> = {
  [K in keyof S]: S[K] extends AggregateField<infer V> ? V : never;
};

export type DbUnsubscribe = () => void;

export interface DbQuery<T = DocumentData> {
  readonly firestore: Db;
  where(fieldPath: string | FieldPath, opStr: DbWhereFilterOp, value: unknown): DbQuery<T>;
  where(filter: Filter): DbQuery<T>;
  orderBy(fieldPath: string | FieldPath, directionStr?: DbOrderByDirection): DbQuery<T>;
  limit(limit: number): DbQuery<T>;
  limitToLast(limit: number): DbQuery<T>;
  offset(offset: number): DbQuery<T>;
  select(...field: Array<string | FieldPath>): DbQuery<DocumentData>;
  startAt(snapshot: DbDocumentSnapshot<unknown>): DbQuery<T>;
  startAt(...fieldValues: unknown[]): DbQuery<T>;
  startAfter(snapshot: DbDocumentSnapshot<unknown>): DbQuery<T>;
  startAfter(...fieldValues: unknown[]): DbQuery<T>;
  endBefore(snapshot: DbDocumentSnapshot<unknown>): DbQuery<T>;
  endBefore(...fieldValues: unknown[]): DbQuery<T>;
  endAt(snapshot: DbDocumentSnapshot<unknown>): DbQuery<T>;
  endAt(...fieldValues: unknown[]): DbQuery<T>;
  get(): Promise<DbQuerySnapshot<T>>;
  count(): DbAggregateQuery<{ count: number }>;
  aggregate<S extends DbAggregateSpec>(aggregateSpec: S): DbAggregateQuery<DbAggregateData<S>>;
  onSnapshot(
    onNext: (snapshot: DbQuerySnapshot<T>) => void,
    onError?: (error: Error) => void,
  ): DbUnsubscribe;
}

export interface DbCollectionReference<T = DocumentData> extends DbQuery<T> {
  readonly id: string;
  readonly path: string;
  readonly parent: DbDocumentReference<DocumentData> | null;
  doc(): DbDocumentReference<T>;
  doc(documentPath: string): DbDocumentReference<T>;
  add(data: T): Promise<DbDocumentReference<T>>;
  listDocuments(): Promise<Array<DbDocumentReference<T>>>;
}

export interface DbDocumentReference<T = DocumentData> {
  readonly id: string;
  readonly path: string;
  readonly firestore: Db;
  readonly parent: DbCollectionReference<T>;
  collection(collectionPath: string): DbCollectionReference<DocumentData>;
  listCollections(): Promise<Array<DbCollectionReference<DocumentData>>>;
  get(): Promise<DbDocumentSnapshot<T>>;
  create(data: T): Promise<DbWriteResult>;
  set(data: T): Promise<DbWriteResult>;
  set(data: Partial<T>, options: DbSetOptions): Promise<DbWriteResult>;
  update(data: DocumentData, precondition?: DbPrecondition): Promise<DbWriteResult>;
  update(
    field: string | FieldPath,
    value: unknown,
    ...moreFieldsOrPrecondition: unknown[]
  ): Promise<DbWriteResult>;
  delete(precondition?: DbPrecondition): Promise<DbWriteResult>;
  onSnapshot(
    onNext: (snapshot: DbDocumentSnapshot<T>) => void,
    onError?: (error: Error) => void,
  ): DbUnsubscribe;
}

export interface DbTransaction {
  get<T>(documentRef: DbDocumentReference<T>): Promise<DbDocumentSnapshot<T>>;
  get<T>(query: DbQuery<T>): Promise<DbQuerySnapshot<T>>;
  getAll<T>(
    ...documentRefsOrReadOptions: Array<DbDocumentReference<T> | DbReadOptions>
  ): Promise<Array<DbDocumentSnapshot<T>>>;
  create<T>(documentRef: DbDocumentReference<T>, data: T): DbTransaction;
  set<T>(documentRef: DbDocumentReference<T>, data: T): DbTransaction;
  set<T>(
    documentRef: DbDocumentReference<T>,
    data: Partial<T>,
    options: DbSetOptions,
  ): DbTransaction;
  update(
    documentRef: DbDocumentReference<unknown>,
    data: DocumentData,
    precondition?: DbPrecondition,
  ): DbTransaction;
  update(
    documentRef: DbDocumentReference<unknown>,
    field: string | FieldPath,
    value: unknown,
    ...fieldsOrPrecondition: unknown[]
  ): DbTransaction;
  delete(documentRef: DbDocumentReference<unknown>, precondition?: DbPrecondition): DbTransaction;
}

export interface DbWriteBatch {
  create<T>(documentRef: DbDocumentReference<T>, data: T): DbWriteBatch;
  set<T>(documentRef: DbDocumentReference<T>, data: T): DbWriteBatch;
  set<T>(
    documentRef: DbDocumentReference<T>,
    data: Partial<T>,
    options: DbSetOptions,
  ): DbWriteBatch;
  update(
    documentRef: DbDocumentReference<unknown>,
    data: DocumentData,
    precondition?: DbPrecondition,
  ): DbWriteBatch;
  update(
    documentRef: DbDocumentReference<unknown>,
    field: string | FieldPath,
    value: unknown,
    ...fieldsOrPrecondition: unknown[]
  ): DbWriteBatch;
  delete(documentRef: DbDocumentReference<unknown>, precondition?: DbPrecondition): DbWriteBatch;
  commit(): Promise<DbWriteResult[]>;
}

/** Accepted for signature compatibility; the local store reads whole documents. */
export interface DbReadOptions {
  readonly fieldMask?: Array<string | FieldPath>;
}

export interface DbTransactionOptions {
  readOnly?: boolean;
  maxAttempts?: number;
}

export interface Db {
  collection(collectionPath: string): DbCollectionReference<DocumentData>;
  doc(documentPath: string): DbDocumentReference<DocumentData>;
  collectionGroup(collectionId: string): DbQuery<DocumentData>;
  getAll(
    ...documentRefsOrReadOptions: Array<DbDocumentReference<DocumentData> | DbReadOptions>
  ): Promise<Array<DbDocumentSnapshot<DocumentData>>>;
  runTransaction<R>(
    updateFunction: (transaction: DbTransaction) => Promise<R>,
    transactionOptions?: DbTransactionOptions,
  ): Promise<R>;
  batch(): DbWriteBatch;
  listCollections(): Promise<Array<DbCollectionReference<DocumentData>>>;
  recursiveDelete(
    ref: DbCollectionReference<unknown> | DbDocumentReference<unknown>,
  ): Promise<void>;
}
