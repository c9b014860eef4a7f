// The dashboard's tax-year select (2018–2025); the choice is remembered in a cookie.
import { useState } from 'react';
import { TaxYearField } from '@/components/tax-year-field';
import { chooseTaxYear, chosenTaxYear } from '@/lib/tax-year';

export function useTaxYear(): [number, (year: number) => void] {
  const [year, setYear] = useState(chosenTaxYear);
  return [
    year,
    (next: number) => {
      chooseTaxYear(next);
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
