// What Olivia Martinez has answered on her demo organizers: a few answers this year, every
// answer last year (so the finished questionnaire reads as one a client really completed).
export const OLIVIA_2025_ANSWERS: Record<string, string> = {
  'q-date-of-birth': '1988-07-14',
  'q-filing-status': 'Single',
  'q-marital-change': 'No',
};

export const OLIVIA_2024_ANSWERS: Record<string, string> = {
  ...OLIVIA_2025_ANSWERS,
  'q-preferred-name': 'Liv',
  'q-dependents-any': 'No',
  'q-crypto': 'No',
  'q-income-kinds': 'Wages&!&Interest',
  'q-w2': 'Provided Elsewhere',
  'q-employer-count': '1',
  'q-estimated-payments': '4 payments of $1,250 (Apr 15, Jun 15, Sep 15, Jan 15)',
  'q-own-home': 'No',
  'q-1099-int': 'Provided Elsewhere',
};
