// The short-lived link every reader of a stored PDF gets (a return, its draft, a signature
// request, their signed copies): five minutes, as long as a vault preview's link.
import type { Blobs } from '../platform/blobs/blobs';

const LINK_MS = 5 * 60_000;
const PDF = 'application/pdf';

/** A link that reads the PDF at `path` for five minutes: inline, or saved when `download`. */
export function pdfLink(
  blobs: Blobs,
  path: string,
  fileName: string,
  download = false,
): Promise<string> {
  return blobs.signedReadUrl(path, LINK_MS, { contentType: PDF, fileName, download });
}
