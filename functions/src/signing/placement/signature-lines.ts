// Where a form asks for signatures (issue 45 placement): the labels of its signature lines —
// "Taxpayer's signature", "Spouse's signature", "Signature of officer" — found in the text of its
// pages by PDF.js, each with the box beside it where a signature goes, in the page's units from its
// bottom left (as annotations store positions). A long sentence that mentions a signature is not a
// line to sign on.
import type { SignatureBox } from '@portico/common/signing/signing-trail';
import { withPdfJs } from '../../kernel/pdf-js';

/** A label longer than this is a sentence, not a line's label. */
const LABEL_MAX = 40;
const SIGNATURE_LABEL = /signature/i;
/** Plural or instructions: "Signatures", "signature authorization". */
const NOT_A_LINE = /signatures|authori[sz]ation|guidance/i;

export const SIGNATURE_BOX_SIZE = { width: 180, height: 28 };

export interface SignatureLine extends SignatureBox {
  label: string;
}

/** The page's size, for placing a box where no line was found. */
export interface PageSize {
  page: number;
  width: number;
  height: number;
}

/** The signature lines on `pages` (1-based) of the PDF, top to bottom, page by page. */
export function signatureLines(
  bytes: Uint8Array,
  pages: readonly number[],
): Promise<{ lines: SignatureLine[]; sizes: PageSize[] }> {
  return withPdfJs(bytes, async (pdf) => {
    const lines: SignatureLine[] = [];
    const sizes: PageSize[] = [];
    for (const number of [...new Set(pages)].sort((a, b) => a - b)) {
      if (number < 1 || number > pdf.numPages) continue;
      const page = await pdf.getPage(number);
      const [, , width, height] = page.view as [number, number, number, number];
      sizes.push({ page: number, width, height });
      const content = await page.getTextContent();
      const found: SignatureLine[] = [];
      for (const item of content.items) {
        if (!('str' in item)) continue;
        const label = item.str.trim();
        if (!SIGNATURE_LABEL.test(label) || NOT_A_LINE.test(label) || label.length > LABEL_MAX)
          continue;
        const [, , , , x = 0, y = 0] = item.transform as number[];
        found.push({
          label,
          page: number,
          left: Math.min(x + item.width + 6, width - SIGNATURE_BOX_SIZE.width - 12),
          bottom: Math.max(y - 6, 12),
          ...SIGNATURE_BOX_SIZE,
        });
      }
      lines.push(...found.sort((a, b) => b.bottom - a.bottom));
      page.cleanup();
    }
    return { lines, sizes };
  });
}

/** Whether two boxes on the same page share any area. */
const overlap = (a: SignatureBox, b: SignatureBox) =>
  a.page === b.page &&
  a.left < b.left + b.width &&
  b.left < a.left + a.width &&
  a.bottom < b.bottom + b.height &&
  b.bottom < a.bottom + a.height;

/**
 * The boxes as given, except that one covering an earlier box on its page (two labels on one row,
 * a line found at the foot where spare boxes go) moves up until it covers none: two signatures
 * never land on each other.
 */
function apart(boxes: SignatureBox[], sizes: PageSize[]): SignatureBox[] {
  const placed: SignatureBox[] = [];
  for (const box of boxes) {
    const top = (sizes.find((s) => s.page === box.page)?.height ?? 792) - box.height - 12;
    let moved = box;
    while (placed.some((other) => overlap(other, moved)) && moved.bottom + box.height + 6 <= top)
      moved = { ...moved, bottom: moved.bottom + box.height + 6 };
    placed.push(moved);
  }
  return placed;
}

/**
 * A box for each of a form's signers, in order: the n-th signer signs on the form's n-th signature
 * line; a signer without one signs at the foot of the form's last page, one above the other; no
 * box covers another.
 */
export function placeSignatures(
  signerCount: number,
  formPages: readonly number[],
  found: { lines: SignatureLine[]; sizes: PageSize[] },
): SignatureBox[] {
  const onForm = found.lines.filter((l) => formPages.includes(l.page));
  const last = Math.max(...formPages);
  const size = found.sizes.find((s) => s.page === last) ?? { width: 612, height: 792 };
  const boxes = Array.from({ length: signerCount }, (_, index): SignatureBox => {
    const line = onForm[index];
    if (line)
      return { page: line.page, left: line.left, bottom: line.bottom, ...SIGNATURE_BOX_SIZE };
    const spare = index - onForm.length;
    return {
      page: last,
      left: Math.max(size.width - SIGNATURE_BOX_SIZE.width - 48, 12),
      bottom: 36 + spare * (SIGNATURE_BOX_SIZE.height + 12),
      ...SIGNATURE_BOX_SIZE,
    };
  });
  return apart(boxes, found.sizes);
}
