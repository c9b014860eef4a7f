import { describe, expect, it } from 'vitest';
import { formatPageRanges, pageInTwo, parsePageRanges } from './split';

describe('page ranges', () => {
  it('reads numbers and ranges, in order and each once', () => {
    expect(parsePageRanges('1-3, 5')).toEqual({ pages: [1, 2, 3, 5] });
    expect(parsePageRanges(' 7 ,2-3,, 3 - 4 ')).toEqual({ pages: [2, 3, 4, 7] });
  });

  it('says what is wrong with anything else', () => {
    for (const text of ['', ' , ', 'a', '3-1', '0', '1-', '1.5', '-2'])
      expect(parsePageRanges(text)).toEqual({ error: 'Enter the pages, like 1-3, 5' });
    expect(parsePageRanges('4-6', 5)).toEqual({
      error: 'Page 6 is not in this document (it has 5 pages)',
    });
    expect(parsePageRanges('2', 1)).toEqual({
      error: 'Page 2 is not in this document (it has 1 page)',
    });
  });

  it('writes pages back as the shortest ranges', () => {
    expect(formatPageRanges([5, 1, 2, 3, 3])).toBe('1-3, 5');
    expect(formatPageRanges([4])).toBe('4');
    expect(formatPageRanges([])).toBe('');
    expect(parsePageRanges(formatPageRanges([1, 2, 4, 6, 7, 8]))).toEqual({
      pages: [1, 2, 4, 6, 7, 8],
    });
  });

  it('finds a page in two documents', () => {
    expect(pageInTwo([{ pages: [1, 2] }, { pages: [3] }])).toBeNull();
    expect(pageInTwo([{ pages: [1, 2] }, { pages: [4, 2] }])).toBe(2);
  });
});
