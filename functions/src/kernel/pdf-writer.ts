// Text written into a PDF (pdf-lib), a line at a time, top to bottom: wrapped to the page, a new
// page when one is full, characters the standard fonts cannot write shown as '?'. The
// questionnaire and conversation exports write through it.
import type { PDFDocument, PDFFont, PDFPage, RGB, StandardFonts } from 'pdf-lib';

export const PAGE = { width: 612, height: 792 };
export const MARGIN = 54;
export const WIDTH = PAGE.width - 2 * MARGIN;
/** pdf-lib's `rgb(…)`, written out so that this module loads without pdf-lib (used in async code). */
const rgb = (red: number, green: number, blue: number) =>
  ({ type: 'RGB', red, green, blue }) as RGB;
export const MUTED = rgb(0.35, 0.38, 0.42);
export const TEXT = rgb(0.1, 0.12, 0.15);
const HELVETICA = 'Helvetica' as StandardFonts.Helvetica;
const HELVETICA_BOLD = 'Helvetica-Bold' as StandardFonts.HelveticaBold;

/**
 * The standard fonts write WinAnsi only: other characters become '?' (typographic quotes and
 * dashes are WinAnsi and stay).
 */
export function writable(font: PDFFont) {
  const known = new Map<string, boolean>();
  const ok = (ch: string) => {
    let result = known.get(ch);
    if (result === undefined) {
      try {
        font.encodeText(ch);
        result = true;
      } catch {
        result = false;
      }
      known.set(ch, result);
    }
    return result;
  };
  return (text: string) =>
    Array.from(text.replace(/\t/g, ' '))
      .map((ch) => (ok(ch) ? ch : '?'))
      .join('');
}

/** Helvetica and Helvetica Bold, embedded in `doc` (standard fonts: a few bytes each). */
export async function standardFonts(doc: PDFDocument) {
  return { regular: await doc.embedFont(HELVETICA), bold: await doc.embedFont(HELVETICA_BOLD) };
}

/** Writes lines top to bottom, starting a page when one is full. */
export class PdfWriter {
  /** A writer on a new page of `doc`, in Helvetica. */
  static async start(doc: PDFDocument): Promise<PdfWriter> {
    const fonts = await standardFonts(doc);
    return new PdfWriter(doc, fonts, writable(fonts.regular));
  }

  /** The index of the page being written (a writer only adds pages at the end). */
  get pageIndex(): number {
    return this.doc.getPageCount() - 1;
  }

  private page!: PDFPage;
  private y = 0;
  constructor(
    private readonly doc: PDFDocument,
    private readonly fonts: { regular: PDFFont; bold: PDFFont },
    private readonly safe: (text: string) => string,
  ) {
    this.newPage();
  }

  private newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  /** The text broken into lines that fit the width (long words broken too). */
  private wrap(text: string, font: PDFFont, size: number, width: number): string[] {
    const lines: string[] = [];
    for (const paragraph of this.safe(text).split(/\r?\n/)) {
      let line = '';
      for (const word of paragraph.split(' ')) {
        const tried = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(tried, size) <= width) {
          line = tried;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > width && line.length > 1) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > width) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  text(text: string, { size = 10, bold = false, color = TEXT, indent = 0, after = 2 } = {}): void {
    const font = bold ? this.fonts.bold : this.fonts.regular;
    const leading = size * 1.3;
    for (const line of this.wrap(text, font, size, WIDTH - indent)) {
      if (this.y - leading < MARGIN) this.newPage();
      this.y -= leading;
      this.page.drawText(line, { x: MARGIN + indent, y: this.y, size, font, color });
    }
    this.y -= after;
  }

  gap(points: number) {
    this.y -= points;
  }

  rule() {
    if (this.y - 8 < MARGIN) this.newPage();
    this.y -= 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE.width - MARGIN, y: this.y },
      thickness: 0.5,
      color: MUTED,
    });
    this.y -= 8;
  }
}
