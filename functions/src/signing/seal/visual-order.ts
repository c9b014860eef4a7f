// A line of text as it must be laid down glyph after glyph, left to right: PDF text has no shaping
// or bidirectional engine, so names in Arabic or Hebrew are joined and reordered here. A small
// version of the Unicode bidi algorithm (two levels, the common Arabic joining forms), enough for
// a name or a line of a certificate; not a general text engine.

/**
 * Code points a face would draw as a box though they show nothing of their own: joiners, variation
 * selectors, bidi marks, emoji tags and skin-tone modifiers (our faces are monochrome).
 */
const IGNORABLE = /[\p{Default_Ignorable_Code_Point}\p{Emoji_Modifier}]/gu;

const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF\u{10800}-\u{10FFF}\u{1E800}-\u{1EFFF}]/u;
const LTR = /[\p{L}\p{N}\p{So}]/u;
const MARK = /\p{M}/u;
const MIRRORED: Record<string, string> = {
  '(': ')',
  ')': '(',
  '[': ']',
  ']': '[',
  '{': '}',
  '}': '{',
  '<': '>',
  '>': '<',
  '«': '»',
  '»': '«',
};

/**
 * Arabic letters' presentation forms: [isolated, final, initial, medial]; a letter with two forms
 * joins only the letter before it (alef, dal, reh, waw…).
 */
const FORMS: Record<number, number[]> = {
  0x0621: [0xfe80],
  0x0622: [0xfe81, 0xfe82],
  0x0623: [0xfe83, 0xfe84],
  0x0624: [0xfe85, 0xfe86],
  0x0625: [0xfe87, 0xfe88],
  0x0626: [0xfe89, 0xfe8a, 0xfe8b, 0xfe8c],
  0x0627: [0xfe8d, 0xfe8e],
  0x0628: [0xfe8f, 0xfe90, 0xfe91, 0xfe92],
  0x0629: [0xfe93, 0xfe94],
  0x062a: [0xfe95, 0xfe96, 0xfe97, 0xfe98],
  0x062b: [0xfe99, 0xfe9a, 0xfe9b, 0xfe9c],
  0x062c: [0xfe9d, 0xfe9e, 0xfe9f, 0xfea0],
  0x062d: [0xfea1, 0xfea2, 0xfea3, 0xfea4],
  0x062e: [0xfea5, 0xfea6, 0xfea7, 0xfea8],
  0x062f: [0xfea9, 0xfeaa],
  0x0630: [0xfeab, 0xfeac],
  0x0631: [0xfead, 0xfeae],
  0x0632: [0xfeaf, 0xfeb0],
  0x0633: [0xfeb1, 0xfeb2, 0xfeb3, 0xfeb4],
  0x0634: [0xfeb5, 0xfeb6, 0xfeb7, 0xfeb8],
  0x0635: [0xfeb9, 0xfeba, 0xfebb, 0xfebc],
  0x0636: [0xfebd, 0xfebe, 0xfebf, 0xfec0],
  0x0637: [0xfec1, 0xfec2, 0xfec3, 0xfec4],
  0x0638: [0xfec5, 0xfec6, 0xfec7, 0xfec8],
  0x0639: [0xfec9, 0xfeca, 0xfecb, 0xfecc],
  0x063a: [0xfecd, 0xfece, 0xfecf, 0xfed0],
  0x0640: [0x0640, 0x0640, 0x0640, 0x0640],
  0x0641: [0xfed1, 0xfed2, 0xfed3, 0xfed4],
  0x0642: [0xfed5, 0xfed6, 0xfed7, 0xfed8],
  0x0643: [0xfed9, 0xfeda, 0xfedb, 0xfedc],
  0x0644: [0xfedd, 0xfede, 0xfedf, 0xfee0],
  0x0645: [0xfee1, 0xfee2, 0xfee3, 0xfee4],
  0x0646: [0xfee5, 0xfee6, 0xfee7, 0xfee8],
  0x0647: [0xfee9, 0xfeea, 0xfeeb, 0xfeec],
  0x0648: [0xfeed, 0xfeee],
  0x0649: [0xfeef, 0xfef0],
  0x064a: [0xfef1, 0xfef2, 0xfef3, 0xfef4],
  // Persian and Urdu letters.
  0x0679: [0xfb66, 0xfb67, 0xfb68, 0xfb69],
  0x067e: [0xfb56, 0xfb57, 0xfb58, 0xfb59],
  0x0686: [0xfb7a, 0xfb7b, 0xfb7c, 0xfb7d],
  0x0688: [0xfb88, 0xfb89],
  0x0691: [0xfb8c, 0xfb8d],
  0x0698: [0xfb8a, 0xfb8b],
  0x06a9: [0xfb8e, 0xfb8f, 0xfb90, 0xfb91],
  0x06af: [0xfb92, 0xfb93, 0xfb94, 0xfb95],
  0x06ba: [0xfb9e, 0xfb9f],
  0x06be: [0xfbaa, 0xfbab, 0xfbac, 0xfbad],
  0x06c1: [0xfba6, 0xfba7, 0xfba8, 0xfba9],
  0x06cc: [0xfbfc, 0xfbfd, 0xfbfe, 0xfbff],
  0x06d2: [0xfbae, 0xfbaf],
};
/** Lam followed by an alef is one glyph: [isolated, final] by the alef. */
const LAM_ALEF: Record<number, number[]> = {
  0x0622: [0xfef5, 0xfef6],
  0x0623: [0xfef7, 0xfef8],
  0x0625: [0xfef9, 0xfefa],
  0x0627: [0xfefb, 0xfefc],
};
const LAM = 0x0644;

