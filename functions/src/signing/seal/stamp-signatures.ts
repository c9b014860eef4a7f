// Drawing each signer's signature onto the page and place they signed (e-signing: the signed copy
// shows the signatures), with the time under each. The drawing is appended to the original as an
// incremental update, so the original file stays, byte for byte, the start of the signed one.
import type { PDFImage, PDFPage } from '@libpdf/core';
import { FontChain, grayscale, SIGNATURE_FACES, TEXT_FACES } from './seal-fonts';
import { saveAppended } from './save-appended';

export interface SignatureStamp {
  /** 1-based. */
  page: number;
  /** PDF points from the bottom-left corner of the page as shown (as annotations' position_data). */
  box: { left: number; bottom: number; width: number; height: number };
  /** A signature typed or drawn; or plain text a signer filled in (a date, a title). */
  capture:
    | { method: 'typed'; text: string }
    | { method: 'drawn'; png: Uint8Array }
    | { method: 'text'; text: string };
  /** Printed under the signature, to the minute, in UTC. */
  signedAt: Date;
  /** Drawn in place of a blank typed capture, and named in errors. */
  signerName: string;
}

/** Plain text is set in the text face, no larger than this, with a little room around it. */
const TEXT_MAX = 12;
const TEXT_INSET = 2;

/** The caption's share of the box height, and its size bounds in points. */
const CAPTION_SHARE = 0.2;
const CAPTION_MIN = 4;
const CAPTION_MAX = 7;
const CAPTION_SHARE_MAX = 0.3;
/** A typed name is not drawn larger than this, whatever the box. */
const TYPED_MAX = 32;
/** Handwriting faces reach below their declared descent (the tail of an f): room for it. */
const DESCENDER_ROOM = 1.35;
const INK = grayscale(0.1);
const CAPTION_INK = grayscale(0.35);

/** "Signed 2026-12-02 21:14 UTC". */
function signedCaption(signedAt: Date): string {
  return `Signed ${signedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/**
 * Where a point of the page as shown (origin bottom-left, x right, y up) is in the page's own
 * space, and the turn that makes text drawn there read upright: pages may be shown rotated
 * (/Rotate) and their visible box need not start at 0, 0.
 */
function shownFrame(page: PDFPage) {
  const { x: x0, y: y0, width: w, height: h } = page.getCropBox();
  const angle = page.rotation;
  const at = (u: number, v: number) => {
    switch (angle) {
      case 90:
        return { x: x0 + w - v, y: y0 + u };
      case 180:
        return { x: x0 + w - u, y: y0 + h - v };
      case 270:
        return { x: x0 + v, y: y0 + h - u };
      default:
        return { x: x0 + u, y: y0 + v };
    }
  };
  return { angle, at };
}

export async function stampSignatures(
  original: Uint8Array,
  stamps: SignatureStamp[],
): Promise<Uint8Array> {
  const { PDF } = await import('@libpdf/core');
  const pdf = await PDF.load(original);
  const pages = pdf.getPages();
  const nameFaces = new FontChain(pdf, SIGNATURE_FACES);
  const captionFaces = new FontChain(pdf, TEXT_FACES);
  // A signer who signs in several places sends one drawing: it is stored once.
  const images = new Map<Uint8Array, PDFImage>();

  for (const stamp of stamps) {
    const page = pages[stamp.page - 1];
    if (!page)
      throw new RangeError(
        `${stamp.signerName}'s signature is on page ${stamp.page}; the document has ${pages.length}`,
      );
    const { left, bottom, width, height } = stamp.box;
    if (!(width > 0 && height > 0))
      throw new RangeError(`${stamp.signerName}'s signature box has no area`);
    const { angle, at } = shownFrame(page);

    if (stamp.capture.method === 'text') {
      // Plain text fills the box's middle, left-aligned, without a "Signed" caption.
      const { text } = stamp.capture;
      const unit = captionFaces.extent(text, 1);
      const size = Math.min(
        TEXT_MAX,
        (height - TEXT_INSET) / (unit.ascent + unit.descent),
        (width - 2 * TEXT_INSET) / Math.max(captionFaces.widthOf(text, 1), 1e-6),
      );
      const baseline = bottom + (height - (unit.ascent + unit.descent) * size) / 2;
      captionFaces.draw(page, text, {
        ...at(left + TEXT_INSET, baseline + unit.descent * size),
        size,
        color: INK,
        angle,
      });
      continue;
    }

    // Legible where the box allows; never more than a third of a short box.
    const captionSize = Math.min(
      CAPTION_MAX,
      Math.max(CAPTION_MIN, height * CAPTION_SHARE),
      height * CAPTION_SHARE_MAX,
    );
    const caption = signedCaption(stamp.signedAt);
    const captionExtent = captionFaces.extent(caption, captionSize);
    // The caption may shrink further so a narrow box still holds it on one line.
    const fittedCaption = Math.min(
      captionSize,
      (captionSize * width) / captionFaces.widthOf(caption, captionSize),
    );
    captionFaces.draw(page, caption, {
      ...at(left, bottom + captionExtent.descent * (fittedCaption / captionSize)),
      size: fittedCaption,
      color: CAPTION_INK,
      angle,
    });

    // The signature sits on the caption, left-aligned, as far as the box allows.
    const areaBottom = bottom + (captionExtent.ascent + captionExtent.descent) * 1.1;
    const areaHeight = bottom + height - areaBottom;

    if (stamp.capture.method === 'drawn') {
      const image = images.get(stamp.capture.png) ?? pdf.embedPng(stamp.capture.png);
      images.set(stamp.capture.png, image);
      const scale = Math.min(width / image.width, areaHeight / image.height);
      page.drawImage(image, {
        ...at(left, areaBottom),
        width: image.width * scale,
        height: image.height * scale,
        ...(angle ? { rotate: { angle, origin: at(left, areaBottom) } } : {}),
      });
      continue;
    }

    const name = stamp.capture.text.trim() || stamp.signerName;
    const unit = nameFaces.extent(name, 1);
    const below = unit.descent * DESCENDER_ROOM;
    const size = Math.min(
      TYPED_MAX,
      areaHeight / (unit.ascent + below),
      width / Math.max(nameFaces.widthOf(name, 1), 1e-6),
    );
    nameFaces.draw(page, name, {
      ...at(left, areaBottom + below * size),
      size,
      color: INK,
      angle,
    });
  }
  return saveAppended(pdf);
}
