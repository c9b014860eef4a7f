// Who may import (spec 3 §6): firm staff; the restricted rollover types only partners and admins;
// an import is seen by the staff member who uploaded it and by partners and admins.
import {
  canUseRestrictedImportTypes,
  RESTRICTED_IMPORT_TYPES,
  RESTRICTED_TYPE,
  type ImportFileType,
} from '@portico/common/imports/imports';
import { forbidden } from '../http/http-error';
import type { Principal } from '../http/principal';
import { requireStaff } from '../people/people.policy';

export const requireImporter = requireStaff;

export function requireImportType(caller: Principal, type: ImportFileType): void {
  if (RESTRICTED_IMPORT_TYPES.includes(type) && !canUseRestrictedImportTypes(caller.firmAccess))
    throw forbidden(RESTRICTED_TYPE);
}

/** Client lists carry every client's details, so other staff see only their own imports. */
export const canSeeImport = (caller: Principal, createdBy: string) =>
  caller.userId === createdBy || caller.firmAccess === 'partner' || caller.firmAccess === 'admin';
