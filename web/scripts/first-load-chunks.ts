/// <reference types="node" />
// How the build groups the code that the pages clients open first need (issue 18;
// docs/decisions.md "How the bundle is split"). Left to itself, the bundler makes a chunk of every
// set of modules that the same set of lazy routes share: the client dashboard came in 96 files,
// most under 2 KB, and on a phone's connection each costs a round trip (HTTP/1.1 opens six at a
// time). Here each first-load step gets one chunk of what it needs beyond the step before, the
// libraries and the shared app code its pages import statically:
//   1. `boot`: what the entry runs before the app (React, the web config);
//   2. `first-sign-in`: the app root and the sign-in page (an anonymous visitor's `/`);
//   3. `first-client`: the client shell and dashboard (a client's `/`);
//   4. `first-questionnaire`: the client questionnaire page (the link in a client's email).
// The route modules themselves (src/app/routes) stay chunks of their own, loaded when their route
// is, so no page loads another page's code; the Firebase SDK stays apart, loaded on demand
// (lib/firebase.ts). Everything else is split by the bundler as before.

/** The part of Rolldown's chunking context this needs. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

interface FirstLoadStep {
  name: string;
  /** Files whose static imports the step's pages load (paths under web/src). */
  roots: string[];
}

export const FIRST_LOAD_STEPS: FirstLoadStep[] = [
  // Requested with the HTML: only what the boot itself runs (React, the config), so that little
  // competes with the HTML's first paint.
  { name: 'boot', roots: ['main.tsx'] },
  { name: 'first-sign-in', roots: ['app/app.tsx', 'app/routes/auth/sign-in.tsx'] },
  {
    name: 'first-client',
    roots: ['app/routes/client/client-shell.tsx', 'app/routes/client/dashboard.tsx'],
  },
  { name: 'first-questionnaire', roots: ['app/routes/client/questionnaire.tsx'] },
];

const ROUTE_MODULE = /[\\/]web[\\/]src[\\/]app[\\/]routes[\\/]/;
const LOADED_ON_DEMAND =
  /[\\/]node_modules[\\/](firebase|@firebase|idb)[\\/]|[\\/]lib[\\/]firebase-/;
const normalise = (id: string) => id.replaceAll('\\', '/');

/**
 * One chunk group per step, the earlier steps first (a higher priority takes a module, and the
 * modules it imports, before a later step can).
 */
export function firstLoadChunkGroups(srcDir: string) {
  const src = normalise(srcDir).replace(/\/$/, '');
  let stepOf: Map<string, string> | undefined;

  /** Every step's static import graph, a module named by the first step that reaches it. */
  function stepsOf(graph: ModuleGraph): Map<string, string> {
    const found = new Map<string, string>();
    for (const step of FIRST_LOAD_STEPS) {
      const stack = step.roots.map((root) => `${src}/${root}`);
      while (stack.length > 0) {
        const id = stack.pop()!;
        if (found.has(id)) continue;
        const info = graph.getModuleInfo(id);
        if (!info) continue;
        found.set(id, step.name);
        stack.push(...info.importedIds);
      }
    }
    return found;
  }

  /** The step whose pages first import the module statically. */
  function stepFor(moduleId: string, graph: ModuleGraph): string | undefined {
    stepOf ??= stepsOf(graph);
    const id = normalise(moduleId);
    if (ROUTE_MODULE.test(id) || LOADED_ON_DEMAND.test(id)) return undefined;
    return stepOf.get(id);
  }

  return FIRST_LOAD_STEPS.map((step, index) => ({
    name: (moduleId: string, graph: ModuleGraph) =>
      stepFor(moduleId, graph) === step.name ? step.name : null,
    priority: FIRST_LOAD_STEPS.length - index,
  }));
}
