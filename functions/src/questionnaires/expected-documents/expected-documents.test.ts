import { describe, expect, it } from 'vitest';
import { expectedDocuments, formOfItem, type ClassifiedDocument } from './expected-documents';

let next = 0;
const doc = (form: string, payer: string | null, taxYear = 2025): ClassifiedDocument => ({
  id: `d${++next}`,
  name: `${form}.pdf`,
  folder: '/',
  form,
  payer,
  taxYear,
});

describe('expected documents', () => {
  it('reads the form and payer a prior-year item names', () => {
    expect(formOfItem('W-2 from Northwind Logistics')).toEqual({
      form: 'W-2',
      payer: 'Northwind Logistics',
    });
    expect(formOfItem('1098 from Harbor Bank')).toEqual({ form: '1098', payer: 'Harbor Bank' });
    expect(formOfItem('Form 1099-INT (First Bank)')).toEqual({
      form: '1099-INT',
      payer: 'First Bank',
    });
    expect(formOfItem('K-1')).toEqual({ form: 'K-1', payer: null });
    expect(formOfItem('Daycare receipts')).toBeNull();
    expect(formOfItem('Receipts 2024')).toBeNull();
  });

  it('expects last year’s forms once each and matches this year’s by form and payer', () => {
    const lastYear = [
      doc('W-2', 'Acme Corp', 2024),
      doc('W-2', 'ACME Corporation', 2024), // the same payer
      doc('W-2', 'Apex Ltd', 2024),
      doc('1098', null, 2024),
    ];
    const items = [{ name: '1099-INT from First Bank' }, { name: '1098' }, { name: 'Daycare' }];
    const thisYear = [doc('W-2', 'Apex Ltd'), doc('1099-INT', null), doc('1099-DIV', 'Vanguard')];
    const { items: checklist, alsoReceived } = expectedDocuments(lastYear, items, thisYear);
    expect(checklist.map((i) => [i.form, i.payer, i.source, i.received?.id ?? null])).toEqual([
      ['1098', null, 'last_year', null],
      ['1099-INT', 'First Bank', 'prior_year_item', thisYear[1]!.id],
      ['W-2', 'Acme Corp', 'last_year', null],
      ['W-2', 'Apex Ltd', 'last_year', thisYear[0]!.id],
    ]);
    expect(alsoReceived.map((d) => d.form)).toEqual(['1099-DIV']);
  });

  it('gives a document of another payer to no item of a known payer', () => {
    const { items, alsoReceived } = expectedDocuments(
      [doc('W-2', 'Acme Corp', 2024)],
      [],
      [doc('W-2', 'Globex')],
    );
    expect(items[0]!.received).toBeNull();
    expect(alsoReceived).toHaveLength(1);
  });
});
