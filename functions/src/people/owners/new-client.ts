// The record and login of a brand-new client, however they are added (Create User and Entity and
// its spouse, Add owner → New User, Add spouse): they sign in by emailed link once they have an
// email, and without one they get a temporary address, the default time zone and no login.
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import { TEMP_EMAIL_DOMAIN } from '@portico/common/people/create-client';
import type { Login } from '../people-links';
import type { UserRecord } from '../users/user-record';

export interface NewClientFields {
  fname: string;
  lname: string;
  /** '' for none (spec 3 §5 generate_temp_email). */
  email: string;
  phoneNumber: string;
  firmGroupId: string | null;
  assignedAdvisorId: string | null;
  /** Their zone when they have an email; without one, the default zone (spec 3 §5). */
  timeZone: string;
  defaultCompanyId: string;
}

export function newClientRecord(
  id: string,
  firmId: string,
  fields: NewClientFields,
  now: Date,
): UserRecord {
  const hasEmail = fields.email !== '';
  return {
    id,
    firmId,
    email: hasEmail ? fields.email : `${id}@${TEMP_EMAIL_DOMAIN}`,
    fname: fields.fname,
    lname: fields.lname,
    preferredName: '',
    phoneNumber: fields.phoneNumber,
    isStaff: false,
    firmAccess: null,
    firmGroupId: fields.firmGroupId,
    assignedAdvisorId: fields.assignedAdvisorId,
    paying: true,
    readonlyAccess: false,
    setPasswordRequired: true,
    preferredSignInMethod: 'email',
    enabled2fa: false,
    timeZone: hasEmail ? fields.timeZone : DEFAULT_TIME_ZONE,
    hasTempEmail: !hasEmail,
    defaultCompanyId: fields.defaultCompanyId,
    createdAt: now,
  };
}

/** The sign-in entry (no password: set on first sign-in by link); none for a temporary address. */
export function newClientLogin(user: UserRecord): Login | null {
  if (user.hasTempEmail) return null;
  return { email: user.email, firmId: user.firmId, userId: user.id, passwordHash: null };
}
