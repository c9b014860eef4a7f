// A questionnaire's answers as a PDF (pdf-lib): a heading with the entity, tax year and where it
// stands, each section with its questions and answers (wrapped to the page), its letters'
// signatures; then, when asked, the documents uploaded to it: PDFs page by page, PNG and JPEG
// images a page each, anything else (or a PDF that will not open) named in a closing list.
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { ExportContent } from './export-content';

export interface ExportFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

const PAGE = { width: 612, height: 792 };
const MARGIN = 54;
const WIDTH = PAGE.width - 2 * MARGIN;
const MUTED = rgb(0.35, 0.38, 0.42);
const TEXT = rgb(0.1, 0.12, 0.15);

/**
 * The standard fonts write WinAnsi only: other characters become '?' (typographic quotes and
 * dashes are WinAnsi and stay).
 */
function writable(font: PDFFont) {
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

/** Writes lines top to bottom, starting a page when one is full. */
class Writer {
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

async function appendDocument(doc: PDFDocument, file: ExportFile): Promise<boolean> {
  try {
    if (file.contentType === 'application/pdf') {
      const source = await PDFDocument.load(file.bytes);
      const pages = await doc.copyPages(source, source.getPageIndices());
      for (const page of pages) doc.addPage(page);
      return true;
    }
    if (file.contentType === 'image/png' || file.contentType === 'image/jpeg') {
      const image =
        file.contentType === 'image/png'
          ? await doc.embedPng(file.bytes)
          : await doc.embedJpg(file.bytes);
      const page = doc.addPage([PAGE.width, PAGE.height]);
      const scaled = image.scaleToFit(WIDTH, PAGE.height - 2 * MARGIN);
      page.drawImage(image, {
        x: (PAGE.width - scaled.width) / 2,
        y: (PAGE.height - scaled.height) / 2,
        width: scaled.width,
        height: scaled.height,
      });
      return true;
    }
  } catch {
    // A PDF that will not open (encrypted, damaged) is named below instead.
  }
  return false;
}

export async function questionnairePdf(
  content: ExportContent,
  documents: ExportFile[],
  firmName: string,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${content.title}: ${content.company} (${content.taxYear})`);
  doc.setAuthor(firmName);
  doc.setProducer('Portico');
  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const out = new Writer(doc, fonts, writable(fonts.regular));

  out.text(firmName, { size: 9, color: MUTED, after: 6 });
  out.text(content.title, { size: 18, bold: true, after: 4 });
  out.text(`${content.company} · Tax year ${content.taxYear}`, { size: 11, after: 2 });
  out.text(content.facts.join(' · '), { size: 9, color: MUTED, after: 6 });
  out.rule();

  for (const section of content.sections) {
    out.gap(6);
    out.text(section.name, { size: 13, bold: true, after: 6 });
    for (const answer of section.answers) {
      out.text(answer.question, { bold: true, after: 1 });
      if (answer.lines.length === 0) out.text('No answer', { color: MUTED, indent: 12, after: 6 });
      else {
        for (const line of answer.lines) out.text(line, { indent: 12, after: 1 });
        out.gap(5);
      }
    }
    if (section.signatures.length) {
      out.text('Signatures', { bold: true, after: 1 });
      for (const line of section.signatures) out.text(line, { indent: 12, after: 1 });
      out.gap(5);
    }
  }

  const left: string[] = [];
  for (const file of documents) if (!(await appendDocument(doc, file))) left.push(file.name);
  if (left.length) {
    const list = new Writer(doc, fonts, writable(fonts.regular));
    list.text('Documents not included', { size: 13, bold: true, after: 4 });
    list.text(
      'These files are not PDFs or images this export can show; download them from the portal.',
      {
        color: MUTED,
        after: 6,
      },
    );
    for (const name of left) list.text(name, { indent: 12, after: 1 });
  }
  return doc.save();
}
