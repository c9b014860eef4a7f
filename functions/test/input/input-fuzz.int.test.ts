// Sends every route in the router stack malformed input and expects a 4xx with an `error`, never a
// 500, with the server still answering afterwards: ids that are not ids in the path and in id
// fields, arrays, objects, numbers, booleans and huge text where each body field expects
// something else, `__proto__` and `constructor` keys, repeated, control-character, line-breaking
// and direction-overriding query values; and every text field of every body, however deep, gets
// emoji and other scripts (never a 500), a lone surrogate (refused), and a line break or a
// direction override (refused unless the field holds paragraphs or names by its own rule),
// bodies that are not objects, and bodies that do not decompress. A route added without declaring
// its input (kernel/declared-routes.ts) fails here, as a route missing from the matrix fails there.
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import type { AnySchema, SchemaDescription, SchemaObjectDescription } from 'yup';
import { linesOf } from '@portico/common/input/text-rules';
import { declaredInputOf, type DeclaredInput } from '../../src/kernel/declared-routes';
import { MATRIX } from '../authorization/authorization-matrix';
import { createFixtureUser } from '@portico/local-runtime/dev/dev-fixtures';
import { useTestApi } from '../support/api-harness';

const testApi = useTestApi();

interface RouteLayer {
  route?: { path: string; methods: Record<string, boolean>; stack: { handle: object }[] };
}

interface Route {
  method: string;
  path: string;
  declared: DeclaredInput | undefined;
}

let built: Route[] | undefined;
/** The router's routes with their declared input (the router is built once for the file). */
function routes(): Route[] {
  if (built) return built;
  const stack = (testApi().router() as unknown as { stack: RouteLayer[] }).stack;
  built = stack.flatMap(({ route }) =>
    route
      ? Object.keys(route.methods).map((method) => ({
          method,
          path: route.path,
          declared: declaredInputOf(route.stack[route.stack.length - 1]!.handle),
        }))
      : [],
  );
  return built;
}

/** The routes as the matrix lists them: the same patterns, in the same order. */
const ROUTES = [...new Map(MATRIX.map((e) => [`${e.method} ${e.route}`, e])).values()];

/** Fields that hold free text a firm gives its records, not record ids. */
const FREE_TEXT_IDS = new Set(['external_entity_id', 'external_user_id', 'tax_return_id']);
const isIdField = (name: string) => /(^|_)ids?$|Ids?$/.test(name) && !FREE_TEXT_IDS.has(name);
const BAD_IDS = ['a/b', '..', 'a\u0000b', 'x'.repeat(300)];
const HUGE = 'x'.repeat(200_000);

/** Values of the wrong type for a field of `type`. */
function wrongValues(type: string): unknown[] {
  const all: [string, unknown][] = [
    ['array', ['x']],
    ['object', { a: 1 }],
    ['number', 12345],
    ['boolean', true],
    ['string', HUGE],
  ];
  return all.filter(([kind]) => kind !== type).map(([, value]) => value);
}

const describeSchema = (schema: AnySchema): SchemaDescription =>
  schema.describe() as SchemaDescription;

/** Every text field of a body, however deep (a list's fields as its first item's), with its rule. */
function textFields(declared: DeclaredInput, params: Record<string, string>) {
  if (!declared.body) return [];
  const found: { path: (string | number)[]; lines: 'one' | 'many' }[] = [];
  const visit = (description: SchemaDescription, path: (string | number)[], depth: number) => {
    if (depth > 6) return;
    if (description.type === 'string' && !description.oneOf.length)
      found.push({ path, lines: linesOf(description.meta) });
    for (const [name, field] of Object.entries(
      (description as SchemaObjectDescription).fields ?? {},
    ))
      visit(field as SchemaDescription, [...path, name], depth + 1);
    const inner = (description as { innerType?: SchemaDescription }).innerType;
    if (inner) visit(inner, [...path, 0], depth + 1);
  };
  visit(describeSchema(declared.body(params)), [], 0);
  return found;
}

