import { describe, expect, it } from 'vitest';
import { zipEntryName, zipEntryNames } from './zip-entry-names';

describe('zip entry names', () => {
  it('keeps every entry inside the folder it is extracted to', () => {
    // Trailing dots go too: Windows drops them, and 'x..' would then be another name.
    expect(zipEntryName(['x/../..', 'evil.pdf'])).toBe('x_.._/evil.pdf');
    expect(zipEntryName(['..', '..', 'evil.pdf'])).toBe('_/_/evil.pdf');
    expect(zipEntryName(['C:\\Windows', 'evil.pdf'])).toBe('C__Windows/evil.pdf');
    expect(zipEntryName(['', 'a\r\nb.pdf'])).toBe('a__b.pdf');
    expect(zipEntryName(['\u202efdp.exe'])).toBe('_fdp.exe');
    expect(zipEntryName(['Receipts', 'März 😀.pdf'])).toBe('Receipts/März 😀.pdf');
    expect(zipEntryName([])).toBe('_');
  });

  it('tells apart names that would collide, ignoring case', () => {
    expect(zipEntryNames([['a.pdf'], ['A.pdf'], ['a.pdf'], ['notes'], ['notes']])).toEqual([
      'a.pdf',
      'A (2).pdf',
      'a (3).pdf',
      'notes',
      'notes (2)',
    ]);
  });
});
