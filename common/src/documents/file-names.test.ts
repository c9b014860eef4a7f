import { describe, expect, it } from 'vitest';
import { freeName, MAX_FILE_NAME, nameProblem, NAME_MESSAGES, safeName } from './file-names';

describe('the file-name rule', () => {
  it('takes names in any script, emoji included', () => {
    for (const name of [
      'W-2 Acme.pdf',
      'Zoë 😀 中文.pdf',
      'فاتورة.pdf',
      'tax..return.pdf',
      '.hidden',
    ])
      expect(nameProblem(name, MAX_FILE_NAME), name).toBeNull();
  });

  it('refuses separators, dot names, controls, line breaks, direction controls and long names', () => {
    expect(nameProblem('x/../evil.pdf', 255)).toBe(NAME_MESSAGES.separators);
    expect(nameProblem('C:\\evil.pdf', 255)).toBe(NAME_MESSAGES.separators);
    expect(nameProblem('..', 255)).toBe(NAME_MESSAGES.dots);
    expect(nameProblem('.', 255)).toBe(NAME_MESSAGES.dots);
    expect(nameProblem('a\r\nb.pdf', 255)).toBe(NAME_MESSAGES.control);
    expect(nameProblem('a\u0085b.pdf', 255)).toBe(NAME_MESSAGES.control);
    expect(nameProblem('a\ud83d.pdf', 255)).toBe(NAME_MESSAGES.control);
    expect(nameProblem('\u202efdp.exe', 255)).toBe(NAME_MESSAGES.direction);
    expect(nameProblem('\u2066x.pdf', 255)).toBe(NAME_MESSAGES.direction);
    // Counted in characters: 120 emoji are 120, not 240.
    expect(nameProblem('😀'.repeat(120), 120)).toBeNull();
    expect(nameProblem('😀'.repeat(121), 120)).toBe(NAME_MESSAGES.tooLong(120));
  });

  it('makes any name safe to keep, cut by characters with its extension kept', () => {
    expect(safeName('x/../../evil.pdf')).toBe('x_.._.._evil.pdf');
    expect(safeName('\u202efdp.exe')).toBe('_fdp.exe');
    expect(safeName('a\r\n b.pdf')).toBe('a__ b.pdf');
    expect(safeName('..')).toBe('file');
    expect(safeName('  ')).toBe('file');
    expect(safeName('C:\\x<y>.pdf', { portable: true })).toBe('C__x_y_.pdf');
    expect(safeName('trailing. . ', { portable: true })).toBe('trailing');
    const long = safeName(`${'😀'.repeat(300)}.pdf`);
    expect(Array.from(long)).toHaveLength(MAX_FILE_NAME);
    expect(long.endsWith('😀.pdf')).toBe(true);
    expect(nameProblem(long, MAX_FILE_NAME)).toBeNull();
  });

  it('finds a free name beside taken ones, numbered as file managers do', () => {
    expect(freeName('Return.pdf', ['other.pdf'])).toBe('Return.pdf');
    expect(freeName('Return.pdf', ['return.PDF'])).toBe('Return (2).pdf');
    expect(freeName('Return.pdf', ['Return.pdf', 'Return (2).pdf'])).toBe('Return (3).pdf');
    expect(freeName('README', ['README'])).toBe('README (2)');
    const long = `${'😀'.repeat(MAX_FILE_NAME - 4)}.pdf`;
    const next = freeName(long, [long]);
    expect(Array.from(next)).toHaveLength(MAX_FILE_NAME);
    expect(next.endsWith(' (2).pdf')).toBe(true);
  });
});
