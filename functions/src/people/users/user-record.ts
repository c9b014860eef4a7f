// The user as the server works with it (firm staff and clients alike), mapped from the store.
import type { FirmAccess } from '@portico/common/people/access';

export type SignInMethod = 'password' | 'email' | 'sms';

export interface UserRecord {
  id: string;
  firmId: string;
  email: string;
  fname: string;
  lname: string;
  preferredName: string;
  phoneNumber: string;
  isStaff: boolean;
  firmAccess: FirmAccess | null;
  firmGroupId: string | null;
  assignedAdvisorId: string | null;
  /** Active account (the spec's `paying` flag). */
  paying: boolean;
  readonlyAccess: boolean;
  setPasswordRequired: boolean;
  preferredSignInMethod: SignInMethod;
  enabled2fa: boolean;
  timeZone: string;
  hasTempEmail: boolean;
  defaultCompanyId: string | null;
  createdAt: Date;
  /** Profile details (spec 1 §3 "User"); absent on records made before they existed. */
  workPhoneNumber?: string;
  workPhoneExtension?: string;
  workEmail?: string;
  preferredContactMethod?: 'email' | 'sms';
  /** Spec 3 §3 "User"; absent on records made before they existed. */
  externalUserId?: string;
  taxReturnName?: string;
  /** Contact tag ids. */
  tagIds?: string[];
  /** Staff: away, with the message clients see in their conversations (spec 3 §3). */
  outOfOffice?: boolean;
  outOfOfficeMessage?: string;
  /** The client list import that made the user: a later import of the list may update them. */
  importId?: string;
  /** Staff who hid the Guide from their menu (issue 50). */
  guideDismissed?: boolean;
  /** Staff invited to the firm (issue 50): when the last invitation was sent, and by whom. */
  invitation?: StaffInvitation;
}

/**
 * Pending until the invited staff member has finished setting up their sign-in (accepted), or
 * until a partner or admin withdraws it (the account is then inactive, without a login).
 */
export interface StaffInvitation {
  sentAt: Date;
  by: string;
  state: 'pending' | 'accepted' | 'withdrawn';
}

export function fullName(user: Pick<UserRecord, 'fname' | 'lname'>): string {
  return [user.fname, user.lname].filter(Boolean).join(' ');
}

/** The email a screen may show: '' for a user without one (the temporary address is internal). */
export function shownEmail(user: Pick<UserRecord, 'email' | 'hasTempEmail'>): string {
  return user.hasTempEmail ? '' : user.email;
}
