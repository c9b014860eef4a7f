// The runtime's signed upload URL as the browser meets it: a PUT is stored as it arrives, only
// once, and one refused for its size or cut off half way leaves no blob behind.
import { Readable } from 'node:stream';
import { mkdtempSync, readdirSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_UPLOAD_BYTES } from '@portico/common/documents/uploads';
import { blobRoutes } from './blob-routes';
import { DiskBlobs } from './disk-blobs';

const root = mkdtempSync(join(tmpdir(), 'blob-routes-'));
const blobs = new DiskBlobs(root, '', () => new Date());
let base = '';
let close = () => {};

beforeAll(async () => {
  const server = express().use(blobRoutes(blobs)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});
afterAll(() => close());

const uploadUrl = async (path: string, bytes = MAX_UPLOAD_BYTES) =>
  `${base}${(await blobs.signedUploadUrl(path, 60_000, bytes)).url}`;
const filesIn = (folder: string) => readdirSync(join(root, folder));

describe('signed uploads', () => {
  it('stores the bytes once; a second PUT to the same link is refused', async () => {
    const url = await uploadUrl('staged/a/one.pdf');
    const bytes = Buffer.alloc(3 * 1024 * 1024, 7);
    expect((await fetch(url, { method: 'PUT', body: bytes })).status).toBe(200);
    expect((await blobs.stat('staged/a/one.pdf'))?.size).toBe(bytes.length);
    const again = await fetch(url, { method: 'PUT', body: Buffer.from('other') });
    expect([again.status, await again.json()]).toEqual([
      412,
      { error: 'This file was already uploaded' },
    ]);
    expect(filesIn('staged/a').sort()).toEqual(['one.pdf', 'one.pdf.meta.json']);
  });

  it('refuses more than the upload announced, whole or sent in chunks, and keeps nothing', async () => {
    const announced = await uploadUrl('staged/d/small.pdf', 100);
    const whole = await fetch(announced, { method: 'PUT', body: Buffer.alloc(880, 1) });
    expect([whole.status, await whole.json()]).toEqual([
      413,
      { error: 'The file is larger than the upload announced' },
    ]);
    const chunked = await fetch(announced, {
      method: 'PUT',
      body: Readable.toWeb(Readable.from([Buffer.alloc(60, 1), Buffer.alloc(60, 2)])),
      duplex: 'half',
    } as unknown as RequestInit);
    expect(chunked.status).toBe(413);
    expect(await blobs.stat('staged/d/small.pdf')).toBeNull();
    // A link signed for 100 bytes does not become one for more by editing its query.
    const forged = new URL(announced);
    forged.searchParams.set('bytes', '880');
    expect((await fetch(forged, { method: 'PUT', body: Buffer.alloc(880, 1) })).status).toBe(403);
    expect((await fetch(announced, { method: 'PUT', body: Buffer.alloc(100, 1) })).status).toBe(
      200,
    );
  });

  it('refuses more than 150 MB before reading it', async () => {
    const url = new URL(await uploadUrl('staged/b/huge.pdf'));
    const status = await new Promise<number>((resolve, reject) => {
      const put = request(url, {
        method: 'PUT',
        headers: { 'content-length': String(MAX_UPLOAD_BYTES + 1) },
      });
      put.on('response', (res) => resolve(res.statusCode ?? 0));
      put.on('error', reject);
      put.write(Buffer.alloc(1024));
    });
    expect(status).toBe(413);
    expect(await blobs.stat('staged/b/huge.pdf')).toBeNull();
  });

  it('keeps nothing of an upload cut off half way', async () => {
    const url = new URL(await uploadUrl('staged/c/cut.pdf'));
    const put = request(url, { method: 'PUT', headers: { 'content-length': '4194304' } });
    put.on('error', () => {});
    put.write(Buffer.alloc(1024 * 1024, 1));
    // The first megabyte is on disk, in a part file, when the uploader goes away.
    await expect
      .poll(() => filesIn('staged/c').some((name) => name.endsWith('.part')), { timeout: 5_000 })
      .toBe(true);
    put.destroy();
    await expect.poll(() => filesIn('staged/c'), { timeout: 5_000 }).toEqual([]);
    expect(await blobs.stat('staged/c/cut.pdf')).toBeNull();
  });
});

describe('signed reads', () => {
  it('streams the stored bytes with their length and the type the link pins', async () => {
    const bytes = Buffer.alloc(2 * 1024 * 1024 + 5, 3);
    expect(
      (await fetch(await uploadUrl('vault/r/two.pdf'), { method: 'PUT', body: bytes })).status,
    ).toBe(200);
    const read = await blobs.signedReadUrl('vault/r/two.pdf', 60_000, {
      contentType: 'application/pdf',
      fileName: 'two.pdf',
      download: true,
    });
    const res = await fetch(`${base}${read}`);
    expect([
      res.status,
      res.headers.get('content-length'),
      res.headers.get('content-type'),
    ]).toEqual([200, String(bytes.length), 'application/pdf']);
    expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
  });
});
