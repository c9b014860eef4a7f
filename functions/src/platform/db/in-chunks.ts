// Firestore's `in` filter takes at most 30 values: a query over more runs once per chunk.
export const IN_LIMIT = 30;

/** The values in chunks of at most `IN_LIMIT`, in their order. */
export function inChunks<T>(values: T[]): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < values.length; start += IN_LIMIT) {
    chunks.push(values.slice(start, start + IN_LIMIT));
  }
  return chunks;
}
