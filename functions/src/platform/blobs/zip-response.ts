// Answers a request with a zip of stored files, streamed: each file is read from the blob store as
// the zip takes it, so memory holds a chunk at a time whatever the total. Files are stored, not
// deflated (PDFs and images are compressed already). A failure once the zip has started cuts the
// response off, so the browser reports a failed download instead of saving half a zip.
import { once } from 'node:events';
import type { Readable } from 'node:stream';
import archiver from 'archiver';
import type { Response } from 'express';
import { attachmentDisposition } from './served-file-headers';

export interface ZipEntry {
  /** The path inside the zip ('W-2s/acme.pdf'). */
  name: string;
  /** The file's bytes; null when it is gone from the store (left out). */
  open: () => Promise<Readable | null>;
}

/** 'a.pdf', 'a (2).pdf', … : the names of one zip never collide. */
function uniqueNames(entries: ZipEntry[]): ZipEntry[] {
  const taken = new Set<string>();
  return entries.map((entry) => {
    let name = entry.name;
    for (let n = 2; taken.has(name.toLowerCase()); n++)
      name = /\.[^./]+$/.test(entry.name)
        ? entry.name.replace(/(\.[^./]+)$/, ` (${n})$1`)
        : `${entry.name} (${n})`;
    taken.add(name.toLowerCase());
    return { ...entry, name };
  });
}

export async function sendZip(res: Response, fileName: string, entries: ZipEntry[]) {
  const zip = archiver('zip', { store: true });
  res.status(200);
  res.setHeader('Content-Type', 'application/zip');
  res.setHeader('Content-Disposition', attachmentDisposition(fileName));
  res.setHeader('Cache-Control', 'no-store');
  zip.pipe(res);
  try {
    for (const entry of uniqueNames(entries)) {
      const stream = await entry.open();
      if (!stream) continue;
      const added = once(zip, 'entry');
      zip.append(stream, { name: entry.name });
      await added;
    }
    await zip.finalize();
  } catch (error) {
    zip.abort();
    res.destroy(error instanceof Error ? error : new Error(String(error)));
  }
}
