// Answers a request with a zip of stored files, streamed: each file is read from the blob store as
// the zip takes it, so memory holds a chunk at a time whatever the total. Files are stored, not
// deflated (PDFs and images are compressed already). A failure once the zip has started cuts the
// response off, so the browser reports a failed download instead of saving half a zip. Entry names
// come from zip-entry-names.ts only.
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import type { Response } from 'express';
import { attachmentDisposition } from './served-file-headers';
import { zipEntryNames, type ZipPath } from './zip-entry-names';

export interface ZipEntry {
  /** Where the file goes in the zip: its folders, then its name (['W-2s', 'acme.pdf']). */
  path: ZipPath;
  /** The file's bytes; null when it is gone from the store (left out). */
  open: () => Promise<Readable | null>;
}

export async function sendZip(res: Response, fileName: string, entries: ZipEntry[]) {
  const { default: archiver } = await import('archiver');
  const zip = archiver('zip', { store: true });
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', attachmentDisposition(fileName));
  res.setHeader('Cache-Control', 'no-store');
  zip.pipe(res);
  try {
    const names = zipEntryNames(entries.map((entry) => entry.path));
    for (const [index, entry] of entries.entries()) {
      const stream = await entry.open();
      if (!stream) continue;
      const added = once(zip, 'entry');
      zip.append(stream, { name: names[index]! });
      await added;
    }
    await zip.finalize();
  } catch (error) {
    zip.abort();
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
