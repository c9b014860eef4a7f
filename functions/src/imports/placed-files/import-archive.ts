// The files of a placed import's file (issue 49): a zip's files — folders, macOS resource forks
// and hidden files left out, each named by its own name made safe to keep — or the file itself.
import JSZip from 'jszip';
import { safeName } from '@portico/common/documents/file-names';
import type { Blobs } from '../../platform/blobs/blobs';
import type { StoredImportFile } from '../imports.repo';

export const UNREADABLE_ZIP =
  'The zip could not be opened. Zip the files again and import it again.';

export interface ArchiveEntry {
  name: string;
  bytes(): Promise<Uint8Array>;
}

const isZip = (file: StoredImportFile) =>
  file.content_type === 'application/zip' && !/\.xlsx$/i.test(file.name);

const isKept = (path: string) =>
  !path.startsWith('__MACOSX/') && !path.split('/').some((part) => part.startsWith('.'));

/** The file's entries in the zip's order, or why it cannot be read. */
export async function archiveEntries(
  blobs: Blobs,
  file: StoredImportFile,
): Promise<ArchiveEntry[] | { problem: string }> {
  const stored = await blobs.get(file.path);
  if (!stored) throw new Error(`The import file ${file.path} is missing`);
  if (!isZip(file)) return [{ name: file.name, bytes: async () => stored.bytes }];
  let zip: JSZip;
  try {
    zip = await JSZip.loadAsync(stored.bytes);
  } catch {
    return { problem: UNREADABLE_ZIP };
  }
  return Object.values(zip.files)
    .filter((entry) => !entry.dir && isKept(entry.name))
    .map((entry) => ({
      name: safeName(entry.name.split('/').pop()!),
      bytes: () => entry.async('uint8array'),
    }));
}
