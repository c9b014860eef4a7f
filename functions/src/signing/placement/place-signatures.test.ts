import { describe, expect, it } from 'vitest';
import { placeSignatures, SIGNATURE_BOX_SIZE, type SignatureLine } from './signature-lines';

const LETTER = { page: 3, width: 612, height: 792 };
const line = (label: string, left: number, bottom: number): SignatureLine => ({
  label,
  page: 3,
  left,
  bottom,
  ...SIGNATURE_BOX_SIZE,
});
const covers = (a: { left: number; bottom: number }, b: { left: number; bottom: number }) =>
  a.left < b.left + SIGNATURE_BOX_SIZE.width &&
  b.left < a.left + SIGNATURE_BOX_SIZE.width &&
  a.bottom < b.bottom + SIGNATURE_BOX_SIZE.height &&
  b.bottom < a.bottom + SIGNATURE_BOX_SIZE.height;

describe('placeSignatures', () => {
  it('puts each signer on their own line', () => {
    const boxes = placeSignatures(2, [3], {
      lines: [line('Taxpayer’s signature', 200, 300), line('Spouse’s signature', 200, 250)],
      sizes: [LETTER],
    });
    expect(boxes.map((b) => [b.page, b.left, b.bottom])).toEqual([
      [3, 200, 300],
      [3, 200, 250],
    ]);
  });

  it('never lays one signature on another: two labels on one row, a line where spare boxes go', () => {
    const sameRow = placeSignatures(2, [3], {
      lines: [line('Taxpayer’s signature', 150, 300), line('Spouse’s signature', 250, 300)],
      sizes: [LETTER],
    });
    expect(covers(sameRow[0]!, sameRow[1]!)).toBe(false);
    const atTheFoot = placeSignatures(3, [3], {
      lines: [line('Signature', 384, 40)],
      sizes: [LETTER],
    });
    for (const [i, a] of atTheFoot.entries())
      for (const b of atTheFoot.slice(i + 1)) expect(covers(a, b)).toBe(false);
    expect(atTheFoot.every((b) => b.bottom + b.height <= LETTER.height)).toBe(true);
  });
});
