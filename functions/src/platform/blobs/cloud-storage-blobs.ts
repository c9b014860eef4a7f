// The production blob adapter: the project's default Cloud Storage bucket, v4 signed URLs.
import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { Blobs } from './blobs';
import { contentDisposition } from './served-file-headers';

/** Signed into every upload URL: Cloud Storage refuses (412) a PUT once the object exists. */
export const CREATE_ONLY_HEADERS = { 'x-goog-if-generation-match': '0' };

/**
 * What every upload URL is signed with and the browser must send: create-only, and exactly the
 * announced size (Cloud Storage refuses a body outside `x-goog-content-length-range`).
 */
export const uploadHeaders = (bytes: number): Record<string, string> => ({
  ...CREATE_ONLY_HEADERS,
  'x-goog-content-length-range': `${bytes},${bytes}`,
});

export function cloudStorageBlobs(bucketName?: string, app?: App): Blobs {
  const bucket = () => getStorage(app).bucket(bucketName);
  return {
    async put(path, bytes, contentType) {
      await bucket().file(path).save(Buffer.from(bytes), { contentType, resumable: false });
    },
    async get(path) {
      const file = bucket().file(path);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [[bytes], [metadata]] = await Promise.all([file.download(), file.getMetadata()]);
      return { bytes, contentType: metadata.contentType ?? 'application/octet-stream' };
    },
    async readStream(path) {
      const file = bucket().file(path);
      const [exists] = await file.exists();
      return exists ? file.createReadStream() : null;
    },
    async readRange(path, start, length) {
      const file = bucket().file(path);
      const [exists] = await file.exists();
      if (!exists) return null;
      if (length <= 0) return Buffer.alloc(0);
      const [bytes] = await file.download({ start, end: start + length - 1 });
      return bytes;
    },
    async stat(path) {
      const file = bucket().file(path);
      const [exists] = await file.exists();
      if (!exists) return null;
      const [metadata] = await file.getMetadata();
      return {
        size: Number(metadata.size ?? 0),
        contentType: metadata.contentType ?? 'application/octet-stream',
      };
    },
    async copy(from, to, contentType) {
      await bucket().file(from).copy(bucket().file(to), { contentType });
    },
    async delete(path) {
      await bucket().file(path).delete({ ignoreNotFound: true });
    },
    async signedReadUrl(path, expiresInMs, serveAs) {
      // Cloud Storage answers with these instead of the object's own type and disposition.
      const [url] = await bucket()
        .file(path)
        .getSignedUrl({
          version: 'v4',
          action: 'read',
          expires: Date.now() + expiresInMs,
          responseType: serveAs.contentType,
          responseDisposition: contentDisposition(serveAs),
        });
      return url;
    },
    async signedUploadUrl(path, expiresInMs, bytes) {
      const headers = uploadHeaders(bytes);
      const [url] = await bucket()
        .file(path)
        .getSignedUrl({
          version: 'v4',
          action: 'write',
          expires: Date.now() + expiresInMs,
          extensionHeaders: headers,
        });
      return { url, headers };
    },
  };
}
