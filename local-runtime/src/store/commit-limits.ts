/**
 * What Firestore's backend refuses in a commit request before applying any of it: strings it
 * cannot parse (a lone surrogate, see unicode-strings.ts), field names it reserves
 * (`__name__`-style, at any depth) and a request over 10 MiB (its maximum API request size). The
 * SDK-side checks (empty field names and the rest) happen when a write is prepared.
 */
import { isPlainObject, type Data } from './field-paths.js';
import { storeError } from './errors.js';
import { nameSize, valueSize } from './values.js';
import type { WriteOp } from './write-input.js';
import { checkWellFormedPath, checkWellFormedValue } from './unicode-strings.js';

export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;

const RESERVED = /^__.*__$/;

function checkNames(value: unknown): void {
  if (Array.isArray(value)) {
    for (const element of value) checkNames(element);
    return;
  }
  if (!isPlainObject(value)) return;
  for (const [name, inner] of Object.entries(value as Data)) {
    checkName(name);
    checkNames(inner);
  }
}

function checkName(name: string): void {
  if (RESERVED.test(name)) throw storeError('INVALID_ARGUMENT', `field name ${name} is reserved`);
}

/** Roughly what a write weighs in the request: its document name and the values it sends. */
function writeSize(op: WriteOp): number {
  let size = nameSize(op.path);
  if (op.data) size += valueSize(op.data);
  for (const field of op.fields ?? [])
    size += field.segments.join('.').length + valueSize(field.value);
  return size;
}

/** A request that cannot be parsed fails before anything in it is checked. */
function checkParseable(op: WriteOp): void {
  checkWellFormedValue(op.data);
  for (const field of op.fields ?? []) {
    checkWellFormedPath(field.segments);
    checkWellFormedValue(field.value);
  }
  for (const segments of op.deletes ?? []) checkWellFormedPath(segments);
  for (const transform of op.transforms) {
    checkWellFormedPath(transform.segments);
    checkWellFormedValue(transform.elements);
  }
}

export function checkCommitRequest(ops: WriteOp[]): void {
  ops.forEach(checkParseable);
  let size = 0;
  for (const op of ops) {
    checkNames(op.data);
    for (const field of op.fields ?? []) {
      field.segments.forEach(checkName);
      checkNames(field.value);
    }
    for (const segments of op.deletes ?? []) segments.forEach(checkName);
    for (const transform of op.transforms) transform.segments.forEach(checkName);
    size += writeSize(op);
  }
  if (size > MAX_REQUEST_BYTES)
    throw storeError(
      'INVALID_ARGUMENT',
      `Request payload size exceeds the limit: ${MAX_REQUEST_BYTES} bytes.`,
    );
}
