// Firm roles: create, rename and delete roles, each with permissions from our catalogue.
import { countNoun } from '@portico/common/format/count-noun';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import TextField from '@mui/material/TextField';
import type { FirmRoleDto } from '@portico/common/firm/firm-catalog-dto';
import { FIRM_PERMISSIONS } from '@portico/common/firm/firm-permissions';
import { useFirmRoleEdit, useFirmRoles } from '../api/firm-roles';
import { CatalogList, fieldError } from './catalog-list';
import { firmRoleSchema } from '@portico/common/firm/firm-settings-schema';

type RoleDraft = { role_name: string; permission_ids: string[] };

export function FirmRolesEditor() {
  const roles = useFirmRoles();
  const edit = useFirmRoleEdit();
  return (
    <CatalogList<FirmRoleDto, RoleDraft>
      title="Roles"
      noun="Role"
      schema={firmRoleSchema}
      items={roles.data}
      error={roles.error}
      empty="No firm roles yet."
      primary={(r) => r.role_name}
      secondary={(r) => countNoun(r.permission_ids.length, 'permission')}
      blank={{ role_name: '', permission_ids: [] }}
      toDraft={(r) => ({ role_name: r.role_name, permission_ids: [...r.permission_ids] })}
      fields={(draft, change, errors) => (
        <>
          <TextField
            label="Role name"
            {...fieldError(errors, 'role_name')}
            value={draft.role_name}
            onChange={(e) => change({ ...draft, role_name: e.target.value })}
            autoFocus
          />
          <FormGroup aria-label="Permissions">
            {FIRM_PERMISSIONS.map((p) => (
              <FormControlLabel
                key={p.id}
                label={p.label}
                control={
                  <Checkbox
                    checked={draft.permission_ids.includes(p.id)}
                    onChange={(e) =>
                      change({
                        ...draft,
                        permission_ids: e.target.checked
                          ? [...draft.permission_ids, p.id]
                          : draft.permission_ids.filter((id) => id !== p.id),
                      })
                    }
                  />
                }
              />
            ))}
          </FormGroup>
        </>
      )}
      onSave={(input, id) =>
        edit.mutateAsync(id ? { kind: 'update', id, input } : { kind: 'create', input })
      }
      onDelete={(r) => edit.mutateAsync({ kind: 'delete', id: r.id })}
    />
  );
}
