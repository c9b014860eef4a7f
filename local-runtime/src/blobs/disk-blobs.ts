// The local blob store: files on disk under a root folder, and signed URLs the runtime serves.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Blobs, SignedAction } from '@portico/functions/platform/blobs/blobs';

export const BLOB_URL_PREFIX = '/__blobs/';

export class DiskBlobs implements Blobs {
  private readonly secret = randomBytes(32);

  constructor(
    private readonly root: string,
    private readonly baseUrl: string,
    private readonly now: () => Date,
  ) {}

  /** Refuses paths that would leave the root folder. */
  private file(path: string): string {
    const relative = normalize(path).replace(/^(\.\.(\/|\\|$))+/, '');
    if (relative.startsWith('..') || relative.startsWith(sep) || relative.includes(`..${sep}`)) {
      throw new Error(`Invalid blob path: ${path}`);
    }
    return join(this.root, relative);
  }

  async put(path: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const file = this.file(path);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, bytes);
    await writeFile(`${file}.meta.json`, JSON.stringify({ contentType }));
  }

  async get(path: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const file = this.file(path);
    try {
      const [bytes, meta] = await Promise.all([
        readFile(file),
        readFile(`${file}.meta.json`, 'utf8'),
      ]);
      return { bytes, contentType: (JSON.parse(meta) as { contentType: string }).contentType };
    } catch {
      return null;
    }
  }

  async stat(path: string): Promise<{ size: number; contentType: string } | null> {
    const file = this.file(path);
    try {
      const [info, meta] = await Promise.all([stat(file), readFile(`${file}.meta.json`, 'utf8')]);
      return {
        size: info.size,
        contentType: (JSON.parse(meta) as { contentType: string }).contentType,
      };
    } catch {
      return null;
    }
  }

  async delete(path: string): Promise<void> {
    const file = this.file(path);
    await Promise.all([rm(file, { force: true }), rm(`${file}.meta.json`, { force: true })]);
  }

  private sign(path: string, action: SignedAction, expires: number): string {
    return createHmac('sha256', this.secret).update(`${action}\n${path}\n${expires}`).digest('hex');
  }

  async signedUrl(path: string, action: SignedAction, expiresInMs: number): Promise<string> {
    const expires = this.now().getTime() + expiresInMs;
    const query = new URLSearchParams({
      action,
      expires: String(expires),
      signature: this.sign(path, action, expires),
    });
    return `${this.baseUrl}${BLOB_URL_PREFIX}${path.split('/').map(encodeURIComponent).join('/')}?${query}`;
  }

  /** True when a signed URL's parameters are genuine and unexpired. */
  verify(path: string, action: string, expires: string, signature: string): boolean {
    if (action !== 'read' && action !== 'write') return false;
    const expiresAt = Number(expires);
    if (!Number.isFinite(expiresAt) || expiresAt < this.now().getTime()) return false;
    const expected = Buffer.from(this.sign(path, action, expiresAt), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}
