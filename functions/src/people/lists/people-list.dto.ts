// Maps user and entity records to the rows of the Users and Entities lists.
import type { EntityRowDto, UserRowDto } from '@portico/common/people/people-list';
import { EMPTY_ENTITY_DETAILS, type EntityRecord } from '../entities/entity-record';
import { toEntitySummary } from '../entities/entity.dto';
import { tagRefs, type TagNames } from '../tags/tag-names';
import { fullName, shownEmail, type UserRecord } from '../users/user-record';

export function toUserRow(user: UserRecord, tags: TagNames): UserRowDto {
  return {
    id: user.id,
    fname: user.fname,
    lname: user.lname,
    full_name: fullName(user),
    preferred_name: user.preferredName,
    email: shownEmail(user),
    phone_number: user.phoneNumber,
    external_user_id: user.externalUserId ?? '',
    tax_return_name: user.taxReturnName ?? '',
    paying: user.paying,
    readonly_access: user.readonlyAccess,
    firm_group_id: user.firmGroupId,
    assigned_advisor_id: user.assignedAdvisorId,
    contact_tags: tagRefs(user.tagIds ?? [], tags),
    has_temp_email: user.hasTempEmail,
    created_at: user.createdAt.toISOString(),
  };
}

export function toEntityRow(entity: EntityRecord, tags: TagNames): EntityRowDto {
  const details = entity.details ?? EMPTY_ENTITY_DETAILS;
  return {
    ...toEntitySummary(entity),
    business_email: details.businessEmail,
    external_entity_id: details.externalEntityId,
    firm_group_id: entity.firmGroupId,
    assigned_advisor_id: entity.assignedAdvisorId,
    entity_tags: tagRefs(entity.tagIds, tags),
    created_at: entity.createdAt.toISOString(),
  };
}
