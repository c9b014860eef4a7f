// Who may change people's assignments, delete entities and tags, and manage other staff (spec 1
// §5, §6; docs/decisions/security.md): the server's people policy and the web app's POLICIES
// both decide with these.
import type { FirmAccess } from './access';

/** Only partner or full users change the assigned firm user (spec 1 §5). */
export const canChangeAssignedAdvisor = (access: FirmAccess | null): boolean =>
  access === 'partner' || access === 'full';

/** Deleting an entity is for partners and admins (spec 1 §6: bulk actions). */
export const canDeleteEntities = (access: FirmAccess | null): boolean =>
  access === 'partner' || access === 'admin';

/**
 * Deleting a tag takes it off every user or entity of the firm, so it is for staff who see them
 * all: partners, admins and full users, not group-limited advisors.
 */
export const canDeleteTags = (access: FirmAccess | null): boolean =>
  access === 'partner' || access === 'admin' || access === 'full';

const STAFF_RANK: Record<FirmAccess, number> = { partner: 4, admin: 3, full: 2, group: 1 };

/**
 * Staff change another staff member's profile (sign-in email, two-factor, group, names) only when
 * above them; partners manage all staff. Nobody manages staff at or above their own level.
 */
export const canManageStaff = (caller: FirmAccess | null, target: FirmAccess | null): boolean =>
  caller === 'partner' ||
  (caller !== null && target !== null && STAFF_RANK[caller] > STAFF_RANK[target]);

export const CANNOT_MANAGE_STAFF = 'You cannot change a firm user at or above your access level';
export const CANNOT_DELETE_TAGS = 'Only partners, admins and full users can delete tags';
