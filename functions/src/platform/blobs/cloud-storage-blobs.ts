// The production blob adapter: the project's default Cloud Storage bucket, v4 signed URLs.
import { getStorage } from 'firebase-admin/storage';
import type { Blobs, SignedAction } from './blobs';

export function cloudStorageBlobs(bucketName?: string): Blobs {
  const bucket = () => getStorage().bucket(bucketName);
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
    async delete(path) {
      await bucket().file(path).delete({ ignoreNotFound: true });
    },
    async signedUrl(path: string, action: SignedAction, expiresInMs: number) {
      const [url] = await bucket()
        .file(path)
        .getSignedUrl({ version: 'v4', action, expires: Date.now() + expiresInMs });
      return url;
    },
  };
}
