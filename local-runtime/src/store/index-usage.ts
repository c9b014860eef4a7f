// Which declared composite indexes served queries, recorded while the API tests run (their Vitest
// project sets PORTICO_INDEX_USAGE, and its global setup empties the folder first): one file per
// process, one index id a line, each id once. `npm run check:deploy` fails on a declared index no
// test query used (scripts/deploy-check/index-usage.ts).
import { appendFileSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { IndexChoice } from './index-check.js';

export const INDEX_USAGE_DIR = resolve(import.meta.dirname, '../../../test-results/index-usage');

const recorded = new Set<string>();

export function recordIndexUse(choice: IndexChoice): void {
  if (process.env.PORTICO_INDEX_USAGE !== '1') return;
  const ids =
    choice.kind === 'composite'
      ? [choice.index.id]
      : choice.kind === 'merge'
        ? choice.indexes.map((index) => index.id)
        : [];
  for (const id of ids) {
    if (recorded.has(id)) continue;
    recorded.add(id);
    mkdirSync(INDEX_USAGE_DIR, { recursive: true });
    appendFileSync(join(INDEX_USAGE_DIR, `${process.pid}.txt`), `${id}\n`);
  }
}
