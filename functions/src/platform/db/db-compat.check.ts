/** Compile-time proof that firebase-admin's Firestore satisfies the Db port (typechecked only). */
import type { Firestore } from 'firebase-admin/firestore';
import type { Db } from './db.js';

export function asDb(firestore: Firestore): Db {
  return firestore;
}
import type {
  DocumentReference,
  Query,
  Transaction,
  WriteBatch,
  DocumentSnapshot,
} from 'firebase-admin/firestore';
import type {
  DbDocumentReference,
  DbQuery,
  DbTransaction,
  DbWriteBatch,
  DbDocumentSnapshot,
} from './db.js';
export function r1(x: DocumentReference): DbDocumentReference {
  return x;
}
export function r2(x: Query): DbQuery {
  return x;
}
export function r3(x: Transaction): DbTransaction {
  return x;
}
export function r4(x: WriteBatch): DbWriteBatch {
  return x;
}
export function r5(x: DocumentSnapshot): DbDocumentSnapshot {
  return x;
}
