// The firm's Drop Link for its staff (spec 1 §2 "Drop Link", spec 3 §5): the address to hand out
// (made on first asking), who is told of a drop and whether the page offers sign-in (two firm
// preferences, also in Firm Settings), the drops received, and one drop's files as 'Drop Link.zip'.
import {
  DROP_LINK_ZIP,
  DROPS_LISTED,
  type DropDto,
  type DropLinkDto,
  type DropLinkSettingsInput,
} from '@portico/common/documents/drop-link';
import type { FirmPreferences } from '@portico/common/firm/preferences';
import type { FirmRepo, FirmStaff } from '../firm/firm.module';
import { Invalid, NotFound } from '../kernel/errors';
import { newLinkToken } from '../kernel/link-tokens';
import type { Principal } from '../kernel/principal';
import type { Blobs } from '../platform/blobs/blobs';
import type { ZipEntry } from '../platform/blobs/zip-response';
import type { Clock } from '../platform/clock/clock';
import { requireDropLinkUser } from './documents.policy';
import type { DropLinkRepo, DropRecord } from './drop-link.repo';

export const RECIPIENTS_NOT_STAFF = 'Choose firm users of this firm to notify';

interface Deps {
  dropLinks: DropLinkRepo;
  firms: FirmRepo;
  staff: FirmStaff;
  blobs: Blobs;
  clock: Clock;
}

export const toDropDto = (drop: DropRecord): DropDto => ({
  id: drop.id,
  sender_name: drop.senderName,
  sender_email: drop.senderEmail,
  message: drop.message,
  files: drop.files.flatMap((f) =>
    f.blobPath ? [{ name: f.name, size: f.size, content_type: f.contentType ?? '' }] : [],
  ),
  created_at: (drop.receivedAt ?? drop.createdAt).toISOString(),
  saved_to: drop.savedTo && {
    company_id: drop.savedTo.companyId,
    company_name: drop.savedTo.companyName,
    hash_id: drop.savedTo.hashId,
    at: drop.savedTo.at.toISOString(),
  },
});

export function dropLinkService(deps: Deps) {
  const { dropLinks, firms, staff, blobs, clock } = deps;

  /** The link as the caller sees it, with the firm's preferences as they now are. */
  async function view(caller: Principal, preferences: FirmPreferences): Promise<DropLinkDto> {
    const [token, drops] = await Promise.all([
      dropLinks.tokenFor(caller.firmId, newLinkToken, clock.now()),
      dropLinks.listReceived(caller.firmId, DROPS_LISTED),
    ]);
    return {
      token,
      notify_user_ids: preferences.firm_user_ids_to_receive_drop_link_notification,
      hide_sign_in_button: preferences.hide_sign_in_button_on_drop_link,
      drops: drops.map(toDropDto),
    };
  }

  return {
    async get(principal: Principal | null | undefined): Promise<DropLinkDto> {
      const caller = requireDropLinkUser(principal);
      return view(caller, caller.firm.preferences);
    },

    async saveSettings(
      principal: Principal | null | undefined,
      input: DropLinkSettingsInput,
    ): Promise<DropLinkDto> {
      const caller = requireDropLinkUser(principal);
      const ids = [...new Set(input.notify_user_ids)];
      if ((await staff.notStaff(caller.firmId, ids)).length)
        throw new Invalid(RECIPIENTS_NOT_STAFF);
      const saved = await firms.patchPreferences(caller.firmId, {
        firm_user_ids_to_receive_drop_link_notification: ids,
        hide_sign_in_button_on_drop_link: input.hide_sign_in_button,
      });
      return view(caller, saved ?? caller.firm.preferences);
    },

    /** One received drop's files, for the route to stream as a zip. */
    async download(
      principal: Principal | null | undefined,
      dropId: string,
    ): Promise<{ fileName: string; entries: ZipEntry[] }> {
      const caller = requireDropLinkUser(principal);
      const drop = await dropLinks.getDrop(caller.firmId, dropId);
      if (!drop || drop.status !== 'received') throw new NotFound('Drop not found');
      return {
        fileName: DROP_LINK_ZIP,
        entries: drop.files.flatMap((file) => {
          const path = file.blobPath;
          return path ? [{ path: [file.name], open: () => blobs.readStream(path) }] : [];
        }),
      };
    },
  };
}

export type DropLinkService = ReturnType<typeof dropLinkService>;
