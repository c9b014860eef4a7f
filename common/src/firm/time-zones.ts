// The US time zones a firm or user may choose (spec 1, section 9), Rails-style names.
export const US_TIME_ZONES = [
  'Hawaii',
  'Alaska',
  'Pacific Time (US & Canada)',
  'Arizona',
  'Mountain Time (US & Canada)',
  'Central Time (US & Canada)',
  'Eastern Time (US & Canada)',
  'Indiana (East)',
] as const;

export type UsTimeZone = (typeof US_TIME_ZONES)[number];

export const DEFAULT_TIME_ZONE: UsTimeZone = 'Pacific Time (US & Canada)';
