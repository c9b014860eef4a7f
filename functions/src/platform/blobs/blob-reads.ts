// Reading a stored blob without holding it in memory: its parts on demand (checks that look at a
// file's head or end), and its digest computed as it streams past.
import { createHash } from 'node:crypto';
import type { Blobs } from './blobs';

/** A stored file as a check reads it: parts of it, or all of it when the check needs that. */
export interface FileBytes {
  size: number;
  range(start: number, length: number): Promise<Uint8Array>;
  whole(): Promise<Uint8Array>;
}

const gone = (path: string) => new Error(`The blob ${path} is gone`);

/** The blob at `path` (of `size` bytes, from `stat`), read only as far as a check asks. */
export function blobBytes(blobs: Blobs, path: string, size: number): FileBytes {
  return {
    size,
    async range(start, length) {
      if (length <= 0 || start >= size) return new Uint8Array(0);
      const bytes = await blobs.readRange(path, start, Math.min(length, size - start));
      if (!bytes) throw gone(path);
      return bytes;
    },
    async whole() {
      const stored = await blobs.get(path);
      if (!stored) throw gone(path);
      return stored.bytes;
    },
  };
}

/** The blob's SHA-256 (hex), read as a stream; null when there is no such blob. */
export async function blobSha256(blobs: Blobs, path: string): Promise<string | null> {
  const stream = await blobs.readStream(path);
  if (!stream) return null;
  const hash = createHash('sha256');
  for await (const chunk of stream) hash.update(chunk as Buffer);
  return hash.digest('hex');
}
