// The draft a client reviews is the return with DRAFT across every page (spec 3 §4 "Draft flow"):
// large, light and diagonal, under nothing the client must read, so the copy cannot pass for the
// filed return. The original stays as uploaded.
const WORD = 'DRAFT';

export async function watermarkDraft(bytes: Uint8Array): Promise<Uint8Array> {
  const { degrees, PDFDocument, rgb, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  const font = await pdf.embedFont(StandardFonts.HelveticaBold);
  for (const page of pdf.getPages()) {
    const { width, height } = page.getSize();
    // Across the page's diagonal, as wide as most of it.
    const angle = Math.atan2(height, width);
    const size = (Math.hypot(width, height) * 0.6) / font.widthOfTextAtSize(WORD, 1);
    const textWidth = font.widthOfTextAtSize(WORD, size);
    const textHeight = font.heightAtSize(size, { descender: false });
    page.drawText(WORD, {
      x: width / 2 - (Math.cos(angle) * textWidth) / 2 + (Math.sin(angle) * textHeight) / 2,
      y: height / 2 - (Math.sin(angle) * textWidth) / 2 - (Math.cos(angle) * textHeight) / 2,
      size,
      font,
      color: rgb(0.8, 0.1, 0.1),
      opacity: 0.18,
      rotate: degrees((angle * 180) / Math.PI),
    });
  }
  return pdf.save({ useObjectStreams: true });
}
