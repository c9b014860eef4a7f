// Who may change the firm's settings and manage its roles (spec 1 §2 "Staff left navigation",
// §6): the server's firm policy and the web app's POLICIES both decide with these.
import type { FirmAccess } from '../people/access';
import type { FirmPreferences } from './preferences';

/** Firm Settings (/firm): partners only. */
export const canEditFirmSettings = (access: FirmAccess | null): boolean => access === 'partner';

/** The access levels that manage firm roles. */
export const managesFirmRoles = (access: FirmAccess | null): boolean =>
  access === 'partner' || access === 'admin';

/** Firm Roles (/settings/roles): partners and admins, while the firm uses firm roles. */
export const canManageFirmRoles = (
  access: FirmAccess | null,
  preferences: Pick<FirmPreferences, 'use_firm_roles'>,
): boolean => managesFirmRoles(access) && preferences.use_firm_roles;

/**
 * Templates (/templates): partners, and full users unless the firm hides templates from them
 * (`template_disabled_for_nonadmin`).
 */
export const canEditTemplates = (
  access: FirmAccess | null,
  preferences: Pick<FirmPreferences, 'template_disabled_for_nonadmin'>,
): boolean =>
  access === 'partner' || (access === 'full' && !preferences.template_disabled_for_nonadmin);

/** The Drop Link dialog: partners, admins and full users, while the firm has `drop_link_enabled`. */
export const canUseDropLink = (
  access: FirmAccess | null,
  preferences: Pick<FirmPreferences, 'drop_link_enabled'>,
): boolean =>
  preferences.drop_link_enabled &&
  (access === 'partner' || access === 'admin' || access === 'full');
