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

export function toEntitySummary(entity: EntityRecord): EntitySummaryDto {
  return {
    id: entity.id,
    hash_id: entity.hashId,
    name: entity.name,
    entity_type: entity.entityType,
    inactive: entity.inactive,
    readonly_access: entity.readonlyAccess,
  };
}

/** Staff see tags; a client (owner) gets none, so pass no names. */
export function toEntityDto(
  entity: EntityRecord,
  owners: UserRecord[],
  tags: TagNames = NO_TAG_NAMES,
): EntityDto {
  return {
    ...toEntitySummary(entity),
    ...detailsFields(entity.details ?? EMPTY_ENTITY_DETAILS),
    assigned_advisor_id: entity.assignedAdvisorId,
    firm_group_id: entity.firmGroupId,
    primary_owner_id: entity.primaryOwnerId,
    spouse_id: entity.spouseId ?? null,
    entity_tags: tagRefs(entity.tagIds, tags),
    owners: owners.map((o) => ({
      id: o.id,
      full_name: fullName(o),
      email: shownEmail(o),
      paying: o.paying,
    })),
    firm_role_assignments: roleAssignmentFields(entity.firmRoleAssignments ?? []),
    has_active_owners: owners.some((o) => o.paying),
  };
}
