// The file-storage port: Cloud Storage with v4 signed URLs in production, a disk store with
// HMAC-signed URLs locally. Browsers only ever get short-lived signed URLs.
export type SignedAction = 'read' | 'write';

export interface Blobs {
  put(path: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(path: string): Promise<{ bytes: Buffer; contentType: string } | null>;
  /** Size and type without reading the bytes; null when there is no such blob. */
  stat(path: string): Promise<{ size: number; contentType: string } | null>;
  delete(path: string): Promise<void>;
  signedUrl(path: string, action: SignedAction, expiresInMs: number): Promise<string>;
}
