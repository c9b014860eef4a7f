// The file-storage port: Cloud Storage with v4 signed URLs in production, a disk store with
// HMAC-signed URLs locally. Browsers only ever get short-lived signed URLs.
// Methods: put, get, readStream, readRange, stat, copy, delete, signedReadUrl, signedUploadUrl.
import type { Readable } from 'node:stream';

/** How a signed read URL serves a file, whatever the stored object or its uploader says. */
export interface ServeAs {
  /** The type our sniffing decided (served-file-headers.ts decides inline or attachment). */
  contentType: string;
  /** The name a browser saves the file under. */
  fileName?: string;
  /** Saved, never shown in place (a Download action). */
  download?: boolean;
}

/** Where and how a browser PUTs one file: it must send `headers` with the bytes. */
export interface SignedUpload {
  url: string;
  headers: Record<string, string>;
}

export interface Blobs {
  put(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(path: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** The blob's bytes as a stream, read as they are consumed; null when there is no such blob. */
  readStream(path: string): Promise<Readable | null>;
  /**
   * Up to `length` bytes from byte `start` (a file's head for sniffing, a PDF's trailer), fewer
   * where the blob ends; null when there is no such blob.
   */
  readRange(path: string, start: number, length: number): Promise<Buffer | null>;
  /** Size and type without reading the bytes; null when there is no such blob. */
  stat(path: string): Promise<{ size: number; contentType: string } | null>;
  /** Copies a blob to `to`, stored as `contentType`; the source stays as it is. */
  copy(from: string, to: string, contentType: string): Promise<void>;
  delete(path: string): Promise<void>;
  /** A URL that reads the blob until it expires, with the headers `serveAs` decides. */
  signedReadUrl(path: string, expiresInMs: number, serveAs: ServeAs): Promise<string>;
  /**
   * A URL that creates the blob until it expires, once, with at most `bytes` bytes (the size the
   * upload announced): a PUT when the blob already exists is refused with 412, so a stored file
   * can never be replaced through it, and a larger one with 413 (Cloud Storage: 400).
   */
  signedUploadUrl(path: string, expiresInMs: number, bytes: number): Promise<SignedUpload>;
}
