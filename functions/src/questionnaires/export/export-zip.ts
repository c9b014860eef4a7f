// An export's files in one zip, each at its path (folders, then its name), names made safe and
// unique by zipEntryNames (no entry can land outside the folder it is extracted to).
import { zipEntryNames, type ZipPath } from '../../platform/blobs/zip-entry-names';

export interface ZipItem {
  path: ZipPath;
  bytes: Uint8Array;
}

export async function zipOf(items: ZipItem[]): Promise<Uint8Array> {
  const { default: archiver } = await import('archiver');
  return new Promise((resolve, reject) => {
    const zip = archiver('zip', { zlib: { level: 6 } });
    const chunks: Buffer[] = [];
    zip.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.on('end', () => resolve(Buffer.concat(chunks)));
    zip.on('error', reject);
    // Two files of one name in a folder get '(2)' and on.
    const names = zipEntryNames(items.map((item) => item.path));
    items.forEach((item, index) => zip.append(Buffer.from(item.bytes), { name: names[index]! }));
    void zip.finalize();
  });
}