/** `base` with `value` at `path`, the objects and lists on the way made where missing. */
function withValueAt(base: unknown, path: (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  if (typeof key === 'number') {
    const list = Array.isArray(base) ? [...(base as unknown[])] : [];
    list[key] = withValueAt(list[key], rest, value);
    return list;
  }
  const object = base && typeof base === 'object' && !Array.isArray(base) ? base : {};
  return {
    ...object,
    [key as string]: withValueAt((object as Record<string, unknown>)[key as string], rest, value),
  };
}

/** What a person may type, and what is not text or would break a line or a header. */
const ASTRAL = 'Zoë 😀 中文 𠀀 مرحبا';
const LONE_SURROGATE = 'a\ud83d';
const ONE_LINE_BREAKERS = ['a\r\nBcc: x@example.com', '\u202efdp.exe'];

function bodyFields(declared: DeclaredInput, params: Record<string, string>) {
  if (!declared.body) return [];
  const description = describeSchema(declared.body(params)) as SchemaObjectDescription;
  return Object.entries(description.fields ?? {}).map(([name, field]) => ({
    name,
    type: (field as SchemaDescription).type,
  }));
}

/** The concrete path and body the matrix sends for this route (valid ids, a valid body). */
function sample(method: string, pattern: string) {
  const entry = MATRIX.find((e) => e.method === method && e.route === pattern);
  const path = entry?.path ?? pattern.replace(/:(\w+)/g, 'x');
  const values = path.split('?')[0]!.split('/');
  const params: Record<string, string> = {};
  pattern.split('/').forEach((part, index) => {
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(values[index] ?? 'x');
  });
  const body = (entry?.body ?? {}) as Record<string, unknown>;
  return { path: path.split('?')[0]!, params, body };
}

/**
 * The caller of a request to `path`: the demo partner, or for the route that revokes its caller's
 * sessions a partner of its own for that request (the demo partner's sessions are every file's).
 */
async function partnerToken(path?: string) {
  if (path?.split('?')[0] !== REVOKES_CALLER) return testApi().tokenFor('partner');
  const { store, clock } = testApi();
  const partner = await createFixtureUser(store, () => clock.now(), { access: 'partner' });
  return testApi().idTokenFor(partner.id, partner.firmId);
}
const REVOKES_CALLER = '/sessions/sign_out_everywhere';

/**
 * A request as the partner (the input is parsed before any policy, so any caller would do). Not
 * async: a supertest request is a thenable, and awaiting it would send it.
 */
function request(method: string, path: string, token: string) {
  const http = testApi().http();
  const start = http[method as 'get'].bind(http);
  return start(`/api${path}`).set('Authorization', `Bearer ${token}`);
}

async function send(method: string, path: string, body?: unknown, raw?: string) {
  const pending = request(method, path, await partnerToken(path));
  if (raw !== undefined) return pending.set('Content-Type', 'application/json').send(raw);
  return body === undefined ? pending : pending.send(body as object);
}

/** Routes whose platform port has no adapter offline, so a valid request answers 503. */
const UNCONFIGURED_OFFLINE = new Set(['post /conversations/:id/reply_draft']);

function expectRefused(response: { status: number; body: unknown; text: string }, what: string) {
  expect(response.status, `${what}: ${response.text.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(response.status, `${what}: ${response.text.slice(0, 300)}`).toBeLessThan(500);
  expect(typeof (response.body as { error?: unknown }).error, what).toBe('string');
}

describe('input fuzz', () => {
  it('covers every route, and every route declares its input', () => {
    const registered = routes();
    expect(
      registered.filter((r) => !r.declared).map((r) => `${r.method} ${r.path}`),
      'routes added without declareRoutes',
    ).toEqual([]);
    expect(registered.map((r) => `${r.method} ${r.path}`).sort()).toEqual(
      ROUTES.map((e) => `${e.method} ${e.route}`).sort(),
    );
  });

  it('finds the text fields it fills, names and paragraphs among them', () => {
    const fields = routes().flatMap(({ method, path, declared }) =>
      declared ? textFields(declared, sample(method, path).params) : [],
    );
    expect(fields.length).toBeGreaterThan(150);
    expect(fields.filter((f) => f.lines === 'many').length).toBeGreaterThan(20);
  });

  it('gives every text field of every body and query a length limit', () => {
    const unlimited: string[] = [];
    const visit = (description: SchemaDescription, where: string) => {
      const named = new Set(description.tests.map((test) => test.name));
      if (
        description.type === 'string' &&
        !named.has('max') &&
        !named.has('length') &&
        !description.oneOf.length
      )
        unlimited.push(where);
      const object = description as SchemaObjectDescription;
      for (const [name, field] of Object.entries(object.fields ?? {}))
        visit(field as SchemaDescription, `${where}.${name}`);
      const inner = (description as { innerType?: SchemaDescription }).innerType;
      if (inner) visit(inner, `${where}[]`);
    };
    for (const { method, path, declared } of routes()) {
      const { params } = sample(method, path);
      if (declared?.body) visit(describeSchema(declared.body(params)), `${method} ${path} body`);
      if (declared?.query) visit(describeSchema(declared.query), `${method} ${path} query`);
    }
    expect(unlimited).toEqual([]);
  });

  for (const { method, route: pattern } of ROUTES) {
    describe(`${method.toUpperCase()} ${pattern}`, () => {
      it('refuses path parameters that are not ids', async () => {
        const { path } = sample(method, pattern);
        const parts = pattern.split('/');
        for (const [index, part] of parts.entries()) {
          if (!part.startsWith(':')) continue;
          for (const bad of BAD_IDS) {
            const concrete = path.split('/');
            concrete[index] = encodeURIComponent(bad);
            const response = await send(method, concrete.join('/'));
            expectRefused(response, `${part} = ${JSON.stringify(bad).slice(0, 20)}`);
          }
        }
      });

      it('refuses repeated, control-character and huge query values', async () => {
        const route = routes().find((r) => r.method === method && r.path === pattern)!;
        const { path } = sample(method, pattern);
        const names = route.declared?.query
          ? Object.keys((describeSchema(route.declared.query) as SchemaObjectDescription).fields)
          : [];
        for (const name of names) {
          for (const query of [
            `${name}=a&${name}=b`,
            `${name}=a%00b`,
            `${name}=a%0D%0Ab`,
            `${name}=%E2%80%AEfdp.exe`,
            `${name}=${'x'.repeat(3000)}`,
          ]) {
            const response = await send(method, `${path}?${query}`);
            expectRefused(response, `?${query.slice(0, 40)}`);
          }
        }
        for (const name of names) {
          const typed = await send(method, `${path}?${name}=${encodeURIComponent(ASTRAL)}`);
          expect(typed.status, `?${name} = emoji`).toBeLessThan(500);
        }
        // A parameter the route does not read is ignored, repeated or not (a route whose port
        // is unconfigured offline answers its 503 as it always does).
        const ignored = await send(method, `${path}?unused=a&unused=b`);
        if (UNCONFIGURED_OFFLINE.has(`${method} ${pattern}`)) expect(ignored.status).toBe(503);
        else expect(ignored.status).toBeLessThan(500);
      });

      it('refuses bodies of the wrong shape', async () => {
        const route = routes().find((r) => r.method === method && r.path === pattern)!;
        if (!route.declared?.body) return;
        const { path, params, body: base } = sample(method, pattern);
        for (const raw of ['[1,2]', '"text"', '12', 'null']) {
          expectRefused(await send(method, path, undefined, raw), `body ${raw}`);
        }
        for (const key of ['__proto__', 'constructor', 'prototype']) {
          const top = JSON.stringify(base).replace(/^\{/, `{"${key}":{"polluted":true},`);
          expectRefused(await send(method, path, undefined, top.replace(/,}$/, '}')), key);
        }
        for (const field of bodyFields(route.declared, params)) {
          const values = [...wrongValues(field.type)];
          if (isIdField(field.name))
            values.push(...(field.type === 'array' ? [BAD_IDS] : BAD_IDS).map((v) => v));
          if (field.type === 'object') values.push({ __proto__: null, constructor: { a: 1 } });
          for (const value of values) {
            const body = { ...base, [field.name]: value };
            const response = await send(method, path, body);
            expectRefused(response, `${field.name} = ${JSON.stringify(value).slice(0, 40)}`);
          }
        }
      });

      it('takes any script and emoji in every text field, and refuses what is not text or breaks a line', async () => {
        const route = routes().find((r) => r.method === method && r.path === pattern)!;
        if (!route.declared?.body) return;
        const { path, params, body: base } = sample(method, pattern);
        for (const field of textFields(route.declared, params)) {
          const where = field.path.join('.');
          const at = (value: string) => send(method, path, withValueAt(base, field.path, value));
          const typed = await at(ASTRAL);
          expect(typed.status, `${where} = emoji: ${typed.text.slice(0, 200)}`).toBeLessThan(500);
          const broken = await at(LONE_SURROGATE);
          expectRefused(broken, `${where} = a lone surrogate`);
          expect(broken.body.error).toMatch(/not valid text/);
          for (const value of ONE_LINE_BREAKERS) {
            const response = await at(value);
            if (field.lines === 'many')
              expect(response.status, `${where} = ${JSON.stringify(value)}`).toBeLessThan(500);
            else expectRefused(response, `${where} = ${JSON.stringify(value)}`);
          }
        }
      });

      it('refuses bodies that do not decompress, and keeps serving', async () => {
        const { path } = sample(method, pattern);
        const json = Buffer.from('{"a":1}');
        for (const [encoding, bytes] of [
          ['gzip', Buffer.from('not gzip at all')],
          ['br', Buffer.from('not brotli')],
          ['deflate', gzipSync(json).subarray(0, 8)],
          ['compress', json],
        ] as const) {
          const response = await request(method, path, await partnerToken(path))
            .set('Content-Type', 'application/json')
            .set('Content-Encoding', encoding)
            .send(bytes);
          expectRefused(response, `Content-Encoding: ${encoding}`);
        }
        const alive = await send('get', '/sessions/current_user');
        expect(alive.status).toBe(200);
      });
    });
  }
});
