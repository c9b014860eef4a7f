// Maps user and entity records to the rows of the Users and Entities lists.
import type { EntityRowDto, TagRefDto, UserRowDto } from '@portico/common/people/people-list';
import type { FirmCatalogRepo } from '../firm/firm-catalog.repo';
import { EMPTY_COMPANY_DETAILS, type CompanyRecord } from './company-record';
import { fullName, type UserRecord } from './user-record';

/** Tag ids to {id, name}; ids of deleted tags are dropped. */
export type TagNames = ReadonlyMap<string, string>;
/** The firm's user and entity tag names by id, to turn records' tag ids into {id, name}. */
export async function loadTagNames(
  catalogRepo: FirmCatalogRepo,
  firmId: string,
): Promise<TagNames> {
  const tags = await catalogRepo.list(firmId, 'tags');
  return new Map(tags.map((t) => [t.id, t.name]));
}
export const tagRefs = (ids: string[], names: TagNames): TagRefDto[] =>
  ids.flatMap((id) => {
    const name = names.get(id);
    return name === undefined ? [] : [{ id, name }];
  });

export function toUserRow(user: UserRecord, tags: TagNames): UserRowDto {
  return {
    id: user.id,
    fname: user.fname,
    lname: user.lname,
    full_name: fullName(user),
    preferred_name: user.preferredName,
    email: user.email,
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

export function toEntityRow(company: CompanyRecord, tags: TagNames): EntityRowDto {
  const details = company.details ?? EMPTY_COMPANY_DETAILS;
  return {
    id: company.id,
    hash_id: company.hashId,
    name: company.name,
    entity_type: company.entityType,
    inactive: company.inactive,
    readonly_access: company.readonlyAccess,
    business_email: details.businessEmail,
    external_entity_id: details.externalEntityId,
    firm_group_id: company.firmGroupId,
    assigned_advisor_id: company.assignedAdvisorId,
    entity_tags: tagRefs(company.tagIds, tags),
    created_at: company.createdAt.toISOString(),
  };
}
