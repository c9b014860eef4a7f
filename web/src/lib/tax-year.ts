// The tax year the client's screens show: the one chosen last in this browser (a cookie, spec 1
// §9), else the default. The boot sends it so the dashboard's cards come with the first answer.
import { defaultTaxYear, TAX_YEARS } from '@portico/common/firm/tax-years';
import { readCookie, writeCookie } from './cookies';

export const TAX_YEAR_COOKIE = 'portico_tax_year';

export function chosenTaxYear(): number {
  const saved = Number(readCookie(TAX_YEAR_COOKIE));
  return TAX_YEARS.includes(saved) ? saved : defaultTaxYear(new Date());
}

export function chooseTaxYear(year: number): void {
  writeCookie(TAX_YEAR_COOKIE, String(year));
}
