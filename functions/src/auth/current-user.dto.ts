// Maps a user record to what the web app reads as the signed-in user.
import type { CurrentUserDto } from '@portico/common/auth/current-user';
import { fullName, shownEmail, type UserRecord } from '../people/people.module';

export function toCurrentUserDto(user: UserRecord): CurrentUserDto {
  return {
    id: user.id,
    uid: user.id,
    email: shownEmail(user),
    fname: user.fname,
    lname: user.lname,
    full_name: fullName(user),
    preferred_name: user.preferredName,
    is_advisor: user.isStaff,
    firm_access: user.firmAccess,
    firm_id: user.firmId,
    firm_group_id: user.firmGroupId,
    readonly_access: user.readonlyAccess,
    paying: user.paying,
    // Without an email there is no login to set a method for (a spouse who signs by signer link).
    set_password_required: user.setPasswordRequired && !user.hasTempEmail,
    enabled_2fa: user.enabled2fa,
    time_zone: user.timeZone,
    default_company_id: user.isStaff ? null : user.defaultCompanyId,
    preferences: {
      has_temp_email: user.hasTempEmail,
      guide_dismissed: user.guideDismissed ?? false,
    },
  };
}
