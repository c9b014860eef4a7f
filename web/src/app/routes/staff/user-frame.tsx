// The staff user view (/clients/{userId}): Overview, Back to Users, Dashboard with the client's
// details and actions (Edit user, activate / deactivate, read-only, preview), their entities (with
// "Create a new entity") and their User Tags.
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import type { UserProfileDto } from '@portico/common/people/entity-dto';
import { formatPhone } from '@portico/common/people/phone';
import { USER_UPDATED } from '@portico/common/people/user-status';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useUserProfile } from '@/features/people/api/users';
import { useUpdateUserStatus } from '@/features/people/api/user-status';
import { EditUserDialog } from '@/features/people/components/edit-user-dialog';
import { RecordTagsSection } from '@/features/people/components/record-tags-section';
import { UserEntitiesPanel } from '@/features/people/components/user-entities-panel';
import { UserStatusDialog } from '@/features/people/components/user-status-dialog';
import { OverviewHeader } from '@/components/overview-header';
import { pageLinkSx } from '@/components/nav-item';
import { QueryContent } from '@/components/query-content';

function ClientActions({ profile }: { profile: UserProfileDto }) {
  const [editing, setEditing] = useState(false);
  const [changingStatus, setChangingStatus] = useState(false);
  const update = useUpdateUserStatus();
  const toggleReadOnly = () =>
    update.mutate(
      { userId: profile.id, readonly_access: !profile.readonly_access },
      { onSuccess: () => toast.success(USER_UPDATED), onError: (error) => toast.error(error) },
    );
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
        Edit user
      </Button>
      <Button variant="outlined" onClick={() => setChangingStatus(true)}>
        {profile.paying ? 'Deactivate' : 'Activate'}
      </Button>
      {/* The read-only toggle exists only for active users (spec 3 §4). */}
      {profile.paying && (
        <Button variant="outlined" onClick={toggleReadOnly} disabled={update.isPending}>
          {profile.readonly_access ? 'Remove read-only' : 'Make read-only'}
        </Button>
      )}
      <Button
        variant="contained"
        startIcon={<VisibilityOutlined />}
        component={RouterLink}
        to={paths.preview.root.getHref(profile.id)}
      >
        Preview as client
      </Button>
      <EditUserDialog userId={editing ? profile.id : null} onClose={() => setEditing(false)} />
      <UserStatusDialog
        user={changingStatus ? profile : null}
        onClose={() => setChangingStatus(false)}
      />
    </Stack>
  );
}

export default function UserFrameRoute() {
  const { userId = '' } = useParams();
  const profile = useUserProfile(userId);
  return (
    <Stack spacing={3}>
      <Button
        component={RouterLink}
        to={paths.staff.users.getHref()}
        startIcon={<ArrowBack />}
        sx={{ alignSelf: 'flex-start' }}
      >
        Back to Users
      </Button>
      <QueryContent query={profile} skeletonHeight={160}>
        {(data) => (
          <>
            <OverviewHeader
              title={data.full_name}
              subtitle={
                <>
                  {data.preferences.has_temp_email ? 'No email' : data.email}
                  {data.phone_number ? ` · ${formatPhone(data.phone_number)}` : ''}
                </>
              }
              chips={
                data.is_advisor ? undefined : (
                  <>
                    <Chip
                      size="small"
                      color={data.paying ? 'success' : 'warning'}
                      label={data.paying ? 'Active' : 'Inactive'}
                    />
                    {data.readonly_access && <Chip size="small" label="Read-only" />}
                  </>
                )
              }
              actions={data.is_advisor ? undefined : <ClientActions profile={data} />}
            />
            <Stack
              component="nav"
              aria-label="User"
              direction="row"
              sx={{ borderBottom: 1, borderColor: 'divider', pb: 1 }}
            >
              <Button className="active" aria-current="page" sx={pageLinkSx}>
                Dashboard
              </Button>
            </Stack>
            {!data.is_advisor && (
              <>
                <UserEntitiesPanel user={data} />
                <RecordTagsSection
                  kind="contact"
                  record={{ id: data.id, name: data.full_name, tags: data.contact_tags }}
                />
              </>
            )}
          </>
        )}
      </QueryContent>
    </Stack>
  );
}
