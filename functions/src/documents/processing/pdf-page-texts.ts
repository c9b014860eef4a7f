// The text of each page of a PDF, read by PDF.js (pdfjs-dist's Node build): what recognition reads
// a form's name, year and payer from. A scanned page has no text layer and reads as ''. pdfjs-dist 4 here, as
// version 5 and later need Node 22 (the web app's viewer uses the newest).
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export async function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  // PDF.js takes ownership of the buffer it is given: a copy, so the caller's bytes stay whole.
  const pdf = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    verbosity: 0,
  }).promise;
  try {
    const texts: string[] = [];
    for (let number = 1; number <= pdf.numPages; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      // Lines kept: a form's values are read from the line under their label.
      texts.push(
        content.items
          .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
          .join(''),
      );
      page.cleanup();
    }
    return texts;
  } finally {
    await pdf.destroy();
  }
}
