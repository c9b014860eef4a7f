// The client dashboard's tax-year options (spec 1 §9): 2018 to 2025, default the year ten months ago.
export const FIRST_TAX_YEAR = 2018;
export const LAST_TAX_YEAR = 2025;
export const TAX_YEARS: number[] = Array.from(
  { length: LAST_TAX_YEAR - FIRST_TAX_YEAR + 1 },
  (_, i) => LAST_TAX_YEAR - i,
);

/** The year of the date ten months before `now`, kept inside the offered range. */
export function defaultTaxYear(now: Date): number {
  const tenMonthsAgo = new Date(now.getTime());
  tenMonthsAgo.setMonth(tenMonthsAgo.getMonth() - 10);
  return Math.min(LAST_TAX_YEAR, Math.max(FIRST_TAX_YEAR, tenMonthsAgo.getFullYear()));
}
