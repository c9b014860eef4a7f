import { describe, expect, it } from 'vitest';
import { csvRow } from './csv';
import { MalformedCsv, readCsv } from './csv-read';

describe('readCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and CRLF or LF ends', () => {
    const text = '\uFEFFName,Note\r\n"Doe, Jane","She said ""hi""\nthen left"\nAmy,\r\n';
    expect(readCsv(text)).toEqual([
      ['Name', 'Note'],
      ['Doe, Jane', 'She said "hi"\nthen left'],
      ['Amy', ''],
    ]);
  });

  it('keeps blank lines as empty rows (rows keep their numbers) and a last row without a line end', () => {
    expect(readCsv('a,b\n\n\r\nc,d')).toEqual([['a', 'b'], [''], [''], ['c', 'd']]);
  });

  it('reads back what the CSV writer writes, Unicode included', () => {
    const cells = ['José 山田 🙂', 'שלום, "עולם"', '=SUM(A1)', 'two\nlines'];
    expect(readCsv(csvRow(cells))).toEqual([
      ['José 山田 🙂', 'שלום, "עולם"', "'=SUM(A1)", 'two\nlines'],
    ]);
  });

  it('refuses a quote left open', () => {
    expect(() => readCsv('a,"b\nc')).toThrow(MalformedCsv);
  });
});
