// Maps a firm record to what the web app reads (its custom HTML sanitised as it is served).
import { DEFAULT_FIRM_VOCABS } from '@portico/common/firm/firm-settings-schema';
import { EMPTY_FIRM_CONTACT, type FirmDto } from '@portico/common/firm/firm-dto';
import type { FirmPreferences } from '@portico/common/firm/preferences';
import { safeHtml } from '../kernel/safe-html';
import type { FirmRecord } from './firm-record';

/**
 * The preferences with the dashboard's custom elements (firm-authored HTML) holding only what the
 * allow-list keeps: saved that way, and served that way for elements saved before.
 */
export const withSafeCustomElements = (preferences: FirmPreferences): FirmPreferences => ({
  ...preferences,
  customElements: preferences.customElements.map((e) => ({ ...e, html: safeHtml(e.html) })),
});

export function toFirmDto(firm: FirmRecord): FirmDto {
  return {
    id: firm.id,
    name: firm.name,
    subdomain_url: firm.subdomainUrl,
    time_zone: firm.timeZone,
    theme: firm.theme,
    favicon_url: firm.faviconUrl,
    preferences: withSafeCustomElements(firm.preferences),
    firm_vocabs: firm.firmVocabs ?? DEFAULT_FIRM_VOCABS,
    contact: firm.contact ?? EMPTY_FIRM_CONTACT,
  };
}
