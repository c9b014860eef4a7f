// The pages a return asks signatures on, as a PDF of their own (spec 3 §2 Download → "Signature
// pages"): every e-sign form's pages, once each, in page order, copied from the return.
import { PDFDocument } from 'pdf-lib';
import type { ESignFormDto } from '@portico/common/tax-returns/tax-return-model';

/** The pages (1-based) the forms are on, once each, in order. */
export const signaturePagesOf = (forms: readonly ESignFormDto[]): number[] =>
  [...new Set(forms.flatMap((f) => f.pages))].sort((a, b) => a - b);

export async function extractPages(original: Uint8Array, pages: number[]): Promise<Uint8Array> {
  const source = await PDFDocument.load(original, { updateMetadata: false });
  const inRange = pages.filter((p) => p <= source.getPageCount());
  const out = await PDFDocument.create();
  const copied = await out.copyPages(
    source,
    inRange.map((p) => p - 1),
  );
  for (const page of copied) out.addPage(page);
  return out.save();
}
