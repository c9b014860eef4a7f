// What the entity endpoints answer (spec 1 §3 "Company"), as the web app reads it.
export interface CompanySummaryDto {
  id: string;
  hash_id: string;
  name: string;
  entity_type: string;
  inactive: boolean;
  readonly_access: boolean;
}

export interface CompanyDto extends CompanySummaryDto {
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
}
