// What the firm catalogue endpoints answer: groups, entity types, custom statuses and roles.
export interface FirmGroupDto {
  id: string;
  name: string;
}
export interface EntityTypeDto {
  id: string;
  name: string;
  allowed: boolean;
  /** Standard types come from the spec and cannot be deleted (Individual may be disallowed). */
  standard: boolean;
}
export interface CustomStatusDto {
  id: string;
  client_display_status: string;
  client_instruction: string;
  firm_user_display_status: string;
}
export interface FirmRoleDto {
  id: string;
  role_name: string;
  permission_ids: string[];
}
export interface FirmUserDto {
  id: string;
  full_name: string;
  email: string;
  firm_access: 'partner' | 'admin' | 'full' | 'group' | null;
  firm_group_id: string | null;
}
export interface BrandingDto {
  name: string;
  favicon_url: string;
  theme: { primary: string; secondary: string; accent: string };
  url: string;
}
