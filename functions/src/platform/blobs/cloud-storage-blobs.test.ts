// The production blob adapter's signed URLs, signed offline with a throwaway service-account key:
// a read URL pins the decided type and disposition, an upload URL carries the create-only
// precondition Cloud Storage checks (a second PUT answers 412).
import { generateKeyPairSync } from 'node:crypto';
import { cert, deleteApp, initializeApp } from 'firebase-admin/app';
import { afterAll, describe, expect, it } from 'vitest';
import { cloudStorageBlobs, CREATE_ONLY_HEADERS } from './cloud-storage-blobs';

const { privateKey } = generateKeyPairSync('rsa', {
  modulusLength: 2048,
  privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  publicKeyEncoding: { type: 'spki', format: 'pem' },
});
const app = initializeApp(
  {
    credential: cert({
      projectId: 'demo-portico',
      clientEmail: 'signer@demo-portico.iam.gserviceaccount.com',
      privateKey,
    }),
    storageBucket: 'demo-portico.appspot.com',
  },
  'cloud-storage-blobs-test',
);
afterAll(() => deleteApp(app));
const blobs = cloudStorageBlobs(undefined, app);

describe('Cloud Storage signed URLs', () => {
  it('pins the type we decided and a download disposition into a read URL', async () => {
    const url = new URL(
      await blobs.signedReadUrl('firms/f/imports/i/001-notes.html', 60_000, {
        contentType: 'text/plain',
        fileName: 'notes.html',
      }),
    );
    expect(url.searchParams.get('response-content-type')).toBe('text/plain');
    expect(url.searchParams.get('response-content-disposition')).toBe(
      `attachment; filename="notes.html"; filename*=UTF-8''notes.html`,
    );
  });

  it('lets a PDF or an image open in the browser', async () => {
    const url = new URL(
      await blobs.signedReadUrl('firms/f/imports/i/002-return.pdf', 60_000, {
        contentType: 'application/pdf',
      }),
    );
    expect(url.searchParams.get('response-content-disposition')).toBe('inline');
  });

  it('signs the create-only precondition and the size into an upload URL and hands them to the browser', async () => {
    const upload = await blobs.signedUploadUrl('firms/f/import_uploads/u/001-a.csv', 60_000, 880);
    const signedHeaders = new URL(upload.url).searchParams.get('X-Goog-SignedHeaders');
    expect(signedHeaders?.split(';')).toContain('x-goog-if-generation-match');
    expect(signedHeaders?.split(';')).toContain('x-goog-content-length-range');
    expect(upload.headers).toEqual({
      ...CREATE_ONLY_HEADERS,
      'x-goog-content-length-range': '880,880',
    });
    expect(CREATE_ONLY_HEADERS).toEqual({ 'x-goog-if-generation-match': '0' });
  });
});
