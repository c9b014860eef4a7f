// The tax returns table's query (spec 3 §7 "Paged list") and its "X-Y of total" label.
import { describe, expect, it } from 'vitest';
import { requestChangesSchema } from './draft-review';
import { pageLabel, taxReturnListQuerySchema } from './tax-returns-list';

describe('the tax returns list query', () => {
  it('defaults to the first page of 10, newest update first, no filter', () => {
    expect(taxReturnListQuerySchema.validateSync({})).toEqual({
      page: 1,
      per_page: 10,
      sort_by: 'updated_at',
      sort_direction: 'desc',
      search_term: '',
    });
  });

  it('reads the query string as sent, filters included, an empty one as none', () => {
    const query = taxReturnListQuerySchema.validateSync({
      page: '2',
      per_page: '50',
      sort_by: 'signatures',
      sort_direction: 'asc',
      search_term: '  Martínez ',
      year: '2025',
      status: 'sent',
      reminder_disabled: 'false',
      reminder_sent: 'true',
      voucher_payments_made: '',
    });
    expect(query).toMatchObject({
      page: 2,
      per_page: 50,
      sort_by: 'signatures',
      sort_direction: 'asc',
      search_term: 'Martínez',
      year: 2025,
      status: 'sent',
      reminder_disabled: false,
      reminder_sent: true,
    });
    expect(query.voucher_payments_made).toBeUndefined();
  });

  it('refuses a page size, sort or status the table does not offer', () => {
    expect(() => taxReturnListQuerySchema.validateSync({ per_page: '25' })).toThrow(
      'per_page must be 10, 20 or 50',
    );
    expect(() => taxReturnListQuerySchema.validateSync({ sort_by: 'select' })).toThrow(/sort_by/);
    expect(() => taxReturnListQuerySchema.validateSync({ status: 'lost' })).toThrow(/status/);
    expect(() => taxReturnListQuerySchema.validateSync({ reminder_sent: 'yes' })).toThrow(
      'reminder_sent must be true or false',
    );
    expect(() => taxReturnListQuerySchema.validateSync({ page: '0' })).toThrow('page starts at 1');
  });

  it('labels pages as X-Y of total', () => {
    expect(pageLabel({ from: 0, to: 0, count: 0 })).toBe('0-0 of 0');
    expect(pageLabel({ from: 1, to: 7, count: 7 })).toBe('1-7 of 7');
    expect(pageLabel({ from: 41, to: 45, count: 45 })).toBe('41-45 of 45');
  });
});

describe('a request for changes', () => {
  it('needs a reason that is not blank, in any script', () => {
    expect(() => requestChangesSchema.validateSync({ reason: '   ' })).toThrow(
      'Please tell us what should change',
    );
    expect(requestChangesSchema.validateSync({ reason: ' 第2页的收入不对 🙏 ' }).reason).toBe(
      '第2页的收入不对 🙏',
    );
  });
});
