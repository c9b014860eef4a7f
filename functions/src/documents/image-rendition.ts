// Images a browser cannot show, made into ones it can: a HEIC photo (what iPhones take) becomes a
// JPEG for the preview dialog, decoded by libheif (through `heic-convert`), never by hand.
import convert from 'heic-convert';

/** HEIC photos are a few MB; one larger is not decoded for a preview (it can be downloaded). */
export const HEIC_PREVIEW_MAX_BYTES = 15 * 1024 * 1024;

/** The first image of a HEIC file as a JPEG; throws when the file does not decode. */
export async function heicToJpeg(bytes: Uint8Array): Promise<Buffer> {
  return Buffer.from(await convert({ buffer: bytes, format: 'JPEG', quality: 0.85 }));
}
