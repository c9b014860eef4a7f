/// <reference types="node" />
// How the build groups the code that the pages clients open first need (issue 18;
// docs/decisions/web.md, Performance). Left to itself, the bundler makes a chunk of every
// set of modules that the same set of lazy routes share: the client dashboard came in 96 files,
// most under 2 KB, and on a phone's connection each costs a round trip (HTTP/1.1 opens six at a
// time). Here the first pages' code is grouped by which of them use it:
//   `boot`: what the entry runs before the app (React, the web config), requested with the HTML;
//   `first-app`: what all three use (the app root, the router, MUI's base);
//   `first-sign-in`: what only the sign-in page uses (its form library);
//   `first-client`: what the client's screens (shell, dashboard, questionnaire, signing) share
//   beyond those;
//   `first-returns`: what the dashboard and the signing screen share (returns, signature
//   requests, the document rules), which the questionnaire page does not load;
//   `first-dashboard`: what only the client dashboard uses (its cards, the tax-year select);
//   `first-questionnaire`: what only the client questionnaire page (the link in a client's email)
//   uses;
//   `first-signing`: what only the screen where a client signs a delivered return (the link in
//   the mail that it is ready) uses;
//   `first-signatures`: what that screen and the questionnaire page share (the signing dialogs,
//   the e-sign consent, a card payment's refund);
//   `first-forms`: what the sign-in and questionnaire pages use and the dashboard does not (the
//   form controls);
//   `first-schemas`: what the sign-in page and the signing screen use (the validation library;
//   the questionnaire page has none).
// So no first page loads code that only another uses: a signed-in client's dashboard never
// downloads the sign-in form's libraries. The first pages' own route modules and the route
// helpers they import go in their chunks too (six small requests on the dashboard were one round
// trip after another on a phone, issue 48); every other route module (src/app/routes) stays a
// chunk of its own, loaded when its route is; the Firebase SDK stays apart, loaded on demand
// (lib/firebase.ts). Everything else is split by the bundler as before.

/** The part of Rolldown's chunking context this needs. */
export interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

interface FirstPage {
  name: string;
  /** Files whose static imports the page loads (paths under web/src). */
  roots: string[];
}

const BOOT = { name: 'boot', roots: ['main.tsx'] };

export const FIRST_PAGES: FirstPage[] = [
  { name: 'sign-in', roots: ['app/app.tsx', 'app/routes/auth/sign-in.tsx'] },
  {
    name: 'client',
    roots: [
      'app/app.tsx',
      'app/first-screen.ts',
      'app/first-screen-dashboard.ts',
      'app/routes/client/client-shell.tsx',
      'app/routes/client/dashboard.tsx',
    ],
  },
  {
    name: 'questionnaire',
    roots: [
      'app/app.tsx',
      'app/first-screen.ts',
      'app/routes/client/client-shell.tsx',
      'app/routes/client/questionnaire.tsx',
    ],
  },
  {
    name: 'signing',
    roots: [
      'app/app.tsx',
      'app/first-screen.ts',
      'app/routes/client/client-shell.tsx',
      'app/routes/client/tax-return-delivery.tsx',
    ],
  },
];

/**
 * The chunk of the modules a set of first pages uses (their names, sorted, joined by '+'); any
 * other set shares `first-app`, which every first page loads.
 */
const CHUNK_OF_PAGES: Record<string, string> = {
  'client+questionnaire+sign-in': 'first-app',
  'client+questionnaire+sign-in+signing': 'first-app',
  'questionnaire+sign-in': 'first-forms',
  'questionnaire+sign-in+signing': 'first-forms',
  'sign-in+signing': 'first-schemas',
  'client+questionnaire': 'first-client',
  'client+questionnaire+signing': 'first-client',
  'client+signing': 'first-returns',
  'sign-in': 'first-sign-in',
  // Before the two pages' own chunks, which would otherwise take the modules they share.
  'questionnaire+signing': 'first-signatures',
  signing: 'first-signing',
  questionnaire: 'first-questionnaire',
  client: 'first-dashboard',
};

/** The chunks a first page loads (by its name in FIRST_PAGES): those of every set it is part of. */
export function chunksOfPage(page: string): string[] {
  const sets = Object.entries(CHUNK_OF_PAGES).filter(([pages]) => pages.split('+').includes(page));
  return [...new Set(['first-app', ...sets.map(([, chunk]) => chunk)])];
}

/**
 * In order of priority: a group also takes the modules its modules import (those no group before
 * it took), so the chunks shared by more pages come first, or a page's own chunk would take a
 * shared module with it.
 */
const CHUNKS = [BOOT.name, ...new Set(Object.values(CHUNK_OF_PAGES))];

const ROUTE_MODULE = /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]/;
const LOADED_ON_DEMAND =
  /[\\/]node_modules[\\/](firebase|@firebase|idb)[\\/]|[\\/]lib[\\/]firebase-/;
const normalise = (id: string) => id.replaceAll('\\', '/');

/** The modules `roots` import statically, themselves included. */
function reached(graph: ModuleGraph, roots: string[]): Set<string> {
  const found = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (found.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    found.add(id);
    stack.push(...info.importedIds);
  }
  return found;
}

/** The chunk of each first-load module: `boot`'s, else the one of the pages that use it. */
function chunkOfModules(graph: ModuleGraph, src: string): Map<string, string> {
  const inSrc = (roots: string[]) => roots.map((root) => `${src}/${root}`);
  const boot = reached(graph, inSrc(BOOT.roots));
  const chunkOf = new Map([...boot].map((id) => [id, BOOT.name]));
  const pagesOf = new Map<string, string[]>();
  for (const page of FIRST_PAGES) {
    for (const id of reached(graph, inSrc(page.roots))) {
      if (!boot.has(id)) pagesOf.set(id, [...(pagesOf.get(id) ?? []), page.name]);
    }
  }
  for (const [id, pages] of pagesOf) {
    chunkOf.set(id, CHUNK_OF_PAGES[pages.sort().join('+')] ?? 'first-app');
  }
  return chunkOf;
}

/** One chunk group per first-load chunk; each module is named by exactly one. */
export function firstLoadChunkGroups(srcDir: string) {
  const src = normalise(srcDir).replace(/\/$/, '');
  const firstRoots = new Set(FIRST_PAGES.flatMap((page) => page.roots.map((r) => `${src}/${r}`)));
  let chunkOf: Map<string, string> | undefined;

  function chunkFor(moduleId: string, graph: ModuleGraph): string | undefined {
    chunkOf ??= chunkOfModules(graph, src);
    const id = normalise(moduleId);
    if (LOADED_ON_DEMAND.test(id)) return undefined;
    // A route another page opens stays a chunk of its own; a first page's own route modules and
    // the route helpers its modules import travel in its chunk (one request, not six).
    const lazyRoute =
      ROUTE_MODULE.test(id) &&
      !firstRoots.has(id) &&
      (graph.getModuleInfo(moduleId)?.dynamicImporters.length ?? 0) > 0;
    return lazyRoute ? undefined : chunkOf.get(id);
  }

  return CHUNKS.map((chunk, index) => ({
    debugName: chunk,
    name: (moduleId: string, graph: ModuleGraph) =>
      chunkFor(moduleId, graph) === chunk ? chunk : null,
    priority: CHUNKS.length - index,
  }));
}
