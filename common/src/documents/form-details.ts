// What tells one tax form from another of the same kind (issue 15 items 6 and 8): the tax year it
// reports and who issued it (the payer, employer, lender, filer …), read from the words of the
// form's first page. Both are best effort: a scanned page, or a form printed without its values,
// gives null, and whoever reads them falls back (the year uploaded, any payer).
import { cutText } from '../format/code-points';

/** The boxes that name who issued a form, as IRS forms label them. */
const ISSUER_LABEL =
  /\b(?:payer|employer|filer|recipient\/lender|lender|trustee(?: or issuer)?|issuer|partnership|corporation|estate or trust|broker|insurer|marketplace|coverage provider)(?:['’]?s?\s+name\b|(?=\s*:))([^\n]*)/i;

/** The tax year a form reports: 'calendar year 2025' / 'tax year 2025', or the first year on it. */
export function readTaxYear(pageText: string): number | null {
  const text = pageText.replace(/\s+/g, ' ');
  const stated = /\b(?:calendar|tax) year\s+(20\d{2})\b/i.exec(text);
  if (stated) return Number(stated[1]);
  // A revision date ('Rev. January 2024') or a catalogue number is not the year reported.
  const years = text.matchAll(/(?<!Rev\.?\s(?:[A-Za-z]+\.?\s)?)(?<![\d-])(20\d{2})(?![\d-])/g);
  for (const [, year] of years) return Number(year);
  return null;
}

/**
 * Who issued the form: the words after its name box's label — on the label's line after a colon,
 * else the next line with any (real forms print the label, then the name beneath it).
 */
export function readPayer(pageText: string): string | null {
  const found = ISSUER_LABEL.exec(pageText);
  if (!found) return null;
  const sameLine = /:\s*(.*\S)/.exec(found[1]!)?.[1];
  const after = pageText
    .slice(found.index + found[0].length)
    .split('\n')
    .slice(1);
  const name = sameLine ?? after.map((line) => line.trim()).find(Boolean);
  return name ? cutText(name.replace(/\s+/g, ' '), 120) : null;
}

const LEGAL_SUFFIXES =
  /\b(?:inc|incorporated|llc|llp|lp|ltd|co|corp|corporation|company|na|n a|plc)\b/g;

/** A payer as compared: 'Acme Corp.' and 'ACME Corporation' are one payer. */
export function payerKey(payer: string): string {
  const words = payer
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(LEGAL_SUFFIXES, ' ')
    .replace(/\bthe\b/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.join(' ');
}
