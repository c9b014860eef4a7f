// The phone mask (spec 1 §5): shown as (___) ___-____, stored as digits; an incomplete number is sent empty.
export const PHONE_DIGITS = 10;

export function phoneDigits(value: string): string {
  return value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/** Formats what has been typed so far, e.g. "41555" → "(415) 55". */
export function formatPhone(value: string): string {
  const d = phoneDigits(value);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

/** What is sent: ten digits, or '' when the number is incomplete. */
export function phoneForSubmit(value: string): string {
  const d = phoneDigits(value);
  return d.length === PHONE_DIGITS ? d : '';
}

/**
 * A stored number as SMS providers take it (E.164): ten digits are a US number, '+1' before them;
 * a number that already starts with '+' stays as it is.
 */
export function e164Phone(stored: string): string {
  if (stored.startsWith('+')) return `+${stored.replace(/\D/g, '')}`;
  const d = stored.replace(/\D/g, '');
  return d.length === PHONE_DIGITS ? `+1${d}` : `+${d}`;
}
