/** The value model: type classification of stored values and their lossless JSON encoding on disk. */
import { GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { isPlainObject, type Data } from './field-paths.js';
import { wellFormed } from './unicode-strings.js';

/** Marker carried by the store's document references so values can hold references. */
export const REF_PATH = Symbol.for('portico.local-store.ref-path');

export interface RefLike {
  readonly [REF_PATH]: string;
}

export function isRef(value: unknown): value is RefLike {
  return typeof value === 'object' && value !== null && REF_PATH in value;
}

export type ValueType =
  | 'null'
  | 'boolean'
  | 'number'
  | 'timestamp'
  | 'string'
  | 'bytes'
  | 'reference'
  | 'geopoint'
  | 'array'
  | 'map';

export function valueType(value: unknown): ValueType | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'boolean':
      return 'boolean';
    case 'number':
      return 'number';
    case 'string':
      return 'string';
    case 'object':
      break;
    default:
      return undefined;
  }
  if (Array.isArray(value)) return 'array';
  if (value instanceof Timestamp) return 'timestamp';
  if (value instanceof Uint8Array) return 'bytes';
  if (value instanceof GeoPoint) return 'geopoint';
  if (isRef(value)) return 'reference';
  if (isPlainObject(value)) return 'map';
  return undefined;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Tagged JSON: maps as {m:{}}, other non-JSON types as one-key objects; arrays and scalars bare. */
export function toJson(value: unknown): Json {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      if (Number.isFinite(value) && !Object.is(value, -0)) return value;
      return { d: Object.is(value, -0) ? '-0' : String(value) };
    default:
      break;
  }
  if (value === null) return null;
  if (Array.isArray(value)) return value.map(toJson);
  if (value instanceof Timestamp) return { t: [value.seconds, value.nanoseconds] };
  if (value instanceof Uint8Array) return { b: Buffer.from(value).toString('base64') };
  if (value instanceof GeoPoint) return { g: [value.latitude, value.longitude] };
  // Firestore reads a lone surrogate in a reference's name as U+FFFD.
  if (isRef(value)) return { r: wellFormed(value[REF_PATH]) };
  const out: { [key: string]: Json } = {};
  for (const [k, v] of Object.entries(value as Data)) out[k] = toJson(v);
  return { m: out };
}

export function encodeData(data: Data): string {
  return encodeDocument(data).text;
}

/** A document larger than this (in JSON characters) is stored with its head (encodeDocument). */
export const HEAD_AFTER_CHARS = 4_096;
/** A top-level field whose JSON is longer than this stays out of the head. */
const HEAD_FIELD_MAX_CHARS = 1_024;

export interface EncodedDocument {
  /** The whole document as JSON. */
  text: string;
  /** For a large document: its small top-level fields as JSON, else null. */
  head: string | null;
  /** For a large document: the JSON array of the top-level fields its head leaves out. */
  omits: string | null;
}

/**
 * The document as stored: its JSON and, when it is large, its head, which a projection of small
 * fields (a list's columns) reads instead of parsing the whole document again.
 */
export function encodeDocument(data: Data): EncodedDocument {
  const parts = Object.entries(data).map(
    ([k, v]) => `${JSON.stringify(k)}:${JSON.stringify(toJson(v))}`,
  );
  const text = `{${parts.join(',')}}`;
  if (text.length <= HEAD_AFTER_CHARS) return { text, head: null, omits: null };
  const keys = Object.keys(data);
  const small = parts.filter((part) => part.length <= HEAD_FIELD_MAX_CHARS);
  const omitted = keys.filter((_, i) => (parts[i] as string).length > HEAD_FIELD_MAX_CHARS);
  return { text, head: `{${small.join(',')}}`, omits: JSON.stringify(omitted) };
}

export type RefFactory = (path: string) => unknown;

