// Who may import (spec 3 §6): firm staff; the restricted rollover types only partners and admins;
// an import is seen by the staff member who uploaded it and by partners and admins.
import {
  canUseRestrictedImportTypes,
  RESTRICTED_IMPORT_TYPES,
  RESTRICTED_TYPE,
  type ImportFileType,
} from '@portico/common/imports/imports';
import { Forbidden } from '../kernel/errors';
import { requireStaff, type Principal } from '../kernel/principal';

export const requireImporter = requireStaff;

export function requireImportType(caller: Principal, type: ImportFileType): void {
  if (RESTRICTED_IMPORT_TYPES.includes(type) && !canUseRestrictedImportTypes(caller.firmAccess))
    throw new Forbidden(RESTRICTED_TYPE);
}

/** Client lists carry every client's details, so other staff see only their own imports. */
export const canSeeImport = (caller: Principal, createdBy: string) =>
  caller.userId === createdBy || caller.firmAccess === 'partner' || caller.firmAccess === 'admin';
