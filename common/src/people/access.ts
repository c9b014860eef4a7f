// Staff access levels (spec 1, sections 1 and 6) and the standard entity types.
export const FIRM_ACCESS_LEVELS = ['partner', 'admin', 'full', 'group'] as const;
export type FirmAccess = (typeof FIRM_ACCESS_LEVELS)[number];

export const STANDARD_ENTITY_TYPES = [
  'Individual',
  'Partnership',
  'Trust',
  'Exempt Organization',
  'S-Corporation',
  'C-Corporation',
] as const;