function fromJson(json: Json, makeRef: RefFactory): unknown {
  if (json === null || typeof json !== 'object') return json;
  if (Array.isArray(json)) return json.map((j) => fromJson(j, makeRef));
  if ('m' in json) return fromMap(json.m as { [key: string]: Json }, makeRef);
  if ('t' in json) {
    const [s, n] = json.t as [number, number];
    return new Timestamp(s, n);
  }
  if ('d' in json) return json.d === '-0' ? -0 : Number(json.d);
  if ('b' in json) return Buffer.from(json.b as string, 'base64');
  if ('g' in json) {
    const [lat, lng] = json.g as [number, number];
    return new GeoPoint(lat, lng);
  }
  if ('r' in json) return makeRef(json.r as string);
  throw new Error(`Corrupt stored value: ${JSON.stringify(json)}`);
}

function fromMap(json: { [key: string]: Json }, makeRef: RefFactory): Data {
  const out: Data = {};
  for (const [k, v] of Object.entries(json)) out[k] = fromJson(v, makeRef);
  return out;
}

export function decodeData(text: string, makeRef: RefFactory): Data {
  return fromMap(JSON.parse(text) as { [key: string]: Json }, makeRef);
}

/** Deep copy of stored-form data, so callers can't mutate what the store holds. */
export function cloneValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(cloneValue);
  if (isPlainObject(value)) {
    const out: Data = {};
    for (const [k, v] of Object.entries(value)) out[k] = cloneValue(v);
    return out;
  }
  if (value instanceof Uint8Array) return Buffer.from(value);
  return value;
}

export function cloneData(data: Data): Data {
  return cloneValue(data) as Data;
}

/**
 * Whether two stored-form values are the same Firestore value, whatever the order of map keys
 * (a map has none in Firestore): a write of the same data is a no-op. Numbers compare exactly
 * (-0 is a double apart from the integer 0, as on the wire; NaN equals NaN).
 */
export function sameValue(a: unknown, b: unknown): boolean {
  const type = valueType(a);
  if (type !== valueType(b)) return false;
  switch (type) {
    case 'number':
      return Object.is(a, b);
    case 'timestamp':
      return (a as Timestamp).isEqual(b as Timestamp);
    case 'bytes':
      return Buffer.from(a as Uint8Array).equals(b as Uint8Array);
    case 'reference':
      return (a as RefLike)[REF_PATH] === (b as RefLike)[REF_PATH];
    case 'geopoint':
      return (a as GeoPoint).isEqual(b as GeoPoint);
    case 'array': {
      const x = a as unknown[];
      const y = b as unknown[];
      return x.length === y.length && x.every((v, i) => sameValue(v, y[i]));
    }
    case 'map': {
      const x = a as Data;
      const y = b as Data;
      const keys = Object.keys(x);
      return (
        keys.length === Object.keys(y).length &&
        keys.every((k) => Object.prototype.hasOwnProperty.call(y, k) && sameValue(x[k], y[k]))
      );
    }
    default:
      return a === b;
  }
}

/** Firestore's storage-size rules (https://firebase.google.com/docs/firestore/storage-size). */
export function valueSize(value: unknown): number {
  switch (valueType(value)) {
    case 'string':
      return Buffer.byteLength(value as string, 'utf8') + 1;
    case 'null':
    case 'boolean':
      return 1;
    case 'number':
    case 'timestamp':
      return 8;
    case 'geopoint':
      return 16;
    case 'bytes':
      return (value as Uint8Array).length;
    case 'reference':
      return nameSize((value as RefLike)[REF_PATH]);
    case 'array':
      return (value as unknown[]).reduce<number>((n, v) => n + valueSize(v), 0);
    case 'map':
      return mapSize(value as Data);
    default:
      return 0;
  }
}

export function mapSize(data: Data): number {
  let n = 0;
  for (const [k, v] of Object.entries(data)) n += Buffer.byteLength(k, 'utf8') + 1 + valueSize(v);
  return n;
}

export function nameSize(path: string): number {
  return path.split('/').reduce((n, s) => n + Buffer.byteLength(s, 'utf8') + 1, 0) + 16;
}

export function documentSize(path: string, data: Data): number {
  return nameSize(path) + mapSize(data) + 32;
}
