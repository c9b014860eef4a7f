// Who may read or change firm-level settings (spec 1 §2 nav table and §6 roles). The rules both
// the server and the web app apply live in common/src/firm/firm-access.ts.
import {
  canEditFirmSettings,
  canManageFirmRoles,
  managesFirmRoles,
} from '@portico/common/firm/firm-access';
import { Forbidden } from '../kernel/errors';
import { requireSignedIn, requireStaff, type Principal } from '../kernel/principal';

/** Every member of a firm, staff or client, may read their own firm's public face. */
export const canReadOwnFirm = requireSignedIn;

/** Firm staff read the catalogues (groups, entity types, statuses, roles). */
export const requireAdvisor = requireStaff;

/** Firm Settings (/firm) and everything it saves: partners only. */
export function requirePartner(principal: Principal | null | undefined): Principal {
  const caller = requireStaff(principal);
  if (!canEditFirmSettings(caller.firmAccess))
    throw new Forbidden('Only partners can change firm settings');
  return caller;
}

/** Firm Roles (/settings/roles): partners and admins, while the firm uses firm roles. */
export function requireRoleManager(principal: Principal | null | undefined): Principal {
  const caller = requireStaff(principal);
  if (!managesFirmRoles(caller.firmAccess))
    throw new Forbidden('Only partners and admins can manage firm roles');
  if (!canManageFirmRoles(caller.firmAccess, caller.firm.preferences))
    throw new Forbidden('Firm roles are not enabled for this firm');
  return caller;
}
