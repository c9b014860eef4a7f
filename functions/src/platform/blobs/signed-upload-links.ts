// The answer to an upload link request: for each file, a signed link that lets the browser put
// its bytes at `path` (and only there, no more than it announced) until it expires.
import type { StartUploadDto } from '@portico/common/documents/uploads';
import type { Blobs } from './blobs';

export const signedUploadLinks = (
  blobs: Blobs,
  files: { name: string; path: string; size: number }[],
  ttlMs: number,
): Promise<StartUploadDto['files']> =>
  Promise.all(
    files.map(async (file) => {
      const link = await blobs.signedUploadUrl(file.path, ttlMs, file.size);
      return { name: file.name, upload_url: link.url, upload_headers: link.headers };
    }),
  );