const joinsNext = (cp: number | undefined) => cp !== undefined && FORMS[cp]?.length === 4;
const joinsPrevious = (cp: number | undefined) => cp !== undefined && (FORMS[cp]?.length ?? 0) >= 2;

/** Arabic letters replaced by the form their neighbours call for; marks keep their place. */
export function shapeArabic(text: string): string {
  const chars = [...text];
  const cps = chars.map((c) => c.codePointAt(0)!);
  // The nearest letter either side, looking through marks (harakat do not break a join).
  const neighbour = (from: number, step: 1 | -1) => {
    for (let j = from + step; j >= 0 && j < chars.length; j += step)
      if (!MARK.test(chars[j]!)) return cps[j];
    return undefined;
  };
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    const cp = cps[i]!;
    const forms = FORMS[cp];
    if (!forms) {
      out += chars[i];
      continue;
    }
    const before = joinsNext(neighbour(i, -1));
    const next = i + 1 < chars.length ? cps[i + 1] : undefined;
    if (cp === LAM && next !== undefined && LAM_ALEF[next]) {
      out += String.fromCodePoint(LAM_ALEF[next]![before ? 1 : 0]!);
      i++;
      continue;
    }
    const after = forms.length === 4 && joinsPrevious(neighbour(i, 1));
    const form = before && after ? 3 : before ? 1 : after ? 2 : 0;
    out += String.fromCodePoint(forms[form] ?? forms[0]!);
  }
  return out;
}

/** A base character and the marks that sit on it: moved as one when a run is reversed. */
interface Cluster {
  text: string;
  level: number;
}

/**
 * The text in visual order: invisible code points dropped, Arabic shaped, right-to-left runs
 * reversed (numbers and Latin inside them keep their own order), brackets mirrored in them.
 */
export function toVisual(text: string): string {
  if (!RTL.test(text)) return text.replace(IGNORABLE, '');
  // Shaped before the invisible code points go: a zero-width non-joiner still parts two letters.
  const shaped = shapeArabic(text).replace(IGNORABLE, '');
  const clusters: Cluster[] = [];
  for (const char of shaped) {
    const last = clusters.at(-1);
    if (last && MARK.test(char)) last.text += char;
    else clusters.push({ text: char, level: -1 });
  }
  const strong = (c: Cluster) => (RTL.test(c.text) ? 1 : LTR.test(c.text) ? 0 : null);
  // The paragraph's direction is its first strong character's.
  const base = clusters.map(strong).find((s) => s !== null) ?? 0;
  // Strong characters: right-to-left ones odd, the rest even (above the base when it is RTL).
  for (const c of clusters) {
    const s = strong(c);
    if (s !== null) c.level = s === 1 ? 1 : base === 1 ? 2 : 0;
  }
  // A neutral between two runs of one direction takes it; otherwise the base direction.
  for (let i = 0; i < clusters.length; i++) {
    if (clusters[i]!.level !== -1) continue;
    let j = i;
    while (j < clusters.length && clusters[j]!.level === -1) j++;
    const before = i > 0 ? clusters[i - 1]!.level % 2 : base;
    const after = j < clusters.length ? clusters[j]!.level % 2 : base;
    const level = before === after ? (before === 1 ? 1 : base === 1 ? 2 : 0) : base;
    for (let k = i; k < j; k++) clusters[k]!.level = level;
    i = j - 1;
  }
  // Reverse every maximal run at or above each level, from the highest down to the lowest odd one.
  const highest = Math.max(...clusters.map((c) => c.level));
  for (let level = highest; level >= 1; level--) {
    for (let i = 0; i < clusters.length; i++) {
      if (clusters[i]!.level < level) continue;
      let j = i;
      while (j < clusters.length && clusters[j]!.level >= level) j++;
      clusters.splice(i, j - i, ...clusters.slice(i, j).reverse());
      i = j - 1;
    }
  }
  return clusters
    .map((c) => (c.level % 2 === 1 && MIRRORED[c.text] ? MIRRORED[c.text]! : c.text))
    .join('');
}
