// The staff entity edit dialog: details, notification settings and (with firm roles) the Firm Roles
// tab where each role is assigned to one firm user or cleared.
import { useState, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type {
  EntityTypeDto,
  FirmRoleDto,
  FirmUserDto,
} from '@portico/common/firm/firm-catalog-dto';
import type { EntityDto } from '@portico/common/people/entity-dto';
import { toast } from '@/lib/toast';
import { useAssignFirmRole, useUpdateCompany } from '../api/companies';
import { AdvisorSelect } from './advisor-select';
import { EntityProfileForm } from './entity-profile-form';

export interface EntityEditContext {
  entityTypes: EntityTypeDto[];
  firmUsers: FirmUserDto[];
  roles: FirmRoleDto[] | null;
  canChangeAssignedUser: boolean;
  showExternalId: boolean;
}

function FirmRolesTab({
  company,
  roles,
  firmUsers,
}: {
  company: EntityDto;
  roles: FirmRoleDto[];
  firmUsers: FirmUserDto[];
}) {
  const assign = useAssignFirmRole(company.id);
  if (roles.length === 0)
    return <Typography color="text.secondary">The firm has no roles yet.</Typography>;
  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      {roles.map((role) => {
        const current = company.firm_role_assignments.find((a) => a.firm_role_id === role.id);
        return (
          <AdvisorSelect
            key={role.id}
            advisors={firmUsers}
            first={{ value: '', label: 'Not assigned' }}
            label={role.role_name}
            value={current?.user_id ?? ''}
            // An unassigned role reads 'Not assigned' rather than an empty field.
            slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            disabled={assign.isPending}
            onChange={(e) => {
              const assignee = firmUsers.find((u) => u.id === e.target.value);
              assign.mutate(
                { firmRoleId: role.id, userId: assignee?.id ?? null },
                {
                  onSuccess: () =>
                    toast.success(
                      assignee
                        ? `${role.role_name} assigned to ${assignee.full_name}`
                        : `${role.role_name} cleared`,
                    ),
                },
              );
            }}
          />
        );
      })}
    </Stack>
  );
}

export function EntityEditDialog({
  company,
  context,
  notifications,
  onClose,
}: {
  company: EntityDto;
  context: EntityEditContext;
  /** The notification settings tab's content (owned by the notifications feature). */
  notifications: ReactNode;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<'details' | 'notifications' | 'roles'>('details');
  const save = useUpdateCompany(company.id);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="entity-edit-title">
      <DialogTitle id="entity-edit-title">Edit {company.name}</DialogTitle>
      <DialogContent>
        <Tabs
          value={tab}
          onChange={(_e, next) => setTab(next)}
          sx={{ mb: 2 }}
          aria-label="Entity edit sections"
        >
          <Tab value="details" label="Details" />
          <Tab value="notifications" label="Notification settings" />
          {context.roles && <Tab value="roles" label="Firm Roles" />}
        </Tabs>
        {tab === 'details' && (
          <EntityProfileForm
            company={company}
            readOnly={false}
            autoFocus
            staff={context}
            saving={save.isPending}
            onSubmit={(input) =>
              save.mutate(input, {
                onSuccess: () => {
                  toast.success('Entity updated successfully');
                  onClose();
                },
              })
            }
          />
        )}
        {tab === 'notifications' && notifications}
        {tab === 'roles' && context.roles && (
          <FirmRolesTab company={company} roles={context.roles} firmUsers={context.firmUsers} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
