// What the entity endpoints answer (spec 1 §3 "Company"), as the web app reads it.
import type { TagRefDto } from './people-list';
export interface EntitySummaryDto {
  id: string;
  hash_id: string;
  name: string;
  entity_type: string;
  inactive: boolean;
  readonly_access: boolean;
}

/** GET /users/{id}/entities: a client's entities on their staff view, inactive ones included. */
export interface OwnedEntityDto extends EntitySummaryDto {
  business_email: string;
  /** Whether the user is the entity's primary contact. */
  is_primary: boolean;
}

export interface EntityDto extends EntitySummaryDto {
  business_email: string;
  other_email: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  external_entity_id: string;
  tax_return_id: string;
  assigned_advisor_id: string | null;
  firm_group_id: string | null;
  /** The owner the firm writes to first ("primary contact"); null when the entity has none. */
  primary_owner_id: string | null;
  /** The owner recorded as the spouse of an Individual's primary contact; null when none. */
  spouse_id: string | null;
  /** Staff only (tags are advisor-side); clients get []. */
  entity_tags: TagRefDto[];
  owners: { id: string; full_name: string; email: string; paying: boolean }[];
  firm_role_assignments: { id: string; firm_role_id: string; user_id: string }[];
  /** Whether the entity has an active owner to message (the staff Messages item depends on it). */
  has_active_owners: boolean;
}

export interface UserProfileDto {
  id: string;
  email: string;
  fname: string;
  lname: string;
  full_name: string;
  preferred_name: string;
  phone_number: string;
  work_phone_number: string;
  work_phone_extension: string;
  work_email: string;
  preferred_contact_method: 'email' | 'sms';
  time_zone: string;
  enabled_2fa: boolean;
  preferred_sign_in_method: 'password' | 'email' | 'sms';
  is_advisor: boolean;
  paying: boolean;
  readonly_access: boolean;
  firm_group_id: string | null;
  assigned_advisor_id: string | null;
  preferences: { has_temp_email: boolean };
  /** Staff only (tags are advisor-side); the user themself gets []. */
  contact_tags: TagRefDto[];
}
