// The typefaces a sealed PDF is written in, read from font packages installed by npm (nothing from
// the network or the machine's own fonts), and the per-document font chain that gives each
// character of any name the first face that has a glyph for it.
import type { Color, EmbeddedFont, Grayscale, PDF, PDFPage } from '@libpdf/core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { inflateSync } from 'node:zlib';
import { toVisual } from './visual-order';

const require = createRequire(import.meta.url);

/**
 * @libpdf/core's `grayscale(…)`, written out: the seal's modules load without the library, which
 * loads when a PDF is first stamped or sealed (not at a function's cold start).
 */
export const grayscale = (gray: number): Grayscale => ({ type: 'Grayscale', gray });

/** A face and the package file it comes from (fontsource ships WOFF, not TTF). */
const FACES = {
  /** Typed signatures: a handwriting face for Latin, Latin Extended and Vietnamese. */
  scriptLatin: '@fontsource/dancing-script/files/dancing-script-latin-400-normal.woff',
  scriptLatinExt: '@fontsource/dancing-script/files/dancing-script-latin-ext-400-normal.woff',
  scriptVietnamese: '@fontsource/dancing-script/files/dancing-script-vietnamese-400-normal.woff',
  /** Greek, Cyrillic, Hebrew, Arabic (with its presentation forms), Armenian, Georgian, symbols. */
  sans: '@fontsource/dejavu-sans/files/dejavu-sans-latin-400-normal.woff',
  sansBold: '@fontsource/dejavu-sans/files/dejavu-sans-latin-700-normal.woff',
  /** Every other plane-0/1/2 character (CJK, Hangul, Indic, Thai, emoji…): a bitmap-style face. */
  everything: '@fontsource/unifontex/files/unifontex-latin-400-normal.woff',
} as const;
export type FaceName = keyof typeof FACES;

/** The chain typed signatures are drawn with. */
export const SIGNATURE_FACES: FaceName[] = [
  'scriptLatin',
  'scriptLatinExt',
  'scriptVietnamese',
  'sans',
  'everything',
];
export const TEXT_FACES: FaceName[] = ['sans', 'everything'];
export const BOLD_FACES: FaceName[] = ['sansBold', 'sans', 'everything'];

const sfntCache = new Map<FaceName, Uint8Array>();

/** A face's TrueType bytes, decoded once per process (UnifontEX alone is 13 MB unpacked). */
function faceBytes(face: FaceName): Uint8Array {
  let bytes = sfntCache.get(face);
  if (!bytes) {
    bytes = woffToSfnt(readFileSync(require.resolve(FACES[face])));
    sfntCache.set(face, bytes);
  }
  return bytes;
}

/**
 * WOFF 1.0 → the TrueType/OpenType file it wraps: each table is stored zlib-compressed (or as is
 * when that is not smaller), so the font is its tables inflated behind a fresh table directory.
 */
export function woffToSfnt(woff: Uint8Array): Uint8Array {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 font');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + i * 20;
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    tables.push({
      tag: view.getUint32(entry),
      checksum: view.getUint32(entry + 16),
      data: compLength < origLength ? new Uint8Array(inflateSync(stored)) : stored,
    });
  }
  const directory = 12 + 16 * numTables;
  const padded = (n: number) => (n + 3) & ~3;
  const out = new Uint8Array(tables.reduce((sum, t) => sum + padded(t.data.length), directory));
  const sfnt = new DataView(out.buffer);
  // searchRange and friends only speed up a binary search of the directory; readers ignore them.
  sfnt.setUint32(0, flavor);
  sfnt.setUint16(4, numTables);
  let at = directory;
  tables.forEach((table, i) => {
    const entry = 12 + i * 16;
    sfnt.setUint32(entry, table.tag);
    sfnt.setUint32(entry + 4, table.checksum);
    sfnt.setUint32(entry + 8, at);
    sfnt.setUint32(entry + 12, table.data.length);
    out.set(table.data, at);
    at += padded(table.data.length);
  });
  return out;
}

