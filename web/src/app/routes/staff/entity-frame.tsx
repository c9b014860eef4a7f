// The staff entity view frame (/admin/{companyHash}): Overview header, Back to Entities, Dashboard,
// Messages (disabled without active owners), Documents, the entity chooser and the edit dialog.
import { useState } from 'react';
import {
  Link as RouterLink,
  NavLink,
  Outlet,
  useNavigate,
  useOutletContext,
  useParams,
} from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import type { EntityDto } from '@portico/common/people/entity-dto';
import { paths } from '@/config/paths';
import { can } from '@/lib/authorization';
import { useCatalog, useFirmUsers } from '@/lib/firm-catalog';
import { useFirmRoles } from '@/features/firm/api/firm-roles';
import { useCompany } from '@/features/people/api/companies';
import { EntityChooser } from '@/components/entity-chooser';
import { EntityEditDialog } from '@/features/people/components/entity-edit-dialog';
import { MyNotificationsButton } from '@/features/notifications/components/my-notifications-button';
import { OwnerNotificationsForm } from '@/features/notifications/components/owner-notifications-form';
import { useSession } from '../use-session';
import { OverviewHeader } from '@/components/overview-header';
import { QueryContent } from '@/components/query-content';
import { pageLinkSx } from '@/components/nav-item';

export const NO_ACTIVE_OWNERS = 'Entity has no active owners to message.';

function EditEntity({ company }: { company: EntityDto }) {
  const { user, firm } = useSession();
  const [open, setOpen] = useState(false);
  const prefs = firm?.preferences ?? {};
  const types = useCatalog('entity_types', open);
  const firmUsers = useFirmUsers(open);
  const roles = useFirmRoles(open && Boolean(prefs.use_firm_roles));
  const ready = types.data && firmUsers.data && (!prefs.use_firm_roles || roles.data);
  return (
    <>
      <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setOpen(true)}>
        Edit entity
      </Button>
      {open && ready && (
        <EntityEditDialog
          company={company}
          notifications={<OwnerNotificationsForm companyId={company.id} />}
          onClose={() => setOpen(false)}
          context={{
            entityTypes: types.data,
            firmUsers: firmUsers.data,
            roles: prefs.use_firm_roles ? (roles.data ?? []) : null,
            canChangeAssignedUser: user.firm_access === 'partner' || user.firm_access === 'full',
            showExternalId: Boolean(prefs.external_entity_id_allowed),
          }}
        />
      )}
    </>
  );
}

export default function EntityFrame() {
  const { companyHash = '' } = useParams();
  const { subject } = useSession();
  const navigate = useNavigate();
  const company = useCompany(companyHash);
  const messagesAllowed = can('messages:view', subject);

  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Button
          component={RouterLink}
          to={paths.staff.entities.getHref()}
          startIcon={<ArrowBack />}
          sx={{ alignSelf: 'flex-start' }}
        >
          Back to Entities
        </Button>
        <EntityChooser onChoose={(c) => navigate(paths.staff.entity.getHref(c.hash_id))} />
      </Stack>
      <QueryContent query={company} skeletonHeight={120}>
        {(companyData) => (
          <>
            <OverviewHeader
              title={companyData.name}
              chips={
                <>
                  <Chip size="small" label={companyData.entity_type} />
                  {companyData.inactive && <Chip size="small" color="warning" label="Inactive" />}
                  {companyData.readonly_access && <Chip size="small" label="Read-only" />}
                </>
              }
              actions={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                  <MyNotificationsButton company={companyData} />
                  <EditEntity company={companyData} />
                </Stack>
              }
            />
            <Stack
              component="nav"
              aria-label="Entity"
              direction="row"
              spacing={0.5}
              sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Button
                component={NavLink}
                to={paths.staff.entity.getHref(companyHash)}
                end
                sx={pageLinkSx}
              >
                Dashboard
              </Button>
              {messagesAllowed &&
                (companyData.has_active_owners ? (
                  <Button
                    component={NavLink}
                    to={paths.staff.entityMessages.getHref(companyHash)}
                    sx={pageLinkSx}
                  >
                    Messages
                  </Button>
                ) : (
                  <Tooltip title={NO_ACTIVE_OWNERS}>
                    {/* A disabled button fires no events; the span carries the tooltip. */}
                    <span tabIndex={0} aria-label={`Messages: ${NO_ACTIVE_OWNERS}`}>
                      <Button disabled>Messages</Button>
                    </span>
                  </Tooltip>
                ))}
              <Button
                component={NavLink}
                to={paths.staff.entityDocuments.getHref(companyHash)}
                sx={pageLinkSx}
              >
                Documents
              </Button>
            </Stack>
            <Outlet context={companyData} />
          </>
        )}
      </QueryContent>
    </Stack>
  );
}

export function useEntityOutlet(): EntityDto {
  return useOutletContext<EntityDto>();
}
