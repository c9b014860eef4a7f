// Edit user (spec 3 §6): the staff-only fields of PATCH /users/{id} — email (changed, or removed to
// a temporary one), assigned firm user, firm group, preferred sign-in method — and the refusals,
// among them the sign-in contact a user may not move for themselves without a code.
import { SIGN_IN_CONTACT_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { TEMP_EMAIL_DOMAIN } from '@portico/common/people/create-client';
import {
  CANNOT_REMOVE_EMAIL,
  CANNOT_REMOVE_PHONE,
  NO_EMAIL_TO_REMOVE,
  type UserProfileInput,
} from '@portico/common/people/profile-schema';
import type { FirmCatalogRepo } from '../../firm/firm.module';
import { Forbidden, Invalid } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { LoginMove } from '../people-links';
import { requireAdvisorChanger } from '../people.policy';
import type { UserRecord } from './user-record';
import type { UserPatch, UsersRepo } from './users.repo';

interface Deps {
  users: UsersRepo;
  catalog: FirmCatalogRepo;
}

/** What an edit writes: the user's changes and, when the email changes, where the login moves. */
export interface UserEdit {
  patch: UserPatch;
  move: LoginMove | null;
}

const changed = <T>(wanted: T | undefined, current: T) =>
  wanted !== undefined && wanted !== current;

/**
 * A session alone does not move one's own sign-in: a new email, or a new phone while codes are
 * texted, is confirmed with a code sent to it (POST /sessions/sign_in_contact/…); one's own
 * sign-in method changes through a reset link. Clients never change their email (below).
 */
export function requireOwnSignInKept(caller: Principal, user: UserRecord, input: UserProfileInput) {
  if (user.id !== caller.userId) return;
  if (smsPhoneChanged(user, input)) throw new Forbidden(SIGN_IN_CONTACT_MESSAGES.phoneNeedsCode);
  // A client's email and method are staff-only fields, refused in staffEditChanges.
  if (!caller.isStaff) return;
  if (changed(input.email, user.hasTempEmail ? '' : user.email.toLowerCase()))
    throw new Forbidden(SIGN_IN_CONTACT_MESSAGES.emailNeedsCode);
  if (changed(input.preferred_sign_in_method, user.preferredSignInMethod))
    throw new Forbidden(SIGN_IN_CONTACT_MESSAGES.ownMethod);
}

/** A new phone (not its removal, refused elsewhere) for a user who signs in with texted codes. */
const smsPhoneChanged = (user: UserRecord, input: UserProfileInput) =>
  user.preferredSignInMethod === 'sms' &&
  Boolean(input.phone_number) &&
  changed(input.phone_number, user.phoneNumber);

/** The changes and login move the staff fields ask for; throws the spec's refusals. */
export async function staffEditChanges(
  { users, catalog }: Deps,
  caller: Principal,
  user: UserRecord,
  input: UserProfileInput,
): Promise<UserEdit> {
  const currentEmail = user.hasTempEmail ? '' : user.email.toLowerCase();
  const emailChanged = changed(input.email, currentEmail);
  const advisorChanged = changed(input.assigned_advisor_id, user.assignedAdvisorId);
  const groupChanged = changed(input.firm_group_id, user.firmGroupId);
  const methodChanged = changed(input.preferred_sign_in_method, user.preferredSignInMethod);
  if ((emailChanged || advisorChanged || groupChanged || methodChanged) && !caller.isStaff) {
    throw new Forbidden('Only firm staff can change these settings');
  }
  const method = input.preferred_sign_in_method ?? user.preferredSignInMethod;
  if (emailChanged && !input.email && method === 'email') throw new Invalid(CANNOT_REMOVE_EMAIL);
  if (user.phoneNumber && !input.phone_number && method === 'sms') {
    throw new Invalid(CANNOT_REMOVE_PHONE);
  }
  const patch: UserPatch = {};
  if (methodChanged) patch.preferredSignInMethod = method;
  if (groupChanged) {
    if (caller.firmAccess === 'group') throw new Forbidden('You cannot change the firm group');
    const group = input.firm_group_id ?? null;
    if (group && !(await catalog.get(caller.firmId, 'groups', group))) {
      throw new Invalid('Choose a firm group');
    }
    patch.firmGroupId = group;
  }
  if (advisorChanged) {
    requireAdvisorChanger(caller);
    const id = input.assigned_advisor_id ?? null;
    const advisor = id ? await users.get(caller.firmId, id) : null;
    if (id && !advisor?.isStaff) throw new Invalid('Choose a firm user');
    const group = patch.firmGroupId !== undefined ? patch.firmGroupId : user.firmGroupId;
    if (advisor?.firmAccess === 'group' && group && advisor.firmGroupId !== group) {
      throw new Invalid('The assigned advisor is not in this firm group');
    }
    patch.assignedAdvisorId = id;
  }
  if (!emailChanged) return { patch, move: null };
  return emailChange(user, input.email || null, patch);
}

/** The change and login move for a new email, or (null) a temporary address instead. */
function emailChange(user: UserRecord, to: string | null, patch: UserPatch = {}): UserEdit {
  const from = user.hasTempEmail ? null : user.email.toLowerCase();
  return {
    patch: { ...patch, email: to ?? `${user.id}@${TEMP_EMAIL_DOMAIN}`, hasTempEmail: !to },
    move: { from, to },
  };
}

/** The Remove email button (spec 3 §6): refused for the email sign-in method or no real email. */
export function emailRemoval(user: UserRecord): UserEdit {
  if (user.hasTempEmail) throw new Invalid(NO_EMAIL_TO_REMOVE);
  if (user.preferredSignInMethod === 'email') throw new Invalid(CANNOT_REMOVE_EMAIL);
  return emailChange(user, null);
}
