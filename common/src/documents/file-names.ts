// The one rule for a name a file or folder gets, wherever it enters (uploads, drops, drop-offs,
// imports, attachments, renames, splits, new folders) — issue 42: no path separators, no '.' or
// '..', no control characters or line breaks, no text-direction controls (U+202E before
// 'fdp.exe' shows 'exe.pdf'), no half surrogate pairs, and a length limit in characters. So every
// stored name is safe to extract from a zip and to put in a header. Signed-in users are told
// what is wrong; an anonymous sender's names are made safe and kept (`safeName`).
import { cutText, textLength } from '../format/code-points';
import {
  BIDI_CONTROLS,
  CONTROL_CHARACTERS,
  LINE_BREAKS,
  LONE_SURROGATE,
} from '../input/text-rules';

/** The longest name a file may have (most file systems take 255). */
export const MAX_FILE_NAME = 255;

export const NAME_MESSAGES = {
  separators: 'A name cannot hold / or \\',
  dots: 'A name cannot be . or ..',
  control: 'A name cannot hold control characters or line breaks',
  direction: 'A name cannot hold text-direction control characters',
  tooLong: (max: number) => `A name can be at most ${max} characters`,
} as const;

const SEPARATORS = /[/\\]/;
const notText = (name: string) =>
  LONE_SURROGATE.test(name) || CONTROL_CHARACTERS.test(name) || LINE_BREAKS.test(name);

/**
 * Why `name` (trimmed, not empty) cannot name a file or folder, or null. `max` is the limit in
 * characters: MAX_FILE_NAME for files, less for folders and the base name a rename edits.
 */
export function nameProblem(name: string, max: number): string | null {
  if (SEPARATORS.test(name)) return NAME_MESSAGES.separators;
  if (notText(name)) return NAME_MESSAGES.control;
  if (BIDI_CONTROLS.test(name)) return NAME_MESSAGES.direction;
  if (name === '.' || name === '..') return NAME_MESSAGES.dots;
  if (textLength(name) > max) return NAME_MESSAGES.tooLong(max);
  return null;
}

/** Characters Windows refuses in a name, for names that leave the portal in a zip. */
const NOT_PORTABLE = /[:*?"<>|]/g;
// eslint-disable-next-line no-control-regex -- the characters to replace
const UNSAFE = /[/\\\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|\p{Cs}/gu;

/**
 * `name` made safe to keep, with nothing refused: every unsafe character becomes '_', space runs
 * become one, the name is cut to `max` characters keeping its extension, and a name left empty
 * (or '.', '..') becomes `fallback`. `portable` also replaces what Windows refuses (zip entries,
 * saved file names).
 */
export function safeName(
  name: string,
  { fallback = 'file', max = MAX_FILE_NAME, portable = false } = {},
): string {
  let safe = name.replace(UNSAFE, '_');
  if (portable) safe = safe.replace(NOT_PORTABLE, '_').replace(/[. ]+$/, '');
  safe = safe.replace(/\s+/g, ' ').trim();
  if (!safe || safe === '.' || safe === '..') return fallback;
  if (textLength(safe) <= max) return safe;
  const dot = safe.lastIndexOf('.');
  const extension = dot > 0 && textLength(safe.slice(dot)) <= 16 ? safe.slice(dot) : '';
  return cutText(safe.slice(0, safe.length - extension.length), max - textLength(extension))
    .trimEnd()
    .concat(extension);
}

/**
 * `name`, or the first of "name (2).pdf", "name (3).pdf"… that no name in `taken` is (compared
 * without case, as a client's computer would on saving both), still at most `max` characters.
 */
export function freeName(name: string, taken: Iterable<string>, max = MAX_FILE_NAME): string {
  const used = new Set([...taken].map((n) => n.toLowerCase()));
  if (!used.has(name.toLowerCase())) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot) : '';
  const stem = name.slice(0, name.length - extension.length);
  for (let n = 2; ; n++) {
    const suffix = ` (${n})${extension}`;
    const candidate = cutText(stem, max - textLength(suffix)).trimEnd() + suffix;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}
