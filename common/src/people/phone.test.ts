// The phone mask: shown as (___) ___-____, kept as digits, sent empty when incomplete.
import { describe, expect, it } from 'vitest';
import { formatPhone, phoneForSubmit } from './phone';

describe('phone mask', () => {
  it('formats as the digits arrive', () => {
    expect(formatPhone('415')).toBe('(415');
    expect(formatPhone('41555')).toBe('(415) 55');
    expect(formatPhone('4155550123')).toBe('(415) 555-0123');
    expect(formatPhone('(415) 555-01239999')).toBe('(415) 555-0123');
  });
  it('sends ten digits or nothing', () => {
    expect(phoneForSubmit('(415) 555-0123')).toBe('4155550123');
    expect(phoneForSubmit('(415) 555')).toBe('');
  });
});
