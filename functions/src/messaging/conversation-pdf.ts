// A conversation's messages as a PDF: the firm, whom it is with and the days it covers, then each
// message oldest first — who wrote it and when, which message it answers, its tag when not
// general, and its text wrapped to the page.
import { MUTED, PdfWriter } from '../kernel/pdf-writer';
import type { MessageRecord } from './conversation-record';

export interface ConversationPdfContent {
  firmName: string;
  title: string;
  span: string;
  messages: MessageRecord[];
}

/** '2026-11-28 14:05 UTC': sorts as text, reads anywhere. */
export const stamp = (d: Date) => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

export async function conversationPdf(content: ConversationPdfContent): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  doc.setTitle(`${content.title} (${content.span})`);
  doc.setAuthor(content.firmName);
  doc.setProducer('Portico');
  const out = await PdfWriter.start(doc);
  out.text(content.firmName, { size: 9, color: MUTED, after: 6 });
  out.text(content.title, { size: 16, bold: true, after: 4 });
  out.text(content.span, { size: 10, color: MUTED, after: 6 });
  out.rule();
  if (content.messages.length === 0) out.text('No messages in these days.', { color: MUTED });
  const byId = new Map(content.messages.map((m) => [m.id, m]));
  for (const m of content.messages) {
    const parent = m.messageThreadId ? byId.get(m.messageThreadId) : undefined;
    const facts = [
      stamp(m.createdAt),
      ...(m.tag !== 'general' ? [m.tag] : []),
      ...(parent ? [`reply to ${parent.userName}, ${stamp(parent.createdAt)}`] : []),
    ];
    out.gap(4);
    out.text(m.userName, { bold: true, after: 0 });
    out.text(facts.join(' · '), { size: 8, color: MUTED, after: 2 });
    out.text(m.text, { indent: parent ? 12 : 0, after: 6 });
  }
  return doc.save();
}
