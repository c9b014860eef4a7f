/**
 * Order-preserving keys: a value's key (lowercase hex of bytes) sorts, as a plain string and as
 * Postgres bytea, exactly in Firestore's value order; descending keys invert every nibble.
 */
import type { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import type { Data } from './field-paths.js';
import { REF_PATH, valueType, type RefLike } from './values.js';

/** Firestore indexes only a value's first 1500 bytes; Postgres btree rows must stay small too. */
export const MAX_KEY_HEX = 3000;

const HEX: string[] = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, '0'));
const UTF8 = new TextEncoder();
const f64 = new DataView(new ArrayBuffer(8));

// Type tags: each type gets its own first nibble, so the first hex char is the type class.
const T_NULL = '10';
const T_BOOL = '20';
const T_NAN = '30';
const T_NUMBER = '31';
const T_TIMESTAMP = '40';
const T_STRING = '50';
const T_BYTES = '60';
const T_REF = '70';
const T_GEO = '80';
const T_ARRAY = '90';
const T_MAP = 'a0';
const END = '00';
const TERM = '0001';

function doubleHex(n: number): string {
  f64.setFloat64(0, n === 0 ? 0 : n);
  const negative = (f64.getUint8(0) & 0x80) !== 0;
  let out = '';
  for (let i = 0; i < 8; i++) {
    const b = f64.getUint8(i);
    out += HEX[negative ? 0xff - b : i === 0 ? b ^ 0x80 : b];
  }
  return out;
}

/** Bytes escaped so 0x00 never ends a segment early, then terminated: keeps prefix order. */
function escapedBytes(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b === 0 ? '00ff' : HEX[b];
  return out + TERM;
}

function escapedString(s: string): string {
  let ascii = true;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c === 0 || c > 0x7f) {
      ascii = false;
      break;
    }
  }
  if (!ascii) return escapedBytes(UTF8.encode(s));
  let out = '';
  for (let i = 0; i < s.length; i++) out += HEX[s.charCodeAt(i)];
  return out + TERM;
}

function int48Hex(n: number): string {
  return n.toString(16).padStart(12, '0');
}

export function encodeValue(value: unknown): string {
  switch (valueType(value)) {
    case 'null':
      return T_NULL;
    case 'boolean':
      return T_BOOL + (value ? '01' : '00');
    case 'number':
      return Number.isNaN(value) ? T_NAN : T_NUMBER + doubleHex(value as number);
    case 'timestamp': {
      const t = value as Timestamp;
      // Seconds offset by 2^40 stay positive across Firestore's years 1..9999 range.
      return (
        T_TIMESTAMP + int48Hex(t.seconds + 2 ** 40) + t.nanoseconds.toString(16).padStart(8, '0')
      );
    }
    case 'string':
      return T_STRING + escapedString(value as string);
    case 'bytes':
      return T_BYTES + escapedBytes(value as Uint8Array);
    case 'reference':
      return T_REF + referenceBody((value as RefLike)[REF_PATH]);
    case 'geopoint': {
      const g = value as GeoPoint;
      return T_GEO + doubleHex(g.latitude) + doubleHex(g.longitude);
    }
    case 'array':
      return T_ARRAY + (value as unknown[]).map(encodeValue).join('') + END;
    case 'map':
      return T_MAP + mapBody(value as Data) + END;
    default:
      throw new Error(`Cannot encode value of type ${typeof value}`);
  }
}

function mapBody(data: Data): string {
  const keys = Object.keys(data).sort(compareUtf8);
  let out = '';
  for (const k of keys) out += escapedString(k) + encodeValue(data[k]);
  return out;
}

export function referenceBody(path: string): string {
  return path.split('/').map(escapedString).join('') + '0000';
}

/** A document name as a key: used as the final tie-break inside composite keys. */
export function nameKeyHex(path: string): string {
  return referenceBody(path);
}

export function truncateKey(key: string): string {
  return key.length > MAX_KEY_HEX ? key.slice(0, MAX_KEY_HEX) : key;
}

const INVERT: Record<string, string> = {};
for (let i = 0; i < 16; i++) INVERT[i.toString(16)] = (15 - i).toString(16);

/** Descending order: invert each nibble; prefix-free keys keep inversion order-correct. */
export function invertKey(key: string): string {
  let out = '';
  for (let i = 0; i < key.length; i++) out += INVERT[key[i] as string];
  return out;
}

/** The type class of a key is its first hex char (numbers and NaN share '3'). */
export function typeClass(key: string): string {
  return key.charAt(0);
}

export function compareKeys(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function compareValues(a: unknown, b: unknown): number {
  return compareKeys(encodeValue(a), encodeValue(b));
}

/** UTF-8 byte order of JS strings (differs from UTF-16 order only for astral characters). */
export function compareUtf8(a: string, b: string): number {
  if (a === b) return 0;
  const ea = escapedString(a);
  const eb = escapedString(b);
  return ea < eb ? -1 : 1;
}

/** The smallest key of the next type class: an exclusive upper bound for a type bracket. */
export function typeClassEnd(key: string): string {
  const c = parseInt(key.charAt(0), 16);
  return (c + 1).toString(16) + '0';
}

export function typeClassStart(key: string): string {
  return key.charAt(0) + '0';
}
