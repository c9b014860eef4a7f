/** Field paths: parsing user input (dotted strings, FieldPath), canonical strings, and get/set in data. */
import { FieldPath } from 'firebase-admin/firestore';

export type Segments = readonly string[];

export const DOCUMENT_ID = '__name__';

const SIMPLE_SEGMENT = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

function fieldPathSegments(fp: FieldPath): string[] {
  // FieldPath keeps its segments in a protected member; the public API has no accessor.
  return (fp as unknown as { segments: string[] }).segments.slice();
}

/** Parses a field path argument with the SDK's validation messages. */
export function toSegments(arg: string | FieldPath, argName = 'fieldPath'): string[] {
  if (arg instanceof FieldPath) return fieldPathSegments(arg);
  if (typeof arg !== 'string') {
    throw new Error(
      `Value for argument "${argName}" is not a valid field path. Paths can only be specified as strings or via a FieldPath object.`,
    );
  }
  if (arg.includes('..')) {
    throw new Error(
      `Value for argument "${argName}" is not a valid field path. Paths must not contain ".." in them.`,
    );
  }
  if (arg.startsWith('.') || arg.endsWith('.')) {
    throw new Error(
      `Value for argument "${argName}" is not a valid field path. Paths must not start or end with ".".`,
    );
  }
  if (arg === '' || /[~*/[\]]/.test(arg)) {
    throw new Error(
      `Value for argument "${argName}" is not a valid field path. Paths can't be empty and must not contain "*~/[]".`,
    );
  }
  return arg.split('.');
}

/** Firestore's formatted field path: simple segments bare, others in backticks. */
export function canonical(segments: Segments): string {
  return segments
    .map((s) =>
      SIMPLE_SEGMENT.test(s) ? s : '`' + s.replaceAll('\\', '\\\\').replaceAll('`', '\\`') + '`',
    )
    .join('.');
}

export function isDocumentId(segments: Segments): boolean {
  return segments.length === 1 && segments[0] === DOCUMENT_ID;
}

export type Data = Record<string, unknown>;

export function isPlainObject(value: unknown): value is Data {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return (
    proto === Object.prototype || proto === null || (value as object).constructor?.name === 'Object'
  );
}

export function getField(data: Data | undefined, segments: Segments): unknown {
  let current: unknown = data;
  for (const segment of segments) {
    if (!isPlainObject(current) || !Object.prototype.hasOwnProperty.call(current, segment))
      return undefined;
    current = current[segment];
  }
  return current;
}

export function hasField(data: Data | undefined, segments: Segments): boolean {
  return getField(data, segments) !== undefined;
}

/** Sets a nested field, creating (or replacing non-map) intermediate maps, as update() does. */
export function setField(data: Data, segments: Segments, value: unknown): void {
  let current = data;
  for (let i = 0; i < segments.length - 1; i++) {
    const segment = segments[i] as string;
    const next = current[segment];
    if (isPlainObject(next)) {
      current = next;
    } else {
      const created: Data = {};
      current[segment] = created;
      current = created;
    }
  }
  current[segments[segments.length - 1] as string] = value;
}

export function deleteField(data: Data, segments: Segments): void {
  let current: unknown = data;
  for (let i = 0; i < segments.length - 1; i++) {
    if (!isPlainObject(current)) return;
    current = current[segments[i] as string];
  }
  if (isPlainObject(current)) delete current[segments[segments.length - 1] as string];
}

export function isPrefixOf(prefix: Segments, path: Segments): boolean {
  if (prefix.length > path.length) return false;
  return prefix.every((s, i) => path[i] === s);
}