/** A piece of a line drawn in one face. */
export interface Run {
  text: string;
  font: EmbeddedFont;
}

/** Where and how a line is drawn: (x, y) is the start of its baseline, `angle` turns it (CCW). */
export interface LineOptions {
  x: number;
  y: number;
  size: number;
  color?: Color;
  angle?: number;
}

/**
 * The faces of one document, embedded the first time a character needs them (a name in Latin
 * script never embeds the CJK face) and subset when the document is saved (a face only measured
 * is not written). Every method takes text in logical order, as typed.
 */
export class FontChain {
  private readonly embedded = new Map<FaceName, EmbeddedFont>();

  constructor(
    private readonly pdf: PDF,
    private readonly faces: FaceName[],
  ) {}

  private font(face: FaceName): EmbeddedFont {
    let font = this.embedded.get(face);
    if (!font) {
      font = this.pdf.embedFont(faceBytes(face));
      this.embedded.set(face, font);
    }
    return font;
  }

  /** The first face of the chain with a glyph for the character; the last face when none has. */
  private faceFor(char: string): EmbeddedFont {
    for (const face of this.faces) {
      const font = this.font(face);
      if (font.canEncode(char)) return font;
    }
    return this.font(this.faces.at(-1)!);
  }

  /** The line in visual order, cut where the face changes. */
  runs(text: string): Run[] {
    const runs: Run[] = [];
    for (const char of toVisual(text)) {
      const font = this.faceFor(char);
      const last = runs.at(-1);
      if (last?.font === font) last.text += char;
      else runs.push({ text: char, font });
    }
    return runs;
  }

  widthOf(text: string, size: number): number {
    return this.runs(text).reduce(
      (sum, run) => sum + run.font.widthOfTextAtSize(run.text, size),
      0,
    );
  }

  /** How far the faces `text` uses reach above and below the baseline, at `size`. */
  extent(text: string, size: number): { ascent: number; descent: number } {
    const runs = this.runs(text);
    const fonts = runs.length > 0 ? runs.map((run) => run.font) : [this.font(this.faces[0]!)];
    const metric = (pick: (d: { ascent: number; descent: number }) => number, fallback: number) =>
      Math.max(...fonts.map((f) => (f.descriptor ? pick(f.descriptor) : fallback))) * (size / 1000);
    return {
      ascent: metric((d) => d.ascent, 800),
      descent: metric((d) => Math.abs(d.descent), 200),
    };
  }

  /** Draws one line (no wrapping: see `wrap`). */
  draw(page: PDFPage, text: string, { x, y, size, color, angle = 0 }: LineOptions): void {
    const cos = Math.cos((angle * Math.PI) / 180);
    const sin = Math.sin((angle * Math.PI) / 180);
    let advance = 0;
    for (const run of this.runs(text)) {
      page.drawText(run.text, {
        x: x + advance * cos,
        y: y + advance * sin,
        size,
        font: run.font,
        ...(color ? { color } : {}),
        ...(angle ? { rotate: { angle } } : {}),
      });
      advance += run.font.widthOfTextAtSize(run.text, size);
    }
  }

  /**
   * The text cut into lines no wider than `maxWidth`: between words where it can be, inside a
   * word only when the word alone is wider (a hash, a long user agent token).
   */
  wrap(text: string, size: number, maxWidth: number): string[] {
    const lines: string[] = [];
    for (const paragraph of text.split(/\r\n|\r|\n/)) {
      let line = '';
      for (const word of paragraph.split(/(?<=\s)/)) {
        if (this.widthOf((line + word).trimEnd(), size) <= maxWidth) {
          line += word;
          continue;
        }
        if (line.trim()) lines.push(line.trimEnd());
        line = '';
        for (const char of word) {
          if (line && this.widthOf((line + char).trimEnd(), size) > maxWidth) {
            lines.push(line);
            line = '';
          }
          line += char;
        }
      }
      lines.push(line.trimEnd());
    }
    return lines;
  }
}
