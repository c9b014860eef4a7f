// Search (spec 3 §9 "the user table search") finds a term anywhere in a name, an email or an id,
// as people expect from a search box ('hitfield', 'martinez@', '@example.com'). A record carries,
// computed when it is written: every piece of 2–6 characters of every word and every run of
// digits of a phone or an id, as tokens (each one indexed lookup, never a scan of the firm); the
// '@' and the start of each email's domain; and its searchable text, normalised, to check a longer
// term on the rows its token finds.
import { MIN_DIGITS_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from '@portico/common/people/people-list';

/**
 * The token of users with a temporary ("test") email, for the test-user toggle. Search terms are
 * normalised words and digits, so no term can look it up.
 */
export const TEST_USER_TOKEN = '~test';

/** Word pieces up to this long are tokens; a longer term is looked up by its first piece. */
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

/** Every piece of MIN_SEARCH_LENGTH to MAX_WORD_PIECE characters of the word. */
function pieces(word: string, into: Set<string>): void {
  for (let start = 0; start + MIN_SEARCH_LENGTH <= word.length; start++) {
    const longest = Math.min(word.length, start + MAX_WORD_PIECE);
    for (let end = start + MIN_SEARCH_LENGTH; end <= longest; end++)
      into.add(word.slice(start, end));
  }
}

/** The pieces of each word of a name or an id. */
export function addTextTokens(text: string | undefined, into: Set<string>): void {
  for (const word of wordsOf(normalize(text ?? ''))) pieces(word, into);
}

/**
 * An email's words, and the starts of '@domain': an address has one '@', so a term beginning with
 * it is found exactly by that token, however many addresses share the domain.
 */
export function addEmailTokens(email: string | undefined, into: Set<string>): void {
  const value = normalize(email ?? '');
  addTextTokens(value, into);
  const at = value.lastIndexOf('@');
  if (at < 0) return;
  const domain = value.slice(at, at + MAX_TOKEN_LENGTH);
  for (let n = MIN_SEARCH_LENGTH; n <= domain.length; n++) into.add(domain.slice(0, n));
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
}

/**
 * The lookup for a search term, or null when it is too short to search. A term of only digits
 * and phone punctuation is a digit run ('(415) 555' → '415555'); a term starting with '@' is the
 * start of a domain; a single short word is a word piece; anything else is looked up by the first
 * piece of its longest word and checked whole.
 */
export function searchLookupFor(term: string): SearchLookup | null {
  const value = normalize(term);
  if (/^[\d\s()+.-]+$/.test(value) && /\d/.test(value)) {
    const digits = value.replace(/\D/g, '');
    if (digits.length < MIN_DIGITS_SEARCH_LENGTH) return null;
    return { token: digits.slice(0, MAX_TOKEN_LENGTH), check: null };
  }
  if (value.length < MIN_SEARCH_LENGTH) return null;
  if (/^@[^@\s]+$/.test(value))
    return {
      token: value.slice(0, MAX_TOKEN_LENGTH),
      check: value.length > MAX_TOKEN_LENGTH ? value : null,
    };
  const words = wordsOf(value);
  if (words.length === 1 && words[0] === value && value.length <= MAX_WORD_PIECE)
    return { token: value, check: null };
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a), '');
  if (longest.length < MIN_SEARCH_LENGTH) return null;
  return { token: longest.slice(0, MAX_WORD_PIECE), check: value };
}
