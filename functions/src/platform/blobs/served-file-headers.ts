// How stored files reach a browser (issue 11): as the type we decided, never sniffed again, shown
// inline only when a browser previews it safely (PDF, PNG, JPEG, GIF), downloaded otherwise.
import type { Response } from 'express';
import type { ServeAs } from './blobs';

const SAFE_PREVIEW_TYPES: readonly string[] = [
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
];

/** Nothing in a served file may load, run or reach the portal's origin. */
export const SERVED_FILE_CSP = "default-src 'none'; sandbox";

const baseType = (contentType: string) => contentType.split(';')[0]!.trim().toLowerCase();

const isSafePreview = (contentType: string) => SAFE_PREVIEW_TYPES.includes(baseType(contentType));

/** RFC 6266: a plain ASCII fallback name and the exact name in UTF-8 (RFC 8187). */
function fileNameParams(name: string): string {
  const fallback = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const exact = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `; filename="${fallback}"; filename*=UTF-8''${exact}`;
}

/** A file the API itself answers with (an export): always saved, never shown in place. */
export const attachmentDisposition = (fileName: string) => `attachment${fileNameParams(fileName)}`;

export function contentDisposition({ contentType, fileName, download }: ServeAs): string {
  const kind = !download && isSafePreview(contentType) ? 'inline' : 'attachment';
  return fileName ? `${kind}${fileNameParams(fileName)}` : kind;
}

/**
 * What keeps a served file from acting as a page of the origin serving it, where we set the
 * headers (the local runtime; Cloud Storage answers from its own origin). Browsers' PDF viewers
 * do not run in a sandboxed document, so a PDF goes without the sandbox CSP.
 */
export function servedFileSafetyHeaders(contentType: string): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    ...(baseType(contentType) === 'application/pdf'
      ? {}
      : { 'Content-Security-Policy': SERVED_FILE_CSP }),
  };
}

/** A file made for this request (an export), answered as a download that is never cached. */
export function sendDownload(
  res: Response,
  file: { fileName: string; contentType: string; bytes: Uint8Array },
): void {
  res
    .set({
      'Content-Type': file.contentType,
      'Content-Disposition': attachmentDisposition(file.fileName),
      'Cache-Control': 'no-store',
      ...servedFileSafetyHeaders(file.contentType),
    })
    .send(Buffer.from(file.bytes));
}
