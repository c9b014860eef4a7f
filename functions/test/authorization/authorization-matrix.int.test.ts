// Proves every API endpoint answers each kind of caller as the matrix says, and that no
// endpoint exists without a matrix entry.
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-harness';
import { MATRIX } from './authorization-matrix';
import { KIND_ROLES, PRINCIPAL_KINDS, type PrincipalKind } from './matrix-kinds';

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

const testApi = useTestApi();

describe('authorization matrix', () => {
  it('lists every endpoint the router has, and nothing it lacks', () => {
    const stack = (testApi().router() as unknown as { stack: RouterLayer[] }).stack;
    const registered = stack
      .flatMap((layer) =>
        layer.route
          ? Object.keys(layer.route.methods).map((method) => `${method} ${layer.route!.path}`)
          : [],
      )
      .sort();
    // A route may have several entries (e.g. by id and by hash); each route must have one at least.
    const listed = [...new Set(MATRIX.map((entry) => `${entry.method} ${entry.route}`))].sort();
    expect(listed).toEqual(registered);
  });

  for (const entry of MATRIX) {
    describe(`${entry.method.toUpperCase()} ${entry.route}`, () => {
      for (const kind of PRINCIPAL_KINDS) {
        it(`answers ${entry.expect[kind]} to ${kind}`, async () => {
          const response = await send(entry.method, entry.path ?? entry.route, entry.body, kind);
          expect(response.status, JSON.stringify(response.body)).toBe(entry.expect[kind]);
          if (entry.hides?.from.includes(kind))
            expect(JSON.stringify(response.body)).not.toContain(entry.hides.text);
        });
      }
    });
  }
});

async function send(method: string, path: string, body: unknown, kind: PrincipalKind) {
  const request = testApi().http()[method as 'get'](`/api${path}`);
  if (kind !== 'anonymous')
    request.set('Authorization', `Bearer ${await testApi().tokenFor(KIND_ROLES[kind])}`);
  return body === undefined ? request : request.send(body as object);
}
