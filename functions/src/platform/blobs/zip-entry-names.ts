// The names of a zip's entries (issue 42, zip slip): made by one function from the folders and the
// file's name, each a segment made safe (no '/', '\', '..', drive letters, control or
// text-direction characters; common/documents/file-names.ts), so no entry can land outside the
// folder it is extracted to, whatever a stored name holds. Names that would collide (ignoring case,
// as Windows and macOS do) get ' (2)', ' (3)', … before their extension.
import { safeName } from '@portico/common/documents/file-names';

/** An entry's place in the zip: its folders, then its file name. */
export type ZipPath = readonly string[];

const segmentName = (segment: string) => safeName(segment, { fallback: '_', portable: true });

/** The entry name of one path: safe segments joined by '/', never absolute, never '..'. */
export const zipEntryName = (path: ZipPath): string =>
  path
    .filter((segment) => segment !== '')
    .map(segmentName)
    .join('/') || '_';

/** Each path's entry name, in order, no two alike. */
export function zipEntryNames(paths: readonly ZipPath[]): string[] {
  const taken = new Set<string>();
  return paths.map((path) => {
    const name = zipEntryName(path);
    let unique = name;
    for (let n = 2; taken.has(unique.toLowerCase()); n++)
      unique = /\.[^./]+$/.test(name) ? name.replace(/(\.[^./]+)$/, ` (${n})$1`) : `${name} (${n})`;
    taken.add(unique.toLowerCase());
    return unique;
  });
}
