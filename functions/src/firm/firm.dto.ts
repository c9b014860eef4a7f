// Maps a firm record to what the web app reads.
import { DEFAULT_FIRM_VOCABS } from '@portico/common/firm/firm-settings-schema';
import { EMPTY_FIRM_CONTACT, type FirmDto } from '@portico/common/firm/firm-dto';
import type { FirmRecord } from './firm-record';

export function toFirmDto(firm: FirmRecord): FirmDto {
  return {
    id: firm.id,
    name: firm.name,
    subdomain_url: firm.subdomainUrl,
    time_zone: firm.timeZone,
    theme: firm.theme,
    favicon_url: firm.faviconUrl,
    preferences: firm.preferences,
    firm_vocabs: firm.firmVocabs ?? DEFAULT_FIRM_VOCABS,
    contact: firm.contact ?? EMPTY_FIRM_CONTACT,
  };
}
