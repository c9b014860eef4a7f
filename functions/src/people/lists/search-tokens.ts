// Search tokens (spec 3 §9 "the user table search"): every prefix of every word of a name or
// an email, and every run of digits of a phone or an external id, computed when a record is written
// so a search is one indexed array-contains lookup, never a scan of the firm.
import { MIN_DIGITS_SEARCH_LENGTH, MIN_SEARCH_LENGTH } from '@portico/common/people/people-list';

/**
 * The token of users with a temporary ("test") email, for the test-user toggle. Search terms are
 * normalised words and digits, so no term can look it up.
 */
export const TEST_USER_TOKEN = '~test';

/** Longer prefixes add index entries without making a search more precise. */
const MAX_TOKEN_LENGTH = 24;

const normalize = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

function prefixes(word: string, into: Set<string>): void {
  for (let n = MIN_SEARCH_LENGTH; n <= Math.min(word.length, MAX_TOKEN_LENGTH); n++)
    into.add(word.slice(0, n));
}

/** Words, and the whole phrase, so 'smi' and 'john smi' both find 'John Smith'. */
export function addTextTokens(text: string | undefined, into: Set<string>): void {
  const value = normalize(text ?? '').replace(/\s+/g, ' ');
  if (!value) return;
  for (const word of value.split(/[^\p{L}\p{N}]+/u)) prefixes(word, into);
  prefixes(value, into);
}

/** An email's whole address and each of its parts ('smith' in 'john.smith@example.com'). */
export function addEmailTokens(email: string | undefined, into: Set<string>): void {
  addTextTokens(email, into);
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
 * The one token a search term is looked up by, or null when it is too short to search. A term of
 * only digits and phone punctuation is a digit run ('(415) 555' → '415555').
 */
export function searchTokenFor(term: string): string | null {
  const value = normalize(term).replace(/\s+/g, ' ');
  if (/^[\d\s()+.-]+$/.test(value) && /\d/.test(value)) {
    const digits = value.replace(/\D/g, '');
    return digits.length >= MIN_DIGITS_SEARCH_LENGTH ? digits.slice(0, MAX_TOKEN_LENGTH) : null;
  }
  return value.length >= MIN_SEARCH_LENGTH ? value.slice(0, MAX_TOKEN_LENGTH) : null;
}
