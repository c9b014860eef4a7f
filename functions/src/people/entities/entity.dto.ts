// Maps entity records to what the web app reads: the switcher's summary and the entity's details.
import type { EntityDto, EntitySummaryDto } from '@portico/common/people/entity-dto';
import { tagRefs, NO_TAG_NAMES, type TagNames } from '../tags/tag-names';
import { fullName, shownEmail, type UserRecord } from '../users/user-record';
import {
  detailsFields,
  EMPTY_ENTITY_DETAILS,
  roleAssignmentFields,
  type EntityRecord,
} from './entity-record';

export function toEntitySummary(company: EntityRecord): EntitySummaryDto {
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
export function toEntityDto(
  company: EntityRecord,
  owners: UserRecord[],
  tags: TagNames = NO_TAG_NAMES,
): EntityDto {
  return {
    ...toEntitySummary(company),
    ...detailsFields(company.details ?? EMPTY_ENTITY_DETAILS),
    assigned_advisor_id: company.assignedAdvisorId,
    firm_group_id: company.firmGroupId,
    primary_owner_id: company.primaryOwnerId,
    spouse_id: company.spouseId ?? null,
    entity_tags: tagRefs(company.tagIds, tags),
    owners: owners.map((o) => ({
      id: o.id,
      full_name: fullName(o),
      email: shownEmail(o),
      paying: o.paying,
    })),
    firm_role_assignments: roleAssignmentFields(company.firmRoleAssignments ?? []),
    has_active_owners: owners.some((o) => o.paying),
  };
}
