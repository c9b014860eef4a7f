// The entity (company) as the server works with it, and the one mapping of its details and role
// assignments to the spec's field names, which the API answer uses and the stored document shares
// but for one: the id the firm's tax software knows the entity by, which the spec's API names
// `tax_return_id` and the store keeps as `tax_software_client_id` (it is no tax return's id).
export interface EntityRecord {
  id: string;
  firmId: string;
  /** The public, unguessable id used in URLs (/admin/{companyHash}). */
  hashId: string;
  name: string;
  entityType: string;
  ownerIds: string[];
  primaryOwnerId: string;
  assignedAdvisorId: string | null;
  firmGroupId: string | null;
  inactive: boolean;
  readonlyAccess: boolean;
  tagIds: string[];
  createdAt: Date;
  /** Profile details (spec 1 §3 "Company"); absent on records made before they existed. */
  details?: EntityDetails;
  /** Firm role → firm user on this entity (spec 1 §2 "Staff entity editing"). */
  firmRoleAssignments?: FirmRoleAssignment[];
  /** The owner who is an Individual's spouse; absent or null when none was recorded. */
  spouseId?: string | null;
  /** The client list import that made the entity: a later import of the list may update it. */
  importId?: string;
}

export interface EntityDetails {
  businessEmail: string;
  otherEmail: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  externalEntityId: string;
  /** The entity's id in the firm's tax software (the API's `tax_return_id`). */
  taxSoftwareClientId: string;
}

export interface FirmRoleAssignment {
  id: string;
  firmRoleId: string;
  userId: string;
}

/** The details under the spec's names (spec 3 §3 "Entity"), as stored and as answered. */
export function detailsFields(d: EntityDetails) {
  return {
    business_email: d.businessEmail,
    other_email: d.otherEmail,
    street: d.street,
    city: d.city,
    state: d.state,
    zip: d.zip,
    country: d.country,
    external_entity_id: d.externalEntityId,
    tax_return_id: d.taxSoftwareClientId,
  };
}

export type DetailsFields = ReturnType<typeof detailsFields>;

/** Details from the spec's names; fields a record was made without read as empty. */
export function detailsFrom(fields: Partial<DetailsFields>): EntityDetails {
  return {
    businessEmail: fields.business_email ?? '',
    otherEmail: fields.other_email ?? '',
    street: fields.street ?? '',
    city: fields.city ?? '',
    state: fields.state ?? '',
    zip: fields.zip ?? '',
    country: fields.country ?? 'US',
    externalEntityId: fields.external_entity_id ?? '',
    taxSoftwareClientId: fields.tax_return_id ?? '',
  };
}

export const EMPTY_ENTITY_DETAILS: EntityDetails = detailsFrom({});

/** The details as stored: the spec's names, the tax software's id under its own. */
export function storedDetailsFields(d: EntityDetails) {
  const { tax_return_id: _api, ...fields } = detailsFields(d);
  return { ...fields, tax_software_client_id: d.taxSoftwareClientId };
}

export type StoredDetailsFields = ReturnType<typeof storedDetailsFields>;

/** Details from a stored document (the tax software's id under its stored name). */
export function storedDetailsFrom(doc: Partial<StoredDetailsFields>): EntityDetails {
  return detailsFrom({ ...doc, tax_return_id: doc.tax_software_client_id });
}

/** Role assignments under the spec's names (`firm_role_assignments`), as stored and as answered. */
export const roleAssignmentFields = (list: FirmRoleAssignment[]) =>
  list.map((a) => ({ id: a.id, firm_role_id: a.firmRoleId, user_id: a.userId }));
