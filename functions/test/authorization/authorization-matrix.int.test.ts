// Proves every API endpoint answers each kind of caller as the matrix says when it signs in with an
// ID token (the cookie's run: authorization-matrix-cookie.int.test.ts), and that no endpoint exists
// without a matrix entry.
import { describe, expect, it } from 'vitest';
import { useTestApi } from '../support/api-harness';
import { MATRIX } from './authorization-matrix';
import { runMatrix } from './matrix-runner';

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

  runMatrix(testApi, 'token');
});
