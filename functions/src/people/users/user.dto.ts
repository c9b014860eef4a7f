// Maps a user record to the profile the editors and the staff user view read.
import type { UserProfileDto } from '@portico/common/people/entity-dto';
import { tagRefs, NO_TAG_NAMES, type TagNames } from '../tags/tag-names';
import { fullName, shownEmail, type UserRecord } from './user-record';

export function toUserProfileDto(user: UserRecord, tags: TagNames = NO_TAG_NAMES): UserProfileDto {
  return {
    id: user.id,
    email: shownEmail(user),
    fname: user.fname,
    lname: user.lname,
    full_name: fullName(user),
    preferred_name: user.preferredName,
    phone_number: user.phoneNumber,
    work_phone_number: user.workPhoneNumber ?? '',
    work_phone_extension: user.workPhoneExtension ?? '',
    work_email: user.workEmail ?? '',
    preferred_contact_method: user.preferredContactMethod ?? 'email',
    time_zone: user.timeZone,
    enabled_2fa: user.enabled2fa,
    preferred_sign_in_method: user.preferredSignInMethod,
    is_advisor: user.isStaff,
    paying: user.paying,
    readonly_access: user.readonlyAccess,
    firm_group_id: user.firmGroupId,
    assigned_advisor_id: user.assignedAdvisorId,
    preferences: { has_temp_email: user.hasTempEmail },
    contact_tags: tagRefs(user.tagIds ?? [], tags),
  };
}
