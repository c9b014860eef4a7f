// Who may see and change users and entities (spec 1 §4 and §6): clients see their own active
// entities; group-limited advisors see only their group and the entities of no group.
import { requireSignedIn } from '../auth/auth.policy';
import { forbidden, notFound } from '../http/http-error';
import type { Principal } from '../http/principal';
import type { CompanyRecord } from './company-record';
import type { UserRecord } from './user-record';

/** What the policy needs to know about the firm. */
export interface FirmGroupsSetting {
  groupsEnabled: boolean;
}

/** A group-limited advisor sees their group and no-group records; with no group while groups are on, none. */
function groupAllows(caller: Principal, groupId: string | null, firm: FirmGroupsSetting): boolean {
  if (caller.firmAccess !== 'group') return true;
  if (!caller.firmGroupId) return !firm.groupsEnabled;
  return groupId === null || groupId === caller.firmGroupId;
}

export function canSeeCompany(
  caller: Principal,
  company: CompanyRecord,
  firm: FirmGroupsSetting,
): boolean {
  if (company.firmId !== caller.firmId) return false;
  if (!caller.isAdvisor) return company.ownerIds.includes(caller.userId) && !company.inactive;
  return groupAllows(caller, company.firmGroupId, firm);
}

export function canSeeUser(caller: Principal, user: UserRecord, firm: FirmGroupsSetting): boolean {
  if (user.firmId !== caller.firmId) return false;
  if (user.id === caller.userId) return true;
  if (!caller.isAdvisor) return false;
  return groupAllows(caller, user.firmGroupId, firm);
}

/** Not yours and not visible read the same: 404, so ids cannot be probed. */
export function requireVisibleCompany(
  principal: Principal | null | undefined,
  company: CompanyRecord | null,
  firm: FirmGroupsSetting,
): { caller: Principal; company: CompanyRecord } {
  const caller = requireSignedIn(principal);
  if (!company || !canSeeCompany(caller, company, firm)) throw notFound('Entity not found');
  return { caller, company };
}

export function requireVisibleUser(
  principal: Principal | null | undefined,
  user: UserRecord | null,
  firm: FirmGroupsSetting,
): { caller: Principal; user: UserRecord } {
  const caller = requireSignedIn(principal);
  if (!user || !canSeeUser(caller, user, firm)) throw notFound('User not found');
  return { caller, user };
}

/** Clients edit their own profile unless read-only or while their email is empty (spec 1 §5). */
export function requireProfileEditable(caller: Principal, user: UserRecord): void {
  if (caller.isAdvisor) return;
  if (caller.readonly) throw forbidden('This account is read-only');
  if (!user.email) throw forbidden('Add an email address before editing your profile');
}

/** A client edits an entity they own unless they or the entity are read-only. */
export function requireCompanyEditable(caller: Principal, company: CompanyRecord): void {
  if (caller.isAdvisor) return;
  if (caller.readonly) throw forbidden('This account is read-only');
  if (company.readonlyAccess) throw forbidden('This entity is read-only');
}

/** Only partner or full users change the assigned firm user (spec 1 §5). */
export function canChangeAssignedAdvisor(caller: Principal): boolean {
  return caller.firmAccess === 'partner' || caller.firmAccess === 'full';
}

/** Deleting an entity is for partners and admins (spec 1 §6: bulk actions). */
export function requireEntityDeleter(principal: Principal | null | undefined): Principal {
  const caller = requireStaff(principal);
  if (caller.firmAccess !== 'partner' && caller.firmAccess !== 'admin')
    throw forbidden('Only partners and admins can delete entities');
  return caller;
}

/** Only staff list entities across the firm or open another user's view. */
export function requireStaff(principal: Principal | null | undefined): Principal {
  const caller = requireSignedIn(principal);
  if (!caller.isAdvisor) throw forbidden('Only firm staff can do this');
  return caller;
}

/**
 * The firm groups whose users and entities a list may show: 'all', or the group ids (null = no
 * group) a group-limited advisor sees; an empty list when they see none. Lists, counts, id lists
 * and searches all filter by this, in the query itself.
 */
export function listGroupScope(
  caller: Principal,
  firm: FirmGroupsSetting,
): 'all' | (string | null)[] {
  if (caller.firmAccess !== 'group') return 'all';
  if (!caller.firmGroupId) return firm.groupsEnabled ? [] : 'all';
  return [caller.firmGroupId, null];
}
