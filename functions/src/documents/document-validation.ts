// Whether uploaded bytes are a document we keep (spec 2 §5 "Uploads"): the type is decided from
// the content (a PDF, PNG, GIF, JPEG or HEIC file, whatever its name says), and a PDF must open
// and must not be password-protected. A file up to 150 MB is never read whole for this: the type
// comes from its first bytes; a PDF up to PDF_OPEN_BYTES is opened, a larger one is checked by its
// trailer (its end, and where that points), so checking costs a bounded amount of memory.
import { DOCUMENT_TYPES } from '@portico/common/documents/uploads';
import type { FileBytes } from '../platform/blobs/blob-reads';

export type DocumentCheck = { ok: true; contentType: string } | { ok: false; reason: string };

/** The bytes file-type needs to recognise any type it knows. */
const SNIFF_BYTES = 4100;
/** PDFs up to this size are opened whole (page tree read); larger ones are checked by trailer. */
export const PDF_OPEN_BYTES = 20 * 1024 * 1024;
/** Where a PDF's `startxref` and `%%EOF` are looked for, and how much of the xref is read. */
const PDF_TAIL_BYTES = 8 * 1024;

const DOES_NOT_OPEN = 'PDF that does not open';
/** The reason a password-protected PDF is refused (its sender is told to remove the password). */
export const PASSWORD_PROTECTED = 'password-protected PDF';

async function pdfOpens(bytes: Uint8Array): Promise<string | null> {
  try {
    // pdf-lib refuses an encrypted file unless told to ignore the encryption; reading the page
    // tree makes it walk the document, which a broken file fails.
    const { PDFDocument } = await import('pdf-lib');
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    return pdf.getPageCount() > 0 ? null : 'PDF without pages';
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return /encrypted/i.test(message) ? PASSWORD_PROTECTED : DOES_NOT_OPEN;
  }
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');

/**
 * A large PDF's last cross-reference section: it must end in `startxref` and `%%EOF`, point at a
 * cross-reference table or stream inside the file, and its trailer must not name an /Encrypt
 * dictionary (a password-protected file).
 */
async function pdfTrailerProblem(file: FileBytes): Promise<string | null> {
  const tailStart = Math.max(0, file.size - PDF_TAIL_BYTES);
  const tail = latin1(await file.range(tailStart, file.size - tailStart));
  const pointer = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  const offset = pointer ? Number(pointer[1]) : NaN;
  if (!(offset >= 0 && offset < file.size)) return DOES_NOT_OPEN;
  const section = latin1(await file.range(offset, Math.min(PDF_TAIL_BYTES, file.size - offset)));
  let trailer: string;
  if (section.startsWith('xref')) {
    // A table: its trailer dictionary follows it, just before `startxref`.
    const at = tail.lastIndexOf('trailer');
    if (at < 0) return DOES_NOT_OPEN;
    trailer = tail.slice(at, pointer!.index);
  } else if (/^\d+\s+\d+\s+obj\s*<</.test(section) && section.includes('/XRef')) {
    // A cross-reference stream: the trailer's keys are in its dictionary.
    trailer = section.slice(0, section.indexOf('stream'));
  } else return DOES_NOT_OPEN;
  return /\/Encrypt\b/.test(trailer) ? PASSWORD_PROTECTED : null;
}

export async function checkDocument(file: FileBytes): Promise<DocumentCheck> {
  const { fileTypeFromBuffer } = await import('file-type');
  const sniffed = await fileTypeFromBuffer(await file.range(0, Math.min(SNIFF_BYTES, file.size)));
  // file-type names HEIC images image/heic (or image/heif for other HEIF brands).
  const type = sniffed?.mime === 'image/heif' ? 'image/heic' : sniffed?.mime;
  if (!type || !(DOCUMENT_TYPES as readonly string[]).includes(type))
    return { ok: false, reason: `not a PDF or image (${type ?? 'unknown'})` };
  if (type === 'application/pdf') {
    const problem =
      file.size <= PDF_OPEN_BYTES
        ? await pdfOpens(await file.whole())
        : await pdfTrailerProblem(file);
    if (problem) return { ok: false, reason: problem };
  }
  return { ok: true, contentType: type };
}
