/**
 * Strings as Firestore meets them. A lone UTF-16 surrogate has no UTF-8 encoding: in a field value,
 * a field name or a query the request cannot be parsed and fails with 2 UNKNOWN (what the emulator
 * answers), while a resource name (a document path, a reference value) is read with U+FFFD in its
 * place. And strings order by code point (UTF-8 byte order), not by UTF-16 code unit.
 */
import { storeError } from './errors.js';
import { isPlainObject } from './field-paths.js';

// With the u flag a surrogate pair is one (astral) code point: only lone surrogates match.
const LONE_SURROGATE = /\p{Cs}/u;
const LONE_SURROGATES = /\p{Cs}/gu;

export function hasLoneSurrogate(s: string): boolean {
  return LONE_SURROGATE.test(s);
}

/** A resource name as Firestore stores it: each lone surrogate becomes U+FFFD. */
export function wellFormed(s: string): string {
  return hasLoneSurrogate(s) ? s.replace(LONE_SURROGATES, '\ufffd') : s;
}

function unparseable(where: string): Error {
  return storeError(
    'UNKNOWN',
    `Application error processing RPC (${where} holds a lone UTF-16 surrogate, which has no UTF-8 encoding)`,
  );
}

/** Refuses, as Firestore does, a string or map key with a lone surrogate anywhere in `value`. */
export function checkWellFormedValue(value: unknown, where = 'a value'): void {
  if (typeof value === 'string') {
    if (hasLoneSurrogate(value)) throw unparseable(where);
  } else if (Array.isArray(value)) {
    for (const element of value) checkWellFormedValue(element, where);
  } else if (isPlainObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (hasLoneSurrogate(key)) throw unparseable('a field name');
      checkWellFormedValue(inner, where);
    }
  }
}

/** Refuses a field path (or a collection id) with a lone surrogate in a segment. */
export function checkWellFormedPath(segments: readonly string[], where = 'a field path'): void {
  if (segments.some(hasLoneSurrogate)) throw unparseable(where);
}

/**
 * The SDK asks for a document by the name it was given and gets it back under the name Firestore
 * read (with U+FFFD): it cannot match the two, and fails the read.
 */
export function checkReadablePath(path: string): void {
  if (hasLoneSurrogate(path)) throw new Error(`Did not receive document for "${path}".`);
}

/**
 * Code-point order: UTF-16 code units compare the same way except that surrogates (astral
 * characters) sort below U+E000–U+FFFF, where code points sort them above.
 */
export function compareCodePoints(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return rank(x) - rank(y);
  }
  return a.length - b.length;
}

function rank(unit: number): number {
  if (unit < 0xd800) return unit;
  return unit >= 0xe000 ? unit - 0x800 : unit + 0x2000;
}
