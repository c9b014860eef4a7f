// A tax return as tax software prints one, for the delivery benches: `pages` letter pages, each
// with a form heading and forty lines of figures.
import { PDFDocument, StandardFonts } from 'pdf-lib';

export async function returnOf(pages: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let p = 1; p <= pages; p++) {
    const page = doc.addPage([612, 792]);
    page.drawText(`Form 1040 (2025) — page ${p}`, { x: 48, y: 740, size: 14, font });
    for (let line = 0; line < 40; line++)
      page.drawText(
        `Line ${line + 1}  Wages, salaries, tips ............ ${(line * 137.25).toFixed(2)}`,
        { x: 48, y: 700 - line * 16, size: 9, font },
      );
  }
  return doc.save();
}
