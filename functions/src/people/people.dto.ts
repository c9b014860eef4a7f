// Maps user and entity records to what the web app reads.
import type {
  CompanyDto,
  CompanySummaryDto,
  UserProfileDto,
} from '@portico/common/people/company-dto';
import { EMPTY_COMPANY_DETAILS, type CompanyRecord } from './company-record';
import { fullName, type UserRecord } from './user-record';
import { tagRefs, type TagNames } from './people-list.dto';

export function toCompanySummary(company: CompanyRecord): CompanySummaryDto {
  return {
    id: company.id,
    hash_id: company.hashId,
    name: company.name,
    entity_type: company.entityType,
    inactive: company.inactive,
    readonly_access: company.readonlyAccess,
  };
}

/** Staff see tags; a client (owner) gets none, so pass no names. */
export function toCompanyDto(
  company: CompanyRecord,
  owners: UserRecord[],
  tags: TagNames = new Map(),
): CompanyDto {
  const d = company.details ?? EMPTY_COMPANY_DETAILS;
  return {
    ...toCompanySummary(company),
    business_email: d.businessEmail,
    other_email: d.otherEmail,
    street: d.street,
    city: d.city,
    state: d.state,
    zip: d.zip,
    country: d.country,
    external_entity_id: d.externalEntityId,
    tax_return_id: d.taxReturnId,
    assigned_advisor_id: company.assignedAdvisorId,
    firm_group_id: company.firmGroupId,
    primary_owner_id: company.primaryOwnerId,
    spouse_id: company.spouseId ?? null,
    entity_tags: tagRefs(company.tagIds, tags),
    owners: owners.map((o) => ({
      id: o.id,
      full_name: fullName(o),
      email: o.email,
      paying: o.paying,
    })),
    firm_role_assignments: (company.firmRoleAssignments ?? []).map((a) => ({
      id: a.id,
      firm_role_id: a.firmRoleId,
      user_id: a.userId,
    })),
    has_active_owners: owners.some((o) => o.paying),
  };
}

export function toUserProfileDto(user: UserRecord, tags: TagNames = new Map()): UserProfileDto {
  return {
    id: user.id,
    email: user.email,
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
    is_advisor: user.isAdvisor,
    paying: user.paying,
    readonly_access: user.readonlyAccess,
    firm_group_id: user.firmGroupId,
    assigned_advisor_id: user.assignedAdvisorId,
    preferences: { has_temp_email: user.hasTempEmail },
    contact_tags: tagRefs(user.tagIds ?? [], tags),
  };
}
