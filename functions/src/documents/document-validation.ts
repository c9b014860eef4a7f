// Whether uploaded bytes are a document we keep (spec 2 §5 "Uploads"): the type is decided from
// the content (a PDF, PNG, GIF, JPEG or HEIC file, whatever its name says), and a PDF must open
// and must not be password-protected.
import { fileTypeFromBuffer } from 'file-type';
import { PDFDocument } from 'pdf-lib';
import { DOCUMENT_TYPES } from '@portico/common/documents/uploads';

export type DocumentCheck = { ok: true; contentType: string } | { ok: false; reason: string };

async function pdfOpens(bytes: Uint8Array): Promise<string | null> {
  try {
    // pdf-lib refuses an encrypted file unless told to ignore the encryption; reading the page
    // tree makes it walk the document, which a broken file fails.
    const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
    return pdf.getPageCount() > 0 ? null : 'PDF without pages';
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    return /encrypted/i.test(message) ? 'password-protected PDF' : 'PDF that does not open';
  }
}

export async function checkDocument(bytes: Uint8Array): Promise<DocumentCheck> {
  const sniffed = await fileTypeFromBuffer(bytes.subarray(0, 4100));
  // file-type names HEIC images image/heic (or image/heif for other HEIF brands).
  const type = sniffed?.mime === 'image/heif' ? 'image/heic' : sniffed?.mime;
  if (!type || !(DOCUMENT_TYPES as readonly string[]).includes(type))
    return { ok: false, reason: `not a PDF or image (${type ?? 'unknown'})` };
  if (type === 'application/pdf') {
    const problem = await pdfOpens(bytes);
    if (problem) return { ok: false, reason: problem };
  }
  return { ok: true, contentType: type };
}
