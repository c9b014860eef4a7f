// Which files the drop link page keeps as they are chosen: none over the upload size (each said at
// once), never more than the link takes (the whole choice refused, with the spec's message), and
// the same file chosen twice only once.
import { DROP_LINK_MESSAGES } from '@portico/common/documents/drop-link';
import { MAX_SIZE_MESSAGE, MAX_UPLOAD_BYTES } from '@portico/common/documents/uploads';

const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function chooseFiles(
  chosen: File[],
  added: File[],
  maxFiles: number,
): { files: File[]; problems: string[] } {
  const tooLarge = added.filter((file) => file.size > MAX_UPLOAD_BYTES);
  const fresh = added.filter(
    (file, index) =>
      file.size <= MAX_UPLOAD_BYTES &&
      !chosen.some((c) => sameFile(c, file)) &&
      added.findIndex((other) => sameFile(other, file)) === index,
  );
  const problems = tooLarge.map((file) => `${file.name}: ${MAX_SIZE_MESSAGE}`);
  if (chosen.length + fresh.length > maxFiles)
    return { files: chosen, problems: [DROP_LINK_MESSAGES.tooManyFiles, ...problems] };
  return { files: [...chosen, ...fresh], problems };
}

/** '820 KB', '12.5 MB': a file's size as the list shows it. */
export const sizeText = (bytes: number) =>
  bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(0)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
