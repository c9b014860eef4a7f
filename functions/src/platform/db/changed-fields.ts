// The top-level fields whose stored value differs between two versions of a document, so a repo
// can map a whole record once (its toDoc) and still write only what an update changes.
import { Timestamp } from './db';

/** Two stored values are the same: plain data compared deeply, timestamps by their instant. */
export function sameStoredValue(a: unknown, b: unknown): boolean {
  if (a instanceof Timestamp || b instanceof Timestamp)
    return a instanceof Timestamp && b instanceof Timestamp && a.isEqual(b);
  if (Array.isArray(a) || Array.isArray(b))
    return (
      Array.isArray(a) &&
      Array.isArray(b) &&
      a.length === b.length &&
      a.every((value, i) => sameStoredValue(value, b[i]))
    );
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) =>
      sameStoredValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
    );
  }
  return a === b;
}

export function changedFields<D extends object>(before: D, after: D): Partial<D> {
  const changes: Partial<D> = {};
  for (const key of Object.keys(after) as (keyof D)[])
    if (!sameStoredValue(before[key], after[key])) changes[key] = after[key];
  return changes;
}
