// No module of common/ imports one that imports it back, types included (ESLint's no-cycle skips
// type-only imports): common/ is the shared vocabulary both sides build on, and a cycle there means
// two modules that are really one, or a vocabulary that depends on its users.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), 'common', 'src');

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each module's relative imports (types too), as module paths. */
function importGraph(): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of modules(ROOT)) {
    const text = readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/from '(\.[^']*)'/g)].map((m) =>
      normalize(join(dirname(file), `${m[1]}.ts`)),
    );
    graph.set(file, targets);
  }
  return graph;
}

/** The first cycle found, as the modules on it, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string): string[] | null => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!graph.has(next)) continue;
      if (state.get(next) === 'open') return stack.slice(stack.indexOf(next));
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    stack.pop();
    state.set(node, 'done');
    return null;
  };
  for (const node of graph.keys()) {
    if (state.has(node)) continue;
    const found = visit(node);
    if (found) return found;
  }
  return null;
}

describe('common/', () => {
  it('has no import cycle, type-only imports included', () => {
    const cycle = findCycle(importGraph());
    expect(cycle?.map((file) => relative(ROOT, file)) ?? null).toBeNull();
  });
});
