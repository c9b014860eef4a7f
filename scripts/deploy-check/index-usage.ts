// firestore.indexes.json against the queries the API tests ran: the embedded store refuses a query
// no declared index serves (as Firestore does), and records each composite it used when the API
// tests run (local-runtime/src/store/index-usage.ts); a declared index no test query used is dead
// weight every write pays for, or a query without a test.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { compositeIndexId, type CompositeIndex } from '../../local-runtime/src/store/index-config';
import { INDEX_USAGE_DIR } from '../../local-runtime/src/store/index-usage';
import type { CheckResult } from './check-result';

const repoRoot = resolve(import.meta.dirname, '../..');

export function checkIndexUsage(): CheckResult {
  const declared = (
    JSON.parse(readFileSync(join(repoRoot, 'firestore.indexes.json'), 'utf8')) as {
      indexes: CompositeIndex[];
    }
  ).indexes.map(compositeIndexId);
  if (!existsSync(INDEX_USAGE_DIR))
    return {
      name: 'composite indexes',
      problems: [],
      notes: [
        `${declared.length} declared; their use not checked: no API test run recorded it (npm test runs them first)`,
      ],
    };
  const used = new Set(
    readdirSync(INDEX_USAGE_DIR).flatMap((file) =>
      readFileSync(join(INDEX_USAGE_DIR, file), 'utf8').split('\n').filter(Boolean),
    ),
  );
  const unused = declared.filter((id) => !used.has(id));
  const duplicates = declared.filter((id, i) => declared.indexOf(id) !== i);
  return {
    name: 'composite indexes',
    problems: [
      ...unused.map(
        (id) =>
          `declared but no API test query used it (after a full API run): ${id} — remove it, or test the query that needs it`,
      ),
      ...duplicates.map((id) => `declared twice: ${id}`),
    ],
    notes: [`${declared.length} declared, each used by the API tests' queries`],
  };
}
