// Search (spec 3 §9 "the user table search"; the people lists and the conversation filter) finds
// a term anywhere in a name, an email or an id,
// as people expect from a search box ('hitfield', 'martinez@', '@example.com', 'chen.l'). A record
// carries, computed when it is written: every piece of 2–6 characters of each of its texts (a
// name whole, spaces included; an email whole, dots and '@' included) and every run of digits of
// a phone or an id, as tokens (each one indexed lookup, never a scan of the firm); the '@' and the
// start of each email's domain; and its searchable text, normalised, to check a longer term on
// the rows its first 6 characters find.
import { codePoints, cutText, textLength } from '@portico/common/format/code-points';
import { MIN_DIGITS_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from '@portico/common/people/people-list';

/**
 * The token of users with a temporary ("test") email, for the test-user toggle. Search terms are
 * normalised words and digits, so no term can look it up.
 */
export const TEST_USER_TOKEN = '~test';

/** Text pieces up to this long are tokens; a longer term is looked up by its first piece. */
export const MAX_WORD_PIECE = 6;
/** Digit runs and domain starts up to this long are tokens. */
const MAX_TOKEN_LENGTH = 24;

const normalize = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const wordsOf = (value: string) => value.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * Every piece of MIN_SEARCH_LENGTH to MAX_WORD_PIECE characters of the normalised text, spaces
 * and punctuation included, except pieces that start or end with a space (a term is trimmed).
 * Characters are counted whole: a piece never holds half of an emoji's surrogate pair.
 */
function pieces(text: string, into: Set<string>): void {
  const chars = codePoints(text);
  for (let start = 0; start + MIN_SEARCH_LENGTH <= chars.length; start++) {
    if (chars[start] === ' ') continue;
    const longest = Math.min(chars.length, start + MAX_WORD_PIECE);
    for (let end = start + MIN_SEARCH_LENGTH; end <= longest; end++) {
      if (chars[end - 1] !== ' ') into.add(chars.slice(start, end).join(''));
    }
  }
}

/** The pieces of a name or an id, whole. */
export function addTextTokens(text: string | undefined, into: Set<string>): void {
  pieces(normalize(text ?? ''), into);
}

/**
 * An email's pieces, and the starts of '@domain': an address has one '@', so a term beginning
 * with it is found exactly by that token, however many addresses share the domain.
 */
export function addEmailTokens(email: string | undefined, into: Set<string>): void {
  const value = normalize(email ?? '');
  pieces(value, into);
  const at = value.lastIndexOf('@');
  if (at < 0) return;
  const domain = codePoints(value.slice(at)).slice(0, MAX_TOKEN_LENGTH);
  for (let n = MIN_SEARCH_LENGTH; n <= domain.length; n++) into.add(domain.slice(0, n).join(''));
}

/** Every run of at least MIN_DIGITS_SEARCH_LENGTH consecutive digits, so '5550' finds '(415) 555-0142'. */
export function addDigitTokens(text: string | undefined, into: Set<string>): void {
  const digits = (text ?? '').replace(/\D/g, '');
  for (let start = 0; start < digits.length; start++) {
    for (
      let end = start + MIN_DIGITS_SEARCH_LENGTH;
      end <= Math.min(digits.length, start + MAX_TOKEN_LENGTH);
      end++
    ) {
      into.add(digits.slice(start, end));
    }
  }
}

/**
 * A record's searchable texts, normalised as terms are, one per line: a term (which has no line
 * break) is checked against each text, never across two.
 */
export function searchText(texts: (string | undefined)[]): string {
  return texts
    .map((text) => normalize(text ?? ''))
    .filter(Boolean)
    .join('\n');
}

/** How a term is looked up: one token, and the whole term to check on the rows it finds. */
export interface SearchLookup {
  token: string;
  /** null when the token alone finds exactly the records containing the term. */
  check: string | null;
  /**
   * The normalised term, as a record's `search_text` holds it: a record's token finds it exactly
   * when its searchable text contains this (so rows found another way can be checked for it).
   * null for a digit run, which is looked up in phone numbers that the text does not hold.
   */
  inText: string | null;
  /**
   * A longer term's other pieces (at most MAX_OTHER_PIECES, spread along it): each finds the same
   * records once checked, so a list may look the term up by whichever finds fewest.
   */
  otherTokens: string[];
}

/** Most other pieces a longer term offers: each costs a count from the index. */
const MAX_OTHER_PIECES = 5;

/**
 * The lookup for a search term, or null when it is too short to search. A term of only digits
 * and phone punctuation is a digit run ('(415) 555' → '415555'); a term starting with '@' is the
 * start of a domain; a term of up to 6 characters is a piece, found exactly; a longer one is
 * looked up by its rarest-looking piece of 6 characters (lookupPiece) and checked whole.
 */
export function searchLookupFor(term: string): SearchLookup | null {
  const value = normalize(term);
  if (/^[\d\s()+.-]+$/.test(value) && /\d/.test(value)) {
    const digits = value.replace(/\D/g, '');
    if (digits.length < MIN_DIGITS_SEARCH_LENGTH) return null;
    return { token: digits.slice(0, MAX_TOKEN_LENGTH), check: null, inText: null, otherTokens: [] };
  }
  const length = textLength(value);
  if (length < MIN_SEARCH_LENGTH) return null;
  if (/^@[^@\s]+$/.test(value))
    return {
      token: cutText(value, MAX_TOKEN_LENGTH),
      check: length > MAX_TOKEN_LENGTH ? value : null,
      inText: value,
      otherTokens: [],
    };
  if (!wordsOf(value).some((word) => textLength(word) >= MIN_SEARCH_LENGTH)) return null;
  if (length <= MAX_WORD_PIECE)
    return { token: value, check: null, inText: value, otherTokens: [] };
  const token = lookupPiece(value);
  return { token, check: value, inText: value, otherTokens: otherPieces(value, token) };
}

/**
 * The term's other pieces of MAX_WORD_PIECE characters (never starting or ending with a space, as
 * a record's pieces never do), at most MAX_OTHER_PIECES of them, spread from start to end: a piece
 * across two words ('cia ho' of 'garcia holdings') is often the rarest.
 */
function otherPieces(value: string, token: string): string[] {
  const chars = codePoints(value);
  const all: string[] = [];
  for (let start = 0; start + MAX_WORD_PIECE <= chars.length; start++) {
    const piece = chars.slice(start, start + MAX_WORD_PIECE).join('');
    if (piece.startsWith(' ') || piece.endsWith(' ') || piece === token || all.includes(piece))
      continue;
    all.push(piece);
  }
  if (all.length <= MAX_OTHER_PIECES) return all;
  return Array.from(
    { length: MAX_OTHER_PIECES },
    (_, i) => all[Math.floor((i * all.length) / MAX_OTHER_PIECES)]!,
  );
}

const hasLetter = (word: string) => /\p{L}/u.test(word);

/**
 * The piece a longer term is looked up by, as rare as the term allows: the start of a word that
 * fills a whole piece, a word with letters before one of digits (every return of a year holds
 * '2025', every 1040 '1040'), the longer first, the later on a tie (a name after a common start:
 * '2025 Form 1040 Whitfield' → 'whitfi'); the term's start when no word is that long. Any piece of
 * the term is in every record that holds the term, so the rows found are the same, fewer read.
 */
function lookupPiece(value: string): string {
  const words = wordsOf(value).filter((word) => textLength(word) >= MAX_WORD_PIECE);
  const rank = (word: string) => (hasLetter(word) ? 1000 : 0) + textLength(word);
  let best: string | null = null;
  for (const word of words) if (best === null || rank(word) >= rank(best)) best = word;
  return cutText(best ?? value, MAX_WORD_PIECE).trimEnd();
}
