// The checks every request input passes before its schema casts it: no key that could reach an
// object's prototype, no control characters or half surrogate pairs in text, no text beyond the
// backstop length, and for bodies, each value of the type the schema declares (an array or object
// is never cast to text, text never to a number) and on one line unless its field holds
// paragraphs (common/input/text-rules.ts). So a schema's transforms (trim, lowercase) only ever
// see their type.
import type { AnySchema, Schema } from 'yup';
import { linesOf, textProblem } from '@portico/common/input/text-rules';
import { Invalid } from './errors';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** No field of ours holds more; the schemas set tighter limits. */
const MAX_TEXT_LENGTH = 100_000;
const MAX_DEPTH = 12;

type Json = unknown;

/** Refuses forbidden keys, text that is not text, and oversized text anywhere in `value`. */
export function checkPlainInput(value: Json, where: string, depth = 0): void {
  if (depth > MAX_DEPTH) throw new Invalid(`${where} is nested too deeply`);
  if (typeof value === 'string') {
    if (value.length > MAX_TEXT_LENGTH) throw new Invalid(`${where} is too long`);
    const problem = textProblem(value, where, 'many');
    if (problem) throw new Invalid(problem);
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => checkPlainInput(item, `${where}[${index}]`, depth + 1));
    return;
  }
  if (value && typeof value === 'object') {
    for (const key of Object.keys(value)) {
      if (FORBIDDEN_KEYS.has(key) || textProblem(key, 'key', 'one'))
        throw new Invalid(`${where} has a field that is not allowed: ${JSON.stringify(key)}`);
      checkPlainInput((value as Record<string, Json>)[key], key, depth + 1);
    }
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const EXPECTED: Record<string, { ok: (value: unknown) => boolean; words: string }> = {
  string: { ok: (v) => typeof v === 'string', words: 'must be text' },
  number: { ok: (v) => typeof v === 'number' && Number.isFinite(v), words: 'must be a number' },
  boolean: { ok: (v) => typeof v === 'boolean', words: 'must be true or false' },
  date: { ok: (v) => typeof v === 'string' || typeof v === 'number', words: 'must be a date' },
  array: { ok: Array.isArray, words: 'must be a list' },
  object: { ok: isPlainObject, words: 'must be an object' },
  // A mixed field (one of some values) holds a single value, never a list or an object.
  mixed: { ok: (v) => ['string', 'number', 'boolean'].includes(typeof v), words: 'is not valid' },
};

/** The message a schema gives with `.typeError('…')` (yup's default is a function, not text). */
function ownTypeMessage(schema: Schema): string | undefined {
  const internal = schema as unknown as {
    internalTests: { typeError?: { OPTIONS?: { message?: unknown } } };
  };
  const message = internal.internalTests.typeError?.OPTIONS?.message;
  return typeof message === 'string' ? message : undefined;
}

/** The types of a mixed field's allowed values (any primitive when it lists none). */
function oneOfTypes(schema: Schema): Set<string> {
  const allowed = schema.describe().oneOf.filter((v) => v !== undefined && v !== null);
  return new Set(allowed.length ? allowed.map((v) => typeof v) : ['string', 'number', 'boolean']);
}

interface Resolvable {
  resolve(options: { value: unknown; parent?: unknown; context?: unknown }): AnySchema;
}

/**
 * Checks that `value` has the types `schema` declares, field by field (absent and null values are
 * left to the schema). Unknown fields are not checked here: the schema drops them.
 */
export function checkTypes(
  schema: AnySchema,
  value: unknown,
  where: string,
  parent?: unknown,
): void {
  if (value === undefined || value === null) return;
  const resolved = (schema as unknown as Resolvable).resolve({ value, parent }) as Schema & {
    type: string;
    fields?: Record<string, AnySchema>;
    innerType?: AnySchema;
    spec: { label?: string };
  };
  const name = resolved.spec.label ?? where;
  const expected = EXPECTED[resolved.type];
  if (expected && !expected.ok(value))
    throw new Invalid(ownTypeMessage(resolved) ?? `${name} ${expected.words}`);
  if (resolved.type === 'mixed' && !oneOfTypes(resolved).has(typeof value))
    throw new Invalid(`${name} is not valid`);
  if (resolved.type === 'string' && typeof value === 'string') {
    const problem = textProblem(value, name, linesOf(resolved.meta()));
    if (problem) throw new Invalid(problem);
  }
  if (resolved.type === 'object' && resolved.fields && isPlainObject(value)) {
    for (const [key, field] of Object.entries(resolved.fields))
      checkTypes(field, value[key], key, value);
  }
  if (resolved.type === 'array' && resolved.innerType && Array.isArray(value)) {
    const inner = resolved.innerType;
    value.forEach((item, index) => checkTypes(inner, item, `${name}[${index}]`, value));
  }
}
