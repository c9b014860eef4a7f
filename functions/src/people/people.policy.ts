// Who may see and change users and entities (spec 1 §4 and §6): clients see their own active
// entities; group-limited advisors see only their group and the entities of no group. The rules the
// web app applies too live in common/src/people/people-access.ts.
import {
  canChangeAssignedAdvisor as accessChangesAdvisor,
  canDeleteEntities,
  canDeleteTags,
  canManageStaff,
  CANNOT_DELETE_TAGS,
  CANNOT_MANAGE_STAFF,
} from '@portico/common/people/people-access';
import { Forbidden, NotFound } from '../kernel/errors';
import { requireSignedIn, requireStaff, type Principal } from '../kernel/principal';
import type { EntityRecord } from './entities/entity-record';
import type { UserRecord } from './users/user-record';

/** A group-limited advisor sees their group and no-group records; with no group while groups are on, none. */
function groupAllows(caller: Principal, groupId: string | null): boolean {
  if (caller.firmAccess !== 'group') return true;
  if (!caller.firmGroupId) return !caller.firm.groupsEnabled;
  return groupId === null || groupId === caller.firmGroupId;
}

export function canSeeEntity(caller: Principal, entity: EntityRecord): boolean {
  if (entity.firmId !== caller.firmId) return false;
  if (!caller.isStaff) return entity.ownerIds.includes(caller.userId) && !entity.inactive;
  return groupAllows(caller, entity.firmGroupId);
}

export function canSeeUser(caller: Principal, user: UserRecord): boolean {
  if (user.firmId !== caller.firmId) return false;
  if (user.id === caller.userId) return true;
  if (!caller.isStaff) return false;
  return groupAllows(caller, user.firmGroupId);
}

/** Not yours and not visible read the same: 404, so ids cannot be probed. */
export function requireVisibleEntity(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
): { caller: Principal; entity: EntityRecord } {
  const caller = requireSignedIn(principal);
  if (!entity || !canSeeEntity(caller, entity)) throw new NotFound('Entity not found');
  return { caller, entity };
}

export function requireVisibleUser(
  principal: Principal | null | undefined,
  user: UserRecord | null,
): { caller: Principal; user: UserRecord } {
  const caller = requireSignedIn(principal);
  if (!user || !canSeeUser(caller, user)) throw new NotFound('User not found');
  return { caller, user };
}

/** A client the staff caller may see (staff users are not clients: 404). */
export function requireVisibleClient(caller: Principal, user: UserRecord | null): UserRecord {
  const visible = requireVisibleUser(caller, user).user;
  if (visible.isStaff) throw new NotFound('User not found');
  return visible;
}

/** Staff edit other staff only when above them; partners edit all staff. */
export function requireStaffManager(caller: Principal, user: UserRecord): void {
  if (!user.isStaff || user.id === caller.userId) return;
  if (!canManageStaff(caller.firmAccess, user.firmAccess)) throw new Forbidden(CANNOT_MANAGE_STAFF);
}

/** Deleting a firm-wide tag (it leaves every record): staff who see every record. */
export function requireTagDeleter(principal: Principal | null | undefined): Principal {
  const caller = requireStaff(principal);
  if (!canDeleteTags(caller.firmAccess)) throw new Forbidden(CANNOT_DELETE_TAGS);
  return caller;
}

/** Clients edit their own profile unless read-only or while their email is empty (spec 1 §5). */
export function requireProfileEditable(caller: Principal, user: UserRecord): void {
  if (caller.isStaff) return;
  if (caller.readonly) throw new Forbidden('This account is read-only');
  if (!user.email) throw new Forbidden('Add an email address before editing your profile');
}

/** A client edits an entity they own unless they or the entity are read-only. */
export function requireEntityEditable(caller: Principal, entity: EntityRecord): void {
  if (caller.isStaff) return;
  if (caller.readonly) throw new Forbidden('This account is read-only');
  if (entity.readonlyAccess) throw new Forbidden('This entity is read-only');
}

/**
 * The entity a client's screens open on is the client's own choice among their own active
 * entities. A preference, not a change to the firm's data: read-only clients choose too.
 */
export function requireDefaultCompanyChooser(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
): { caller: Principal; entity: EntityRecord } {
  const caller = requireSignedIn(principal);
  if (caller.isStaff) throw new Forbidden('Only clients choose the entity they open on');
  return requireVisibleEntity(caller, entity);
}

/** Only partner or full users change the assigned firm user (spec 1 §5). */
export function canChangeAssignedAdvisor(caller: Principal): boolean {
  return accessChangesAdvisor(caller.firmAccess);
}

export function requireAdvisorChanger(caller: Principal): void {
  if (!canChangeAssignedAdvisor(caller))
    throw new Forbidden('Only partners and full users can change the assigned firm user');
}

/** Deleting an entity is for partners and admins (spec 1 §6: bulk actions). */
export function requireEntityDeleter(principal: Principal | null | undefined): Principal {
  const caller = requireStaff(principal);
  if (!canDeleteEntities(caller.firmAccess))
    throw new Forbidden('Only partners and admins can delete entities');
  return caller;
}

/**
 * The firm groups whose users and entities a list may show: 'all', or the group ids (null = no
 * group) a group-limited advisor sees; an empty list when they see none. Lists, counts, id lists
 * and searches all filter by this, in the query itself.
 */
export function listGroupScope(caller: Principal): 'all' | (string | null)[] {
  if (caller.firmAccess !== 'group') return 'all';
  if (!caller.firmGroupId) return caller.firm.groupsEnabled ? [] : 'all';
  return [caller.firmGroupId, null];
}

/**
 * The groups a list looks in: the caller's scope narrowed by a firm-group filter (null for "no
 * group" inside the list); null for all; [] finds nothing.
 */
export function scopedGroups(caller: Principal, filter: string | null): (string | null)[] | null {
  const scope = listGroupScope(caller);
  if (scope === 'all') return filter ? [filter] : null;
  return filter ? scope.filter((g) => g === filter) : scope;
}
