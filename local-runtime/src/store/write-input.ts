/**
 * Turns user write input (set/create/update data, FieldValue sentinels) into validated write
 * operations, with the SDK's client-side validation messages.
 */
import { FieldPath, FieldValue, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import { storeError } from './errors.js';
import { canonical, isPlainObject, toSegments, type Data, type Segments } from './field-paths.js';
import { isRef } from './values.js';

const MAX_DEPTH = 20;

export type TransformKind = 'serverTimestamp' | 'increment' | 'arrayUnion' | 'arrayRemove';

export interface Transform {
  segments: string[];
  kind: TransformKind;
  operand?: number;
  elements?: unknown[];
}

export interface Precondition {
  exists?: boolean;
  updateTime?: Timestamp;
}

/** One write of a commit: a full replace, or field sets/deletes on the current document. */
export interface WriteOp {
  path: string;
  kind: 'set' | 'patch' | 'delete';
  /** set: the whole new document (sentinels removed). */
  data?: Data;
  /** patch: field values to set. */
  fields?: Array<{ segments: string[]; value: unknown }>;
  /** patch: fields to delete. */
  deletes?: string[][];
  transforms: Transform[];
  precondition?: Precondition;
}

interface WalkOptions {
  arg: string | number;
  desc?: string;
  allowUndefined: boolean;
  /** 'none' for set/create, 'root' for update, 'all' for set-merge. */
  allowDeletes: 'none' | 'root' | 'all';
  allowTransforms: boolean;
}

function bad(opts: WalkOptions, fallback: string): string {
  const desc = opts.desc ?? fallback;
  const name =
    typeof opts.arg === 'string'
      ? `Value for argument "${opts.arg}"`
      : `Element at index ${opts.arg}`;
  return `${name} is not a valid ${desc}.`;
}

function sentinelName(value: FieldValue): string {
  return (value as unknown as { methodName: string }).methodName;
}

interface Walked {
  /** Data with sentinels and ignored undefineds removed. */
  value: unknown;
  transforms: Transform[];
  deletes: string[][];
}

/**
 * Validates a value the way the SDK's validateUserInput does and separates sentinels: transforms
 * and deletes are returned with their field paths, the remaining data is returned as stored form.
 */
function walk(
  value: unknown,
  path: string[],
  opts: WalkOptions,
  inArray: boolean,
  out: Walked,
): unknown {
  const where = path.length > 0 ? ` (found in field "${canonical(path)}")` : '';
  if (path.length > MAX_DEPTH) {
    throw new Error(
      `${bad(opts, 'Firestore document')} Input object is deeper than ${MAX_DEPTH} levels or contains a cycle.`,
    );
  }
  if (Array.isArray(value)) {
    const arr: unknown[] = [];
    value.forEach((v, i) => {
      if (Array.isArray(v))
        throw storeError('INVALID_ARGUMENT', 'Cannot convert an array value in an array value.');
      const w = walk(v, [...path, String(i)], opts, true, out);
      // The SDK's serializer drops ignored undefined elements rather than storing null.
      if (w !== undefined) arr.push(w);
    });
    return arr;
  }
  if (value === undefined) {
    if (!opts.allowUndefined || path.length === 0) {
      if (opts.allowUndefined) {
        throw new Error(
          `${bad(opts, 'Firestore document')} "undefined" values are only ignored inside of objects.`,
        );
      }
      throw new Error(
        `${bad(opts, 'Firestore document')} Cannot use "undefined" as a Firestore value${where}. If you want to ignore undefined values, enable \`ignoreUndefinedProperties\`.`,
      );
    }
    return undefined;
  }
  if (value instanceof FieldValue) {
    const name = sentinelName(value);
    if (inArray)
      throw new Error(
        `${bad(opts, 'Firestore document')} ${name}() cannot be used inside of an array${where}.`,
      );
    if (name === 'FieldValue.delete') {
      const ok = opts.allowDeletes === 'all' || (opts.allowDeletes === 'root' && path.length >= 1);
      if (!ok) {
        throw new Error(
          `${bad(opts, 'Firestore document')} ${name}() must appear at the top-level and can only be used in update() or set() with {merge:true}${where}.`,
        );
      }
      out.deletes.push(path);
      return undefined;
    }
    if (!opts.allowTransforms) {
      throw new Error(
        `${bad(opts, 'Firestore document')} ${name}() can only be used in set(), create() or update()${where}.`,
      );
    }
    out.transforms.push(toTransform(value, name, path, opts));
    return undefined;
  }
  if (isPlainObject(value)) {
    const map: Data = {};
    for (const [k, v] of Object.entries(value)) {
      // The SDK reads every key as a one-segment field path.
      if (k === '') throw new Error('Element at index 0 should not be an empty string.');
      const w = walk(v, [...path, k], opts, inArray, out);
      if (w !== undefined) map[k] = w;
    }
    return map;
  }
  if (
    value === null ||
    typeof value === 'string' ||
    typeof value === 'boolean' ||
    typeof value === 'number'
  ) {
    return value;
  }
  if (typeof value === 'bigint') {
    // The SDK sends a BigInt as an integer, wrapped to int64 by its gRPC encoding (so Firestore
    // never refuses one), and firebase-admin reads integers back as numbers (useBigInt is off).
    return Number(BigInt.asIntN(64, value));
  }
  if (typeof value === 'function' || typeof value === 'symbol') {
    throw new Error(`Cannot encode value: ${String(value)}`);
  }
  // Firestore keeps microseconds: truncate on write so reads return what the server would.
  if (value instanceof Timestamp)
    return new Timestamp(value.seconds, Math.floor(value.nanoseconds / 1000) * 1000);
  if (value instanceof GeoPoint || isRef(value)) return value;
  if (value instanceof Date) return Timestamp.fromDate(value);
  if (value instanceof Uint8Array) return Buffer.from(value);
  if (value instanceof FieldPath) {
    throw new Error(
      `${bad(opts, 'Firestore document')} Cannot use object of type "FieldPath" as a Firestore value${where}.`,
    );
  }
  if (typeof value === 'object') {
    const typeName = (value as object).constructor?.name ?? 'Object';
    throw new Error(
      `${bad(opts, 'Firestore document')} Couldn't serialize object of type "${typeName}"${where}. Firestore doesn't support JavaScript objects with custom prototypes (i.e. objects that were created via the "new" operator).`,
    );
  }
  throw new Error(
    `${bad(opts, 'Firestore document')} Invalid use of type "${typeof value}" as a Firestore argument${where}.`,
  );
}

function toTransform(
  value: FieldValue,
  name: string,
  path: string[],
  opts: WalkOptions,
): Transform {
  const raw = value as unknown as { operand?: unknown; elements?: unknown[] };
  switch (name) {
    case 'FieldValue.serverTimestamp':
      return { segments: path, kind: 'serverTimestamp' };
    case 'FieldValue.increment':
      if (typeof raw.operand !== 'number') {
        throw new Error('Value for argument "FieldValue.increment()" is not a valid number.');
      }
      return { segments: path, kind: 'increment', operand: raw.operand };
    case 'FieldValue.arrayUnion':
    case 'FieldValue.arrayRemove': {
      const elements = (raw.elements ?? []).map((e, i) => {
        if (Array.isArray(e)) {
          throw new Error(
            `Element at index ${i} is not a valid array element. Nested arrays are not supported.`,
          );
        }
        const inner: Walked = { value: undefined, transforms: [], deletes: [] };
        return walk(e, [...path, String(i)], { ...opts, allowUndefined: false }, true, inner);
      });
      return {
        segments: path,
        kind: name === 'FieldValue.arrayUnion' ? 'arrayUnion' : 'arrayRemove',
        elements,
      };
    }
    default:
      throw new Error(`Unsupported FieldValue ${name}`);
  }
}

function checkDocumentObject(data: unknown, arg: string): asserts data is Data {
  if (!isPlainObject(data)) {
    if (data !== null && typeof data === 'object' && !Array.isArray(data)) {
      const typeName = (data as object).constructor?.name ?? 'Object';
      throw new Error(
        `Value for argument "${arg}" is not a valid Firestore document. Couldn't serialize object of type "${typeName}". Firestore doesn't support JavaScript objects with custom prototypes (i.e. objects that were created via the "new" operator).`,
      );
    }
    throw new Error(
      `Value for argument "${arg}" is not a valid Firestore document. Input is not a plain JavaScript object.`,
    );
  }
}

export interface SetOptions {
  merge?: boolean;
  mergeFields?: Array<string | FieldPath>;
}

export function prepareSet(
  path: string,
  data: unknown,
  options: SetOptions | undefined,
  allowUndefined: boolean,
  create = false,
): WriteOp {
  checkDocumentObject(data, 'data');
  const merge = options?.merge === true;
  const mergeFields = options?.mergeFields;
  if (options !== undefined && options !== null) {
    if (typeof options !== 'object') {
      throw new Error(
        'Value for argument "options" is not a valid set() options argument. Input is not an object.',
      );
    }
    if (options.merge !== undefined && mergeFields !== undefined) {
      throw new Error(
        'Value for argument "options" is not a valid set() options argument. You cannot specify both "merge" and "mergeFields".',
      );
    }
  }
  const out: Walked = { value: undefined, transforms: [], deletes: [] };
  const opts: WalkOptions = {
    arg: 'data',
    allowUndefined,
    allowDeletes: merge || mergeFields !== undefined ? 'all' : 'none',
    allowTransforms: true,
  };
  const clean = walk(data, [], opts, false, out) as Data;
  if (!merge && mergeFields === undefined) {
    return {
      path,
      kind: 'set',
      data: clean,
      transforms: out.transforms,
      ...(create ? { precondition: { exists: false } } : {}),
    };
  }
  if (merge) {
    const fields: WriteOp['fields'] = [];
    collectLeaves(clean, data, [], fields);
    return { path, kind: 'patch', fields, deletes: out.deletes, transforms: out.transforms };
  }
  const masks = (mergeFields ?? []).map((f, i) => {
    try {
      return toSegments(f, String(i));
    } catch (err) {
      throw new Error(
        `Value for argument "options" is not a valid set() options argument. "mergeFields" is not valid: ${(err as Error).message}`,
        { cause: err },
      );
    }
  });
  const fields: NonNullable<WriteOp['fields']> = [];
  for (const mask of masks) {
    const covered =
      out.transforms.some((t) => startsWith(t.segments, mask)) ||
      out.deletes.some((d) => startsWith(d, mask));
    const value = getPath(clean, mask);
    if (value === undefined && !covered) {
      throw new Error(`Input data is missing for field "${canonical(mask)}".`);
    }
    if (value !== undefined) fields.push({ segments: mask, value });
  }
  const inMask = (p: Segments): boolean => masks.some((m) => startsWith(p, m));
  return {
    path,
    kind: 'patch',
    fields,
    deletes: out.deletes.filter(inMask),
    transforms: out.transforms.filter((t) => inMask(t.segments)),
  };
}

function startsWith(path: Segments, prefix: Segments): boolean {
  return prefix.length <= path.length && prefix.every((s, i) => path[i] === s);
}

function getPath(data: Data, segments: Segments): unknown {
  let cur: unknown = data;
  for (const s of segments) {
    if (!isPlainObject(cur)) return undefined;
    cur = cur[s];
  }
  return cur;
}

/** set(merge) writes every leaf; an empty map is itself a leaf (it creates the map). */
function collectLeaves(
  data: Data,
  original: Data,
  prefix: string[],
  out: NonNullable<WriteOp['fields']>,
): void {
  for (const [k, v] of Object.entries(data)) {
    const path = [...prefix, k];
    const given = original[k];
    if (isPlainObject(v) && isPlainObject(given) && Object.keys(given).length > 0) {
      // A map that held only sentinels is not itself a leaf: it must not be replaced by {}.
      collectLeaves(v, given, path, out);
    } else {
      out.push({ segments: path, value: v });
    }
  }
}

function parsePrecondition(value: unknown): Precondition {
  if (value === null || typeof value !== 'object') {
    throw new Error('Input is not an object.');
  }
  const p = value as { exists?: unknown; lastUpdateTime?: unknown };
  const result: Precondition = {};
  let count = 0;
  if (p.exists !== undefined) {
    if (typeof p.exists !== 'boolean') {
      throw new Error(
        'Value for argument "precondition" is not a valid precondition. "exists" is not a boolean.\'',
      );
    }
    result.exists = p.exists;
    count++;
  }
  if (p.lastUpdateTime !== undefined) {
    if (!(p.lastUpdateTime instanceof Timestamp)) {
      throw new Error(
        'Value for argument "precondition" is not a valid precondition. "lastUpdateTime" is not a Firestore Timestamp.',
      );
    }
    result.updateTime = p.lastUpdateTime;
    count++;
  }
  if (count > 1) {
    throw new Error(
      'Value for argument "precondition" is not a valid precondition. Input specifies more than one precondition.',
    );
  }
  return result;
}

export function prepareDelete(path: string, precondition: unknown): WriteOp {
  const op: WriteOp = { path, kind: 'delete', transforms: [] };
  if (precondition !== undefined) op.precondition = parsePrecondition(precondition);
  return op;
}

/**
 * update(data, precondition?) or update(field, value, ...moreFieldsAndValues, precondition?).
 * Field keys are field paths; values replace whole fields (maps are not merged).
 */
export function prepareUpdate(path: string, args: unknown[], allowUndefined: boolean): WriteOp {
  const pairs: Array<{ segments: string[]; value: unknown; arg: string | number }> = [];
  let precondition: Precondition = { exists: true };
  const first = args[0];
  if (typeof first === 'string' || first instanceof FieldPath) {
    let i = 0;
    for (; i + 1 < args.length; i += 2) {
      pairs.push({
        segments: toSegments(args[i] as string | FieldPath, String(i)),
        value: args[i + 1],
        arg: i + 1,
      });
    }
    if (i < args.length) precondition = { ...parsePrecondition(args[i]), exists: true };
  } else {
    if (!isPlainObject(first)) {
      throw new Error(
        'Value for argument "dataOrField" is not a valid Firestore document. Input is not a plain JavaScript object.',
      );
    }
    for (const [k, v] of Object.entries(first)) {
      pairs.push({ segments: toSegments(k, 'dataOrField'), value: v, arg: 'dataOrField' });
    }
    if (args[1] !== undefined) {
      const p = parsePrecondition(args[1]);
      precondition = p.updateTime ? { updateTime: p.updateTime } : { exists: true, ...p };
    }
  }
  if (allowUndefined) {
    for (let i = pairs.length - 1; i >= 0; i--)
      if (pairs[i]?.value === undefined) pairs.splice(i, 1);
  }
  if (pairs.length === 0) throw new Error('At least one field must be updated.');
  const seen = pairs.map((p) => canonical(p.segments)).sort();
  for (let i = 1; i < seen.length; i++) {
    const prev = seen[i - 1] as string;
    const cur = seen[i] as string;
    if (cur === prev || cur.startsWith(prev + '.')) {
      throw new Error(
        `Value for argument "dataOrField" is not a valid update map. Field "${prev}" was specified multiple times.`,
      );
    }
  }
  const op: WriteOp = {
    path,
    kind: 'patch',
    fields: [],
    deletes: [],
    transforms: [],
    precondition,
  };
  for (const pair of pairs) {
    const out: Walked = { value: undefined, transforms: [], deletes: [] };
    const opts: WalkOptions = {
      arg: pair.arg,
      allowUndefined,
      allowDeletes: 'root',
      allowTransforms: true,
    };
    if (pair.value instanceof FieldValue) {
      const name = sentinelName(pair.value);
      if (name === 'FieldValue.delete') {
        op.deletes?.push(pair.segments);
      } else {
        op.transforms.push(toTransform(pair.value, name, pair.segments, opts));
      }
      continue;
    }
    const clean = walk(pair.value, pair.segments, { ...opts, allowDeletes: 'none' }, false, out);
    op.transforms.push(...out.transforms);
    op.fields?.push({ segments: pair.segments, value: clean });
  }
  return op;
}

/** Validates a query value (where() operand or cursor value) as the SDK does; Dates become Timestamps. */
export function toQueryValue(value: unknown, allowUndefined: boolean, arg = 'value'): unknown {
  if (value === undefined) {
    throw new Error(
      `Value for argument "${arg}" is not a valid query constraint. Cannot use "undefined" as a Firestore value.`,
    );
  }
  const out: Walked = { value: undefined, transforms: [], deletes: [] };
  const opts: WalkOptions = {
    arg,
    desc: 'query constraint',
    allowUndefined,
    allowDeletes: 'none',
    allowTransforms: false,
  };
  if (Array.isArray(value)) {
    return value.map((v) => walk(v, [], opts, false, out));
  }
  return walk(value, [], opts, false, out);
}
