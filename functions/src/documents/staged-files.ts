// Keeping the files a browser put in the staging area (an upload, a drop): each is checked by its
// size (the one announced) and its bytes (document-validation), read as a stream and in parts, never whole (a file may be 150 MB,
// spec 3 §9); a good one is copied to where it is kept, the rest are named by why they were not.
// The staged blob cannot change once stored (its link only creates), so each kept copy is the file
// that was checked. Until the caller records the kept files, `discard` takes the copies back.
import type { Blobs } from '../platform/blobs/blobs';
import { blobBytes, blobSha256 } from '../platform/blobs/blob-reads';
import type { NewId } from '../platform/ids/ids';
import { checkDocument, PASSWORD_PROTECTED } from './document-validation';

export interface KeptFile<F> {
  file: F;
  /** The id the kept copy was made under (part of its path). */
  id: string;
  blobPath: string;
  contentType: string;
  size: number;
  sha256: string;
}

export interface StagedFiles<F> {
  kept: KeptFile<F>[];
  /** Names of files that are not a document we keep. */
  invalid: string[];
  /** Of those, the PDFs refused for their password (the screen says to remove it). */
  passwordProtected: string[];
  /** Names of files that never arrived. */
  failed: string[];
  /**
   * For each file whose bytes are kept already, the name of that copy (earlier in this batch, or
   * the one `existingCopy` finds): '{copy} was already uploaded' names what the user will find.
   */
  duplicates: string[];
  /** Deletes the kept copies: for when recording them fails. */
  discard(): Promise<void>;
}

interface Options<F> {
  blobs: Blobs;
  newId: NewId;
  stagedPath(file: F): string;
  keptPath(id: string): string;
  /** The name of a kept file with these bytes, or null; files are not compared when absent. */
  existingCopy?(sha256: string): Promise<string | null>;
}

export async function keepCheckedFiles<F extends { name: string; size: number }>(
  files: readonly F[],
  options: Options<F>,
): Promise<StagedFiles<F>> {
  const { blobs, newId, existingCopy } = options;
  const kept: KeptFile<F>[] = [];
  const invalid: string[] = [];
  const passwordProtected: string[] = [];
  const failed: string[] = [];
  const duplicates: string[] = [];
  /** sha256 → the name of the file of this batch kept with those bytes. */
  const seen = new Map<string, string>();
  for (const file of files) {
    const staged = options.stagedPath(file);
    const stored = await blobs.stat(staged);
    if (!stored) {
      failed.push(file.name);
      continue;
    }
    // What arrived must be what was announced: a link's size limit is the upload's word, and this
    // holds it wherever the bytes came from.
    if (stored.size !== file.size) {
      invalid.push(file.name);
      continue;
    }
    const check = await checkDocument(blobBytes(blobs, staged, stored.size));
    if (!check.ok) {
      invalid.push(file.name);
      if (check.reason === PASSWORD_PROTECTED) passwordProtected.push(file.name);
      continue;
    }
    const sha256 = await blobSha256(blobs, staged);
    if (!sha256) {
      failed.push(file.name);
      continue;
    }
    if (existingCopy) {
      const copy = seen.get(sha256) ?? (await existingCopy(sha256));
      if (copy !== null) {
        duplicates.push(copy);
        continue;
      }
      seen.set(sha256, file.name);
    }
    const id = newId();
    const blobPath = options.keptPath(id);
    await blobs.copy(staged, blobPath, check.contentType);
    kept.push({ file, id, blobPath, contentType: check.contentType, size: stored.size, sha256 });
  }
  const discard = async () => {
    await Promise.all(kept.map((k) => blobs.delete(k.blobPath).catch(() => undefined)));
  };
  return { kept, invalid, passwordProtected, failed, duplicates, discard };
}
