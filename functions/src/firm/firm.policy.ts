// Who may read or change firm-level settings (spec 1 §2 nav table and §6 roles).
import { requireSignedIn } from '../auth/auth.policy';
import { forbidden } from '../http/http-error';
import type { Principal } from '../http/principal';
import type { FirmRecord } from './firm-record';

/** Every member of a firm, staff or client, may read their own firm's public face. */
export function canReadOwnFirm(principal: Principal | null | undefined): Principal {
  return requireSignedIn(principal);
}

/** Firm staff read the catalogues (groups, entity types, statuses, roles, firm users). */
export function requireAdvisor(principal: Principal | null | undefined): Principal {
  const caller = requireSignedIn(principal);
  if (!caller.isAdvisor) throw forbidden('Only firm staff can do this');
  return caller;
}

/** Firm Settings (/firm) and everything it saves: partners only. */
export function requirePartner(principal: Principal | null | undefined): Principal {
  const caller = requireAdvisor(principal);
  if (caller.firmAccess !== 'partner') throw forbidden('Only partners can change firm settings');
  return caller;
}

/** Firm Roles (/settings/roles): partners and admins, while the firm uses firm roles. */
export function requireRoleManager(caller: Principal, firm: FirmRecord): Principal {
  if (caller.firmAccess !== 'partner' && caller.firmAccess !== 'admin') {
    throw forbidden('Only partners and admins can manage firm roles');
  }
  if (!firm.preferences.use_firm_roles) throw forbidden('Firm roles are not enabled for this firm');
  return caller;
}

/** The global alert is pushed by partners to everyone signed in to their firm. */
export const requireAlertSender = requirePartner;
