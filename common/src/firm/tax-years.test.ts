// The tax-year options and their default (spec 1 §9).
import { describe, expect, it } from 'vitest';
import { TAX_YEARS, defaultTaxYear } from './tax-years';

describe('tax years', () => {
  it('offers 2018 to 2025, newest first', () => {
    expect(TAX_YEARS[0]).toBe(2025);
    expect(TAX_YEARS.at(-1)).toBe(2018);
    expect(TAX_YEARS).toHaveLength(8);
  });
  it('defaults to the year of the date ten months ago, inside the range', () => {
    expect(defaultTaxYear(new Date(2025, 9, 15))).toBe(2024);
    expect(defaultTaxYear(new Date(2025, 10, 15))).toBe(2025);
    expect(defaultTaxYear(new Date(2030, 5, 1))).toBe(2025);
    expect(defaultTaxYear(new Date(2017, 5, 1))).toBe(2018);
  });
});
