// A questionnaire's answers as a PDF (pdf-lib): a heading with the entity, tax year and where it
// stands, each section with its questions and answers (wrapped to the page), its letters'
// signatures; then, when asked, the documents uploaded to it: PDFs page by page, PNG and JPEG
// images a page each, anything else (or a PDF that will not open) named in a closing list. Asked
// for, a table of contents with bookmarks, and page numbers (export-navigation.ts).
import type { PDFDocument } from 'pdf-lib';
import {
  MARGIN,
  MUTED,
  PAGE,
  PdfWriter,
  standardFonts,
  WIDTH,
  writable,
} from '../../kernel/pdf-writer';
import type { ExportContent } from './export-content';
import {
  addBookmarks,
  contentsPageCount,
  drawContents,
  stampPageNumbers,
  type NavigationEntry,
} from './export-navigation';

export interface ExportFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export const isConvertibleImage = (file: Pick<ExportFile, 'contentType'>) =>
  file.contentType === 'image/png' || file.contentType === 'image/jpeg';

/** A PNG or JPEG as a page of its own, scaled to fit inside the margins. */
async function appendImage(doc: PDFDocument, file: ExportFile): Promise<void> {
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
}

async function appendDocument(doc: PDFDocument, file: ExportFile): Promise<boolean> {
  try {
    if (file.contentType === 'application/pdf') {
      const { PDFDocument } = await import('pdf-lib');
      const source = await PDFDocument.load(file.bytes);
      const pages = await doc.copyPages(source, source.getPageIndices());
      for (const page of pages) doc.addPage(page);
      return true;
    }
    if (isConvertibleImage(file)) {
      await appendImage(doc, file);
      return true;
    }
  } catch {
    // A PDF that will not open (encrypted, damaged) is named below instead.
  }
  return false;
}

/** A PNG or JPEG as a one-page PDF (the zipped export's "convert images"); null if it will not open. */
export async function imageAsPdf(file: ExportFile): Promise<Uint8Array | null> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  try {
    await appendImage(doc, file);
  } catch {
    return null;
  }
  return doc.save();
}

export interface PdfOptions {
  /** A table of contents first, and the same entries as bookmarks. */
  toc: boolean;
  /** 'Page N of M' at the foot of every page. */
  pageNumbers: boolean;
}

/**
 * The contents' lines, known before any page is: one per section, then 'Documents', each document
 * and, should some not open, 'Documents not included'.
 */
const contentsLineCount = (content: ExportContent, documents: ExportFile[]) =>
  content.sections.length + (documents.length > 0 ? documents.length + 2 : 0);

export async function questionnairePdf(
  content: ExportContent,
  documents: ExportFile[],
  firmName: string,
  options: PdfOptions = { toc: false, pageNumbers: false },
): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${content.title}: ${content.entityName} (${content.taxYear})`);
  doc.setAuthor(firmName);
  doc.setProducer('Portico');
  // The contents' pages come first, kept free until every page number is known.
  const contentsPages = options.toc
    ? Array.from({ length: contentsPageCount(contentsLineCount(content, documents)) }, () =>
        doc.addPage([PAGE.width, PAGE.height]),
      )
    : [];
  const out = await PdfWriter.start(doc);

  out.text(firmName, { size: 9, color: MUTED, after: 6 });
  out.text(content.title, { size: 18, bold: true, after: 4 });
  out.text(`${content.entityName} · Tax year ${content.taxYear}`, { size: 11, after: 2 });
  out.text(content.facts.join(' · '), { size: 9, color: MUTED, after: 6 });
  out.rule();

  const entries: NavigationEntry[] = [];
  for (const section of content.sections) {
    out.gap(6);
    out.text(section.name, { size: 13, bold: true, after: 6 });
    entries.push({ title: section.name, page: out.pageIndex });
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

  const shown: NavigationEntry[] = [];
  const left: string[] = [];
  for (const file of documents) {
    const page = doc.getPageCount();
    if (await appendDocument(doc, file)) shown.push({ title: file.name, page });
    else left.push(file.name);
  }
  if (left.length) {
    const list = await PdfWriter.start(doc);
    list.text('Documents not included', { size: 13, bold: true, after: 4 });
    list.text(
      'These files are not PDFs or images this export can show; download them from the portal.',
      {
        color: MUTED,
        after: 6,
      },
    );
    for (const name of left) list.text(name, { indent: 12, after: 1 });
    shown.push({ title: 'Documents not included', page: list.pageIndex });
  }
  if (shown.length) entries.push({ title: 'Documents', page: shown[0]!.page, children: shown });

  const fonts = await standardFonts(doc);
  if (options.toc) {
    drawContents(contentsPages, entries, fonts, writable(fonts.regular));
    await addBookmarks(doc, [{ title: 'Contents', page: 0 }, ...entries]);
  }
  if (options.pageNumbers) stampPageNumbers(doc, fonts.regular);
  return doc.save();
}
