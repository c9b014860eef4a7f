// Images made into what a browser or a reader can use: a HEIC photo (what iPhones take) becomes a
// JPEG for the preview dialog, decoded by libheif (through `heic-convert`), never by hand; a PNG,
// JPEG or HEIC image becomes a one-page PDF for a download that converts images (pdf-lib).

/** HEIC photos are a few MB; one larger is not decoded for a preview (it can be downloaded). */
export const HEIC_PREVIEW_MAX_BYTES = 15 * 1024 * 1024;

/** The first image of a HEIC file as a JPEG; throws when the file does not decode. */
export async function heicToJpeg(bytes: Uint8Array): Promise<Buffer> {
  const { default: convert } = await import('heic-convert');
  return Buffer.from(await convert({ buffer: bytes, format: 'JPEG', quality: 0.85 }));
}

/** The image types a PDF page can be made of (pdf-lib embeds PNG and JPEG; HEIC goes via JPEG). */
const PDF_IMAGE_TYPES = new Set(['image/png', 'image/jpeg', 'image/heic']);

export const convertsToPdf = (contentType: string) => PDF_IMAGE_TYPES.has(contentType);

/** A US Letter page in points, which a large photo is scaled down to fit. */
const PAGE = { width: 612, height: 792 };

/** A one-page PDF of the image, its page the image's size (a pixel a point) or Letter at most. */
export async function imageToPdf(bytes: Uint8Array, contentType: string): Promise<Uint8Array> {
  const { PDFDocument } = await import('pdf-lib');
  const doc = await PDFDocument.create();
  const image =
    contentType === 'image/png'
      ? await doc.embedPng(bytes)
      : await doc.embedJpg(contentType === 'image/heic' ? await heicToJpeg(bytes) : bytes);
  const scale = Math.min(1, PAGE.width / image.width, PAGE.height / image.height);
  const size = image.scale(scale);
  doc.addPage([size.width, size.height]).drawImage(image, { x: 0, y: 0, ...size });
  return doc.save();
}
