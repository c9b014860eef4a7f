// Firm-level rules: reading the firm, saving its details and preferences, and tenant branding.
import type { FirmDetailsInput } from '@portico/common/firm/firm-settings-schema';
import type { BrandingDto } from '@portico/common/firm/firm-catalog-dto';
import type { FirmDto } from '@portico/common/firm/firm-dto';
import type { FirmPreferences } from '@portico/common/firm/preferences';
import { Invalid, NotFound } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import type { FirmRecord } from './firm-record';
import type { FirmRepo } from './firm.repo';
import { toFirmDto, withSafeCustomElements } from './firm.dto';
import { requirePartner } from './firm.policy';

/** Who the firm's staff are: the people area answers (the firm area does not read users). */
export interface FirmStaff {
  /** The ids among `ids` that are not staff of the firm. */
  notStaff(firmId: string, ids: readonly string[]): Promise<string[]>;
}

export const DROP_LINK_RECIPIENTS_INVALID = 'Choose firm users of this firm to notify';

export function firmService(firms: FirmRepo, staff: FirmStaff) {
  async function load(firmId: string): Promise<FirmRecord> {
    const firm = await firms.get(firmId);
    if (!firm) throw new NotFound('Firm not found');
    return firm;
  }
  return {
    async current(principal: Principal): Promise<FirmDto> {
      return toFirmDto(await load(principal.firmId));
    },
    async updatePreferences(
      principal: Principal | null | undefined,
      preferences: FirmPreferences,
    ): Promise<FirmDto> {
      const caller = requirePartner(principal);
      const recipients = preferences.firm_user_ids_to_receive_drop_link_notification;
      if ((await staff.notStaff(caller.firmId, recipients)).length)
        throw new Invalid(DROP_LINK_RECIPIENTS_INVALID);
      await firms.replacePreferences(caller.firmId, withSafeCustomElements(preferences));
      return toFirmDto(await load(caller.firmId));
    },
    async updateDetails(
      principal: Principal | null | undefined,
      input: FirmDetailsInput,
    ): Promise<FirmDto> {
      const caller = requirePartner(principal);
      await firms.updateDetails(caller.firmId, {
        name: input.name,
        timeZone: input.time_zone,
        theme: input.theme,
        faviconUrl: input.favicon_url,
        firmVocabs: input.firm_vocabs as FirmRecord['firmVocabs'] & object,
        contact: input.contact,
      });
      return toFirmDto(await load(caller.firmId));
    },
    /**
     * Public: what the sign-in page needs to look like the firm before anyone signs in; null at
     * an address no firm uses (a routine answer, not an error: the page keeps Portico's look).
     */
    async branding(host: string, slug: string): Promise<BrandingDto | null> {
      const firm = await firms.findByHostOrSlug(host.toLowerCase(), slug.toLowerCase());
      if (!firm) return null;
      return {
        name: firm.name,
        favicon_url: firm.faviconUrl,
        theme: firm.theme,
        url: firm.hostAliases[0]
          ? `https://${firm.hostAliases[0]}`
          : `https://${firm.subdomainUrl}.portico.app`,
      };
    },
  };
}

export type FirmService = ReturnType<typeof firmService>;
