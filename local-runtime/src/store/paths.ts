/** Document and collection path parsing/validation, and the order-preserving name key used in SQL. */
import { storeError } from './errors.js';
import { compareCodePoints } from './unicode-strings.js';

const RESERVED_ID = /^__.*__$/;

/** Firestore's resource-path validation, with the SDK's client-side messages. */
export function splitPath(path: string, argName: string): string[] {
  if (typeof path !== 'string' || path === '') {
    throw new Error(
      `Value for argument "${argName}" is not a valid resource path. Path must be a non-empty string.`,
    );
  }
  if (path.includes('//')) {
    throw new Error(
      `Value for argument "${argName}" is not a valid resource path. Paths must not contain //.`,
    );
  }
  return path.split('/').filter((s) => s !== '');
}

export function checkDocumentPath(segments: string[], raw: string, argName = 'documentPath'): void {
  if (segments.length === 0 || segments.length % 2 !== 0) {
    throw new Error(
      `Value for argument "${argName}" must point to a document, but was "${raw}". Your path does not contain an even number of components.`,
    );
  }
}

export function checkCollectionPath(
  segments: string[],
  raw: string,
  argName = 'collectionPath',
): void {
  if (segments.length % 2 !== 1) {
    throw new Error(
      `Value for argument "${argName}" must point to a collection, but was "${raw}". Your path does not contain an odd number of components.`,
    );
  }
}

/** The backend rejects reserved ids and over-long names at write time (INVALID_ARGUMENT). */
export function checkWritableDocumentPath(path: string): void {
  for (const segment of path.split('/')) {
    if (segment === '.' || segment === '..') {
      throw storeError(
        'INVALID_ARGUMENT',
        `Resource id "${segment}" is invalid because it is reserved.`,
      );
    }
    if (RESERVED_ID.test(segment)) {
      throw storeError(
        'INVALID_ARGUMENT',
        `Resource id "${segment}" is invalid because it is reserved.`,
      );
    }
    if (Buffer.byteLength(segment) > 1500) {
      throw storeError(
        'INVALID_ARGUMENT',
        `Resource id "${segment.slice(0, 20)}…" is longer than 1500 bytes.`,
      );
    }
  }
}

export function checkCollectionId(collectionId: string): void {
  if (typeof collectionId !== 'string' || collectionId === '') {
    throw new Error('Value for argument "collectionId" is not a valid string.');
  }
  if (collectionId.includes('/')) {
    throw new Error(`Invalid collectionId '${collectionId}'. Collection IDs must not contain '/'.`);
  }
}

/**
 * SQL stores names with '/' replaced by U+0001 so that byte order of the text equals Firestore's
 * segment-by-segment name order (a '/' would sort after '-' and '.', which segments may contain).
 */
export function nameKey(path: string): string {
  return path.replaceAll('/', '\u0001');
}

export function pathFromNameKey(key: string): string {
  return key.replaceAll('\u0001', '/');
}

export function parentPath(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? '' : path.slice(0, i);
}

export function lastSegment(path: string): string {
  const i = path.lastIndexOf('/');
  return i < 0 ? path : path.slice(i + 1);
}

/** Firestore's auto-id alphabet and length. */
export function autoId(): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let id = '';
  for (let i = 0; i < 20; i++) id += chars.charAt(Math.floor(Math.random() * chars.length));
  return id;
}

/** Firestore's name order: segment by segment, each by code point (as the SQL name column). */
export function compareNames(a: string, b: string): number {
  return compareCodePoints(nameKey(a), nameKey(b));
}
