// What GET /sessions/current_user answers: the signed-in person, as the web app sees them.
import type { FirmAccess } from '../people/access';

export interface CurrentUserDto {
  id: string;
  uid: string;
  email: string;
  fname: string;
  lname: string;
  full_name: string;
  preferred_name: string;
  is_advisor: boolean;
  firm_access: FirmAccess | null;
  firm_id: string;
  firm_group_id: string | null;
  readonly_access: boolean;
  paying: boolean;
  set_password_required: boolean;
  enabled_2fa: boolean;
  time_zone: string;
  /** The entity a client's screens open on (PUT /companies/default); null for staff or none. */
  default_company_id: string | null;
  /** Staff who hid the Guide from their menu (issue 50): has_temp_email as before. */
  preferences: { has_temp_email: boolean; guide_dismissed: boolean };
}
