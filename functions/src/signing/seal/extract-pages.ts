// Some of a document's pages as a PDF of their own (a return's signature pages, a form's pages to
// seal, a signature request's signed pages), copied in the order given; pages past its end are
// left out.
export async function extractPages(original: Uint8Array, pages: number[]): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
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
