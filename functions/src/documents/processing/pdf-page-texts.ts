// The text of each page of a PDF, read by PDF.js: what recognition reads a form's name, year and
// payer from. A scanned page has no text layer and reads as ''.
import { withPdfJs } from '../../kernel/pdf-js';

export function pdfPageTexts(bytes: Uint8Array): Promise<string[]> {
  return withPdfJs(bytes, async (pdf) => {
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
  });
}
