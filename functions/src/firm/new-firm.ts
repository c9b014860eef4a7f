// What a firm starts with, the one source for every way a firm comes to be (create your firm, the
// demo seed, test fixtures): the default time zone, theme, words and contact, and its preferences
// — the defaults, or for a firm that signs itself up, two-factor for its staff (the FTC Safeguards
// Rule) and the Guide on. Entity types start as the standard ones (built in, not stored); groups,
// roles, tags, custom statuses and templates are the firm's to add.
import { EMPTY_FIRM_CONTACT } from '@portico/common/firm/firm-dto';
import { DEFAULT_FIRM_VOCABS } from '@portico/common/firm/firm-settings-schema';
import { defaultFirmPreferences, type FirmPreferences } from '@portico/common/firm/preferences';
import { DEFAULT_FIRM_THEME } from '@portico/common/firm/theme';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import type { FirmRecord } from './firm-record';

/** A firm that signs itself up: two-factor for its staff from the start, and the Guide shown. */
export const signedUpFirmPreferences = (): FirmPreferences => ({
  ...defaultFirmPreferences(),
  force_2fa_on_firm_users: true,
  tour_enabled: true,
});

export function newFirmRecord(
  fields: Pick<FirmRecord, 'id' | 'name' | 'subdomainUrl'> & Partial<FirmRecord>,
): FirmRecord {
  return {
    hostAliases: [],
    timeZone: DEFAULT_TIME_ZONE,
    theme: DEFAULT_FIRM_THEME,
    faviconUrl: '',
    preferences: defaultFirmPreferences(),
    firmVocabs: DEFAULT_FIRM_VOCABS,
    contact: EMPTY_FIRM_CONTACT,
    cardPaymentAccountId: null,
    ...fields,
  };
}

/** A portal address slug from the firm's name: lower-case letters and digits joined by '-'. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
  return slug || 'firm';
}
