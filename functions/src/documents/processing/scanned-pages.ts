// Reading scanned pages (issue 15 item 6): a page with no text layer is usually one photograph of
// paper. When that picture is a JPEG (as scanners and phones save them), its bytes are in the PDF
// as they are and go to Tesseract (tesseract.js, with the English model shipped in
// @tesseract.js-data/eng: nothing is downloaded); what it reads stands in for the page's text.
// Pages drawn otherwise (CCITT fax or raw pixels) stay unread, for a person to look at.
import { createRequire } from 'node:module';
import type * as PdfLibModule from 'pdf-lib';
import type { PDFDocument, PDFObject } from 'pdf-lib';

/** pdf-lib, loaded when a scan is read (not at a function's cold start). */
type PdfLib = typeof PdfLibModule;

/** At most this many pages of one document are read by OCR (about half a second each). */
export const OCR_MAX_PAGES = 50;

const require = createRequire(import.meta.url);
/** The smaller, integer model of the English data: as accurate on print, several times faster. */
const LANG_PATH = (require('@tesseract.js-data/eng') as { langPath: string }).langPath.replace(
  /4\.0\.0$/,
  '4.0.0_best_int',
);

const isJpeg = ({ PDFArray, PDFName }: PdfLib, filter: PDFObject | undefined) =>
  filter === PDFName.of('DCTDecode') ||
  (filter instanceof PDFArray && filter.size() === 1 && filter.get(0) === PDFName.of('DCTDecode'));

/** The largest JPEG a page draws (its scan), or null. */
function pageJpeg(lib: PdfLib, pdf: PDFDocument, index: number): Uint8Array | null {
  const { PDFDict, PDFName, PDFRawStream } = lib;
  const resources = pdf.getPage(index).node.Resources();
  const images = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  let largest: Uint8Array | null = null;
  for (const [, ref] of images?.entries() ?? []) {
    const image = pdf.context.lookup(ref);
    if (!(image instanceof PDFRawStream)) continue;
    if (image.dict.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    if (!isJpeg(lib, image.dict.get(PDFName.of('Filter')))) continue;
    if (!largest || image.contents.length > largest.length) largest = image.contents;
  }
  return largest;
}

/**
 * The pages' texts with those that had none read from their scans, where they can be; a page that
 * cannot be read keeps ''. Reading is best effort: a failure leaves the texts as they were.
 */
export async function withScannedPagesRead(bytes: Uint8Array, texts: string[]): Promise<string[]> {
  const blank = texts.flatMap((text, i) => (text.trim() ? [] : [i])).slice(0, OCR_MAX_PAGES);
  if (blank.length === 0) return texts;
  const lib = await import('pdf-lib');
  let pdf: PDFDocument;
  try {
    pdf = await lib.PDFDocument.load(bytes, { updateMetadata: false });
  } catch {
    return texts;
  }
  const scans = blank.flatMap((i) => {
    const jpeg = pageJpeg(lib, pdf, i);
    return jpeg ? [{ page: i, jpeg }] : [];
  });
  if (scans.length === 0) return texts;
  const read = [...texts];
  const { createWorker, OEM } = await import('tesseract.js');
  const worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: LANG_PATH,
    gzip: true,
    cacheMethod: 'none',
  });
  try {
    for (const { page, jpeg } of scans) {
      try {
        read[page] = (await worker.recognize(Buffer.from(jpeg))).data.text;
      } catch {
        // An image Tesseract cannot decode: the page stays unread.
      }
    }
  } finally {
    await worker.terminate();
  }
  return read;
}
