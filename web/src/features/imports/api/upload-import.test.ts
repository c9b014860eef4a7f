// uploadImport on a fake API and fake XMLHttpRequest PUTs: the files announced with the dialog's
// options, PUT one at a time with their type and signed headers, the progress as a share of all
// bytes, and a failed PUT ending the upload before the commit that would make the import.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ImportOptionsInput, ImportUploadDto } from '@portico/common/imports/imports';
import { fakeApi, fakeXhr } from '@/testing/fake-network';
import { UPLOAD_FAILED, uploadImport } from './upload-import';

const OPTIONS = {
  documentType: 'other_document',
  documentName: 'Prior returns',
  comment: '',
} as ImportOptionsInput;
const csv = new File(['a,b\n1,2\n'], 'clients 😀.csv', { type: 'text/csv' });
const blob = new File(['0123456789ab'], 'notes'); // no type: sent as octet-stream
const UPLOAD: ImportUploadDto = {
  upload_id: 'imp1',
  expires_at: '2025-01-01T00:00:00.000Z',
  // In the server's order, which need not be the order chosen.
  files: [
    {
      name: 'notes',
      upload_url: 'https://blobs.test/imp1/notes',
      upload_headers: { 'x-sig': '2' },
    },
    {
      name: 'clients 😀.csv',
      upload_url: 'https://blobs.test/imp1/clients',
      upload_headers: { 'x-sig': '1' },
    },
  ],
  dropped: [],
};
const COMMITTED = { import: { id: 'imp1' }, message: 'Import started' };

let xhr: ReturnType<typeof fakeXhr>;
let api: ReturnType<typeof fakeApi>;

beforeEach(() => {
  xhr = fakeXhr();
  api = fakeApi({
    'POST /imports/uploads': () => UPLOAD,
    'POST /imports/uploads/imp1/commit': () => COMMITTED,
  });
  vi.stubGlobal('XMLHttpRequest', xhr.XMLHttpRequest);
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function start() {
  const shares: number[] = [];
  const done = uploadImport({
    options: OPTIONS,
    files: [csv, blob],
    onProgress: (s) => shares.push(s),
  });
  // Observed, so that a rejection is not reported as unhandled before the test awaits it.
  done.catch(() => {});
  return { shares, done };
}

describe('uploadImport', () => {
  it("announces the dialog's options and each file's name, size and type", async () => {
    start();
    await settle();
    expect(api.calls[0]).toMatchObject({
      method: 'POST',
      path: '/imports/uploads',
      body: {
        ...OPTIONS,
        files: [
          { name: 'clients 😀.csv', size: 8, contentType: 'text/csv' },
          { name: 'notes', size: 12, contentType: '' },
        ],
      },
    });
  });

  it('PUTs one file at a time, each to its link with its type and signed headers', async () => {
    start();
    await settle();
    expect(xhr.requests).toHaveLength(1);
    expect(xhr.requests[0]).toMatchObject({
      method: 'PUT',
      url: 'https://blobs.test/imp1/notes',
      headers: { 'Content-Type': 'application/octet-stream', 'x-sig': '2' },
      body: blob,
    });
    xhr.requests[0]!.finish(200);
    await settle();
    expect(xhr.requests[1]).toMatchObject({
      url: 'https://blobs.test/imp1/clients',
      headers: { 'Content-Type': 'text/csv', 'x-sig': '1' },
      body: csv,
    });
  });

  it('reports the share of all bytes sent, then commits and answers the import', async () => {
    const { shares, done } = start();
    await settle();
    xhr.requests[0]!.progress(6);
    xhr.requests[0]!.finish(200);
    await settle();
    xhr.requests[1]!.progress(4);
    xhr.requests[1]!.finish(200);
    await expect(done).resolves.toEqual(COMMITTED);
    expect(shares).toEqual([6 / 20, (12 + 4) / 20, 1]);
    expect(api.calls.map((c) => c.path)).toEqual([
      '/imports/uploads',
      '/imports/uploads/imp1/commit',
    ]);
  });

  it.each([
    ['the blob store refuses it', (put: { finish(status: number): void }) => put.finish(403)],
    ['its connection drops', (put: { drop(): void }) => put.drop()],
  ])('fails with its message when a PUT fails (%s): no other file, no commit', async (_, fail) => {
    const { done } = start();
    await settle();
    fail(xhr.requests[0]!);
    await expect(done).rejects.toThrow(UPLOAD_FAILED);
    expect(xhr.requests).toHaveLength(1);
    expect(api.calls.map((c) => c.path)).toEqual(['/imports/uploads']);
  });
});
