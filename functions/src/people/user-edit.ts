// Edit user (spec 3 §6): the staff-only fields of PATCH /users/{id} — email (changed, or removed to
// a temporary one), assigned firm user, firm group, preferred sign-in method — and the refusals.
import { TEMP_EMAIL_DOMAIN } from '@portico/common/people/create-client';
import {
  CANNOT_REMOVE_EMAIL,
  CANNOT_REMOVE_PHONE,
  NO_EMAIL_TO_REMOVE,
  type UserProfileInput,
} from '@portico/common/people/profile-schema';
import type { FirmCatalogRepo } from '../firm/firm-catalog.repo';
import { badRequest, forbidden } from '../http/http-error';
import type { Principal } from '../http/principal';
import { canChangeAssignedAdvisor } from './people.policy';
import type { LoginMove } from './user-edit.repo';
import type { UserRecord } from './user-record';
import type { UserDoc, UsersRepo } from './users.repo';

interface Deps {
  users: UsersRepo;
  catalogRepo: FirmCatalogRepo;
}

const changed = <T>(wanted: T | undefined, current: T) =>
  wanted !== undefined && wanted !== current;

/** The stored changes and login move the staff fields ask for; throws the spec's refusals. */
export async function staffEditChanges(
  { users, catalogRepo }: Deps,
  caller: Principal,
  user: UserRecord,
  input: UserProfileInput,
): Promise<{ patch: Partial<UserDoc>; move: LoginMove | null }> {
  const currentEmail = user.hasTempEmail ? '' : user.email.toLowerCase();
  const emailChanged = changed(input.email, currentEmail);
  const advisorChanged = changed(input.assigned_advisor_id, user.assignedAdvisorId);
  const groupChanged = changed(input.firm_group_id, user.firmGroupId);
  const methodChanged = changed(input.preferred_sign_in_method, user.preferredSignInMethod);
  if ((emailChanged || advisorChanged || groupChanged || methodChanged) && !caller.isAdvisor) {
    throw forbidden('Only firm staff can change these settings');
  }
  const method = input.preferred_sign_in_method ?? user.preferredSignInMethod;
  if (emailChanged && !input.email && method === 'email') throw badRequest(CANNOT_REMOVE_EMAIL);
  if (user.phoneNumber && !input.phone_number && method === 'sms') {
    throw badRequest(CANNOT_REMOVE_PHONE);
  }
  const patch: Partial<UserDoc> = {};
  if (methodChanged) patch.preferred_sign_in_method = method;
  if (groupChanged) {
    if (caller.firmAccess === 'group') throw forbidden('You cannot change the firm group');
    const group = input.firm_group_id ?? null;
    if (group && !(await catalogRepo.get(caller.firmId, 'groups', group))) {
      throw badRequest('Choose a firm group');
    }
    patch.firm_group_id = group;
  }
  if (advisorChanged) {
    if (!canChangeAssignedAdvisor(caller)) {
      throw forbidden('Only partners and full users can change the assigned firm user');
    }
    const id = input.assigned_advisor_id ?? null;
    const advisor = id ? await users.get(caller.firmId, id) : null;
    if (id && !advisor?.isAdvisor) throw badRequest('Choose a firm user');
    const group = patch.firm_group_id !== undefined ? patch.firm_group_id : user.firmGroupId;
    if (advisor?.firmAccess === 'group' && group && advisor.firmGroupId !== group) {
      throw badRequest('The assigned advisor is not in this firm group');
    }
    patch.assigned_advisor_id = id;
  }
  if (!emailChanged) return { patch, move: null };
  return emailChange(user, input.email || null, patch);
}

/** The stored change and login move for a new email, or (null) a temporary address instead. */
function emailChange(user: UserRecord, to: string | null, patch: Partial<UserDoc> = {}) {
  const from = user.hasTempEmail ? null : user.email.toLowerCase();
  return {
    patch: {
      ...patch,
      email: to ?? `${user.id}@${TEMP_EMAIL_DOMAIN}`,
      preferences: { has_temp_email: !to },
    },
    move: { from, to },
  };
}

/** The Remove email button (spec 3 §6): refused for the email sign-in method or no real email. */
export function emailRemoval(user: UserRecord): { patch: Partial<UserDoc>; move: LoginMove } {
  if (user.hasTempEmail) throw badRequest(NO_EMAIL_TO_REMOVE);
  if (user.preferredSignInMethod === 'email') throw badRequest(CANNOT_REMOVE_EMAIL);
  return emailChange(user, null);
}
