// Proves docs/api.md names every route the API router declares and no route it lacks, as the
// authorization matrix does for its entries: a route added without a doc entry, or a doc heading
// left behind by a removed route, fails here. The local runtime's /api/dev routes are checked
// against its dev router the same way.
import { readFileSync } from 'node:fs';
import type { Router } from 'express';
import { describe, expect, it } from 'vitest';
import { devRouter } from '@portico/local-runtime/dev/dev-router';
import { createApiRouter } from '../../src/http/api-router';
import type { Db } from '../../src/platform/db/db';
import type { OutboxRepo } from '../../src/platform/outbox/outbox.repo';
import type { Ports } from '../../src/platform/ports';

interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
}

const API_DOC = new URL('../../../docs/api.md', import.meta.url);
const DEV_PREFIX = '/api/dev';

/** A path with every parameter as `:`, so `/companies/:id` and `/companies/{idOrHash}` agree. */
const normalise = (path: string) =>
  path
    .replace(/:\w+/g, ':')
    .replace(/\{[^}|]*\}/g, ':')
    .replace(/\/$/, '') || '/';

/** `get /companies/:` for every route of a router. Building one calls no port, so none is given. */
function declaredRoutes(router: Router, prefix = ''): string[] {
  return (router as unknown as { stack: RouterLayer[] }).stack.flatMap(({ route }) =>
    route
      ? Object.keys(route.methods).map((method) => `${method} ${normalise(prefix + route.path)}`)
      : [],
  );
}

/** A heading's path as written: `{a|b}` is each of the alternatives, `[…]` is optional. */
function expand(path: string): string[] {
  const bare = path.replace(/\[[^\]]*\]/g, '').replace(/\?.*$/, '');
  const choice = /\{([^}]*\|[^}]*)\}/.exec(bare);
  if (!choice) return [bare];
  return choice[1]!.split('|').flatMap((option) => expand(bare.replace(choice[0], option)));
}

/**
 * Every `METHOD /path` in a `###` heading of api.md: `### GET /documents/{id}/link[?download=true] ·
 * DELETE /documents/{id}`. Paths outside both routers (`/__blobs`, `/__/firebase/init.json`,
 * `/api/realtime/events`) belong to the local runtime's own server and are left out.
 */
function documentedRoutes(markdown: string): string[] {
  const headings = markdown.split('\n').filter((line) => line.startsWith('### '));
  return headings.flatMap((heading) =>
    [...heading.matchAll(/\b(GET|POST|PUT|PATCH|DELETE) (\/[^\s,;·()]*)/g)]
      .flatMap(([, method, path]) => expand(path!).map((p) => `${method!.toLowerCase()} ${p}`))
      .filter((route) => !/ \/(__|api\/(?!dev\/))/.test(route))
      .map((route) => {
        const [method, path] = route.split(' ');
        return `${method} ${normalise(path!)}`;
      }),
  );
}

const unique = (routes: string[]) => [...new Set(routes)].sort();

describe('docs/api.md', () => {
  const documented = unique(documentedRoutes(readFileSync(API_DOC, 'utf8')));
  const api = unique(declaredRoutes(createApiRouter({} as Ports)));
  const dev = unique(
    declaredRoutes(
      devRouter(
        {} as Db,
        () => new Date(),
        {} as OutboxRepo,
        async () => false,
      ),
      DEV_PREFIX,
    ),
  );
  const local = (route: string) => route.split(' ')[1]!.startsWith(`${DEV_PREFIX}/`);

  it('has a heading for every route the API router declares', () => {
    expect(api.filter((route) => !documented.includes(route))).toEqual([]);
  });

  it('names no API route the router lacks', () => {
    const named = documented.filter((route) => !local(route));
    expect(named.filter((route) => !api.includes(route))).toEqual([]);
  });

  it('documents the local runtime’s /api/dev routes, and only those it has', () => {
    expect(documented.filter(local)).toEqual(dev);
  });

  it('reads headings as written: alternatives, optional parts, several routes in one', () => {
    const routes = documentedRoutes(
      [
        '### GET /documents/{id}/link[?download=true] · DELETE /documents/{id}',
        '### The public page: POST /drop_link/{open|submit}',
        '### GET /v2/users?search=… (the list)',
        '### GET /__/firebase/init.json',
        '## POST /not/a/heading',
      ].join('\n'),
    );
    expect(routes).toEqual([
      'get /documents/:/link',
      'delete /documents/:',
      'post /drop_link/open',
      'post /drop_link/submit',
      'get /v2/users',
    ]);
  });
});
