// The firm-role permission catalogue (spec 1 §3 "Firm role": the spec leaves the identifiers to us).
export const FIRM_PERMISSIONS = [
  { id: 'firm_roles.create', label: 'Create firm roles' },
  { id: 'firm_roles.update', label: 'Rename firm roles and change their permissions' },
  { id: 'firm_roles.delete', label: 'Delete firm roles' },
  { id: 'firm_roles.set_defaults', label: 'Set default roles for new entities' },
  { id: 'firm_role_assignments.assign', label: 'Assign a role on one entity' },
  { id: 'firm_role_assignments.unassign', label: 'Remove a role from one entity' },
  { id: 'firm_role_assignments.bulk_assign', label: 'Assign a role on many entities at once' },
  { id: 'firm_role_assignments.bulk_unassign', label: 'Remove a role from many entities at once' },
  { id: 'firm_role_assignments.update_special', label: 'Update special roles of an entity' },
] as const;

export type FirmPermissionId = (typeof FIRM_PERMISSIONS)[number]['id'];
export const FIRM_PERMISSION_IDS = FIRM_PERMISSIONS.map((p) => p.id) as FirmPermissionId[];
