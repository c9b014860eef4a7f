// The dashboard's tax-year select (2018–2025); the choice is remembered in a cookie.
import { useState } from 'react';
import { TAX_YEARS, defaultTaxYear } from '@portico/common/firm/tax-years';
import { TaxYearField } from '@/components/tax-year-field';
import { readCookie, writeCookie } from '@/lib/cookies';

export const TAX_YEAR_COOKIE = 'portico_tax_year';

function initialYear(): number {
  const saved = Number(readCookie(TAX_YEAR_COOKIE));
  return TAX_YEARS.includes(saved) ? saved : defaultTaxYear(new Date());
}

export function useTaxYear(): [number, (year: number) => void] {
  const [year, setYear] = useState(initialYear);
  return [
    year,
    (next: number) => {
      writeCookie(TAX_YEAR_COOKIE, String(next));
      setYear(next);
    },
  ];
}

export function TaxYearSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (year: number) => void;
}) {
  return <TaxYearField size="small" value={value} onChange={onChange} />;
}
