// A questionnaire's answers as a PDF (pdf-lib): a heading with the entity, tax year and where it
// stands, each section with its questions and answers (wrapped to the page), its letters'
// signatures; then, when asked, the documents uploaded to it: PDFs page by page, PNG and JPEG
// images a page each, anything else (or a PDF that will not open) named in a closing list.
import type { PDFDocument } from 'pdf-lib';
import { MARGIN, MUTED, PAGE, PdfWriter, WIDTH } from '../../kernel/pdf-writer';
import type { ExportContent } from './export-content';

export interface ExportFile {
  name: string;
  contentType: string;
  bytes: Uint8Array;
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
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${content.title}: ${content.entityName} (${content.taxYear})`);
  doc.setAuthor(firmName);
  doc.setProducer('Portico');
  const out = await PdfWriter.start(doc);

  out.text(firmName, { size: 9, color: MUTED, after: 6 });
  out.text(content.title, { size: 18, bold: true, after: 4 });
  out.text(`${content.entityName} · Tax year ${content.taxYear}`, { size: 11, after: 2 });
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
  }
  return doc.save();
}
