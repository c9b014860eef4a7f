// A PDF for the signature request benchmarks: an 8821 as the IRS prints it, near enough.
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** An 8821 as the IRS prints it, near enough: three letter pages, signature lines on the last. */
export async function form8821(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const texts = [
    ['Form 8821 Tax Information Authorization', 'Part 1 Taxpayer information'],
    ['Part 2 Designee(s)', 'Part 3 Tax information'],
    ['Part 7 Taxpayer signature', 'Taxpayer signature', 'Date', 'Spouse signature', 'Date'],
  ];
  for (const lines of texts) {
    const page = doc.addPage([612, 792]);
    lines.forEach((text, i) => page.drawText(text, { x: 48, y: 700 - i * 40, size: 11, font }));
    for (let line = 0; line < 30; line++)
      page.drawText(`Line ${line + 1} ............................................`, {
        x: 48,
        y: 480 - line * 14,
        size: 8,
        font,
      });
  }
  return doc.save();
}
