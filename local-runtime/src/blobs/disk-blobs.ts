// The local blob store: files on disk under a root folder, and signed URLs the runtime serves.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { copyFile, link, mkdir, open, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { dirname, join, normalize, sep } from 'node:path';
import type { Blobs, ServeAs, SignedUpload } from '@portico/functions/platform/blobs/blobs';
import { contentDisposition } from '@portico/functions/platform/blobs/served-file-headers';

export const BLOB_URL_PREFIX = '/__blobs/';
/** What an upload is stored as until the commit decides its type: never the uploader's claim. */
export const UNDECIDED_TYPE = 'application/octet-stream';

type SignedAction = 'read' | 'write';

class BlobTooLarge extends Error {}

/** Disk reads and writes of 1 MB: a large file moves in fewer, larger steps than Node's 64 KB. */
const STREAM_CHUNK = 1024 * 1024;
/** Cloud Storage's names for the response headers a signed read URL pins. */
export interface PinnedResponse {
  'response-content-type': string;
  'response-content-disposition': string;
}

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

  /**
   * Stores a signed upload as it arrives, a chunk at a time, only if no blob exists at `path`.
   * The bytes go to a part file first and take the blob's name only once complete, so an upload
   * cut off or over `maxBytes` leaves nothing behind.
   */
  async createFrom(
    path: string,
    source: Readable,
    maxBytes: number,
  ): Promise<'created' | 'exists' | 'too-large'> {
    const file = this.file(path);
    await mkdir(dirname(file), { recursive: true });
    const part = `${file}.${randomBytes(8).toString('hex')}.part`;
    let size = 0;
    const counted = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        done(size > maxBytes ? new BlobTooLarge() : null, chunk);
      },
    });
    try {
      await pipeline(
        source,
        counted,
        createWriteStream(part, { flags: 'wx', highWaterMark: STREAM_CHUNK }),
      );
      // link, unlike rename, refuses to replace: the first complete upload wins.
      await link(part, file);
    } catch (error) {
      if (error instanceof BlobTooLarge) return 'too-large';
      if ((error as NodeJS.ErrnoException).code === 'EEXIST') return 'exists';
      throw error;
    } finally {
      await rm(part, { force: true });
    }
    await writeFile(`${file}.meta.json`, JSON.stringify({ contentType: UNDECIDED_TYPE }));
    return 'created';
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

  async readStream(path: string): Promise<Readable | null> {
    return (await this.openRead(path))?.stream ?? null;
  }

  /** The blob as a stream with its size, for a reader that announces its length. */
  async openRead(path: string): Promise<{ stream: Readable; size: number } | null> {
    const file = this.file(path);
    const info = await stat(file).catch(() => null);
    return info
      ? { stream: createReadStream(file, { highWaterMark: STREAM_CHUNK }), size: info.size }
      : null;
  }

  async readRange(path: string, start: number, length: number): Promise<Buffer | null> {
    const handle = await open(this.file(path), 'r').catch(() => null);
    if (!handle) return null;
    try {
      const buffer = Buffer.alloc(Math.max(0, length));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
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

  async copy(from: string, to: string, contentType: string): Promise<void> {
    const target = this.file(to);
    await mkdir(dirname(target), { recursive: true });
    await copyFile(this.file(from), target);
    await writeFile(`${target}.meta.json`, JSON.stringify({ contentType }));
  }

  async delete(path: string): Promise<void> {
    const file = this.file(path);
    await Promise.all([rm(file, { force: true }), rm(`${file}.meta.json`, { force: true })]);
  }

  private sign(path: string, action: SignedAction, expires: number, pinned = ''): string {
    return createHmac('sha256', this.secret)
      .update(`${action}\n${path}\n${expires}${pinned}`)
      .digest('hex');
  }

  private url(path: string, query: Record<string, string>): string {
    const encoded = path.split('/').map(encodeURIComponent).join('/');
    return `${this.baseUrl}${BLOB_URL_PREFIX}${encoded}?${new URLSearchParams(query)}`;
  }

  async signedReadUrl(path: string, expiresInMs: number, serveAs: ServeAs): Promise<string> {
    const expires = this.now().getTime() + expiresInMs;
    const pinned: PinnedResponse = {
      'response-content-type': serveAs.contentType,
      'response-content-disposition': contentDisposition(serveAs),
    };
    const signature = this.sign(path, 'read', expires, pinnedText(pinned));
    return this.url(path, { action: 'read', expires: String(expires), ...pinned, signature });
  }

  async signedUploadUrl(path: string, expiresInMs: number, bytes: number): Promise<SignedUpload> {
    const expires = this.now().getTime() + expiresInMs;
    const signature = this.sign(path, 'write', expires, sizeText(String(bytes)));
    const url = this.url(path, {
      action: 'write',
      expires: String(expires),
      bytes: String(bytes),
      signature,
    });
    // Create-only is the PUT route's own rule here, so the browser sends no extra header.
    return { url, headers: {} };
  }

  /**
   * True when a signed URL's parameters are genuine and unexpired: a read's with the response it
   * pins, a write's with the size it allows.
   */
  verify(
    path: string,
    action: string,
    expires: string,
    signature: string,
    pinned: { response?: PinnedResponse; bytes?: string } = {},
  ): boolean {
    if (action !== 'read' && action !== 'write') return false;
    const expiresAt = Number(expires);
    if (!Number.isFinite(expiresAt) || expiresAt < this.now().getTime()) return false;
    const bound = action === 'read' ? pinnedText(pinned.response) : sizeText(pinned.bytes ?? '');
    const expected = Buffer.from(this.sign(path, action, expiresAt, bound), 'hex');
    const given = Buffer.from(signature, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }
}

/** What a write URL is signed with beside its path: the exact size the upload announced. */
const sizeText = (bytes: string) => `\nbytes=${bytes}`;

const pinnedText = (pinned?: PinnedResponse) =>
  pinned ? `\n${pinned['response-content-type']}\n${pinned['response-content-disposition']}` : '';
