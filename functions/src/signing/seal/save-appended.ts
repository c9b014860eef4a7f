// Saving a changed document as an update appended to the bytes it was loaded from (a PDF
// incremental update), so the original stays the start of every later copy and its SHA-256 can
// still be checked on the sealed file.
import { type PDF } from '@libpdf/core';

/**
 * Appended when the document allows it; written anew when it cannot (libpdf rewrites linearized
 * files and files it had to rebuild from damage). Fonts are cut to the glyphs drawn: a CJK face is
 * megabytes whole.
 */
export function saveAppended(pdf: PDF): Promise<Uint8Array> {
  return pdf.save({ incremental: pdf.canSaveIncrementally() === null, subsetFonts: true });
}
