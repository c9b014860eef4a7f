// Profile Settings (/profile and its preview twin): the client's personal details and the current
// entity's details (read-only in preview, for read-only users or entities, or while the email is
// empty), and signing out everywhere.
import { SessionsCard } from '@/features/auth/components/sessions-card';
import LockOutlined from '@mui/icons-material/LockOutlined';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { toast } from '@/lib/toast';
import { useCompany, useUpdateCompany } from '@/features/people/api/companies';
import { useUserProfile } from '@/features/people/api/users';
import { ClientNotificationsButton } from '@/features/notifications/components/client-notifications-button';
import { EntityProfileForm } from '@/features/people/components/entity-profile-form';
import { OwnProfileEditor } from '@/features/people/components/own-profile-editor';
import { useSession } from '../use-session';
import { type ClientView, useClientView } from './client-view';
import { QueryContent } from '@/components/query-content';
import { SectionCard } from '@/components/section-card';

function EntitySection({ companyId, readOnly }: { companyId: string; readOnly: boolean }) {
  const company = useCompany(companyId);
  const save = useUpdateCompany(companyId);
  return (
    <QueryContent query={company} skeletonHeight={240}>
      {(data) => (
        <EntityProfileForm
          key={data.id}
          company={data}
          readOnly={readOnly || data.readonly_access}
          saving={save.isPending}
          onSubmit={(input) =>
            save.mutate(input, {
              onSuccess: () => toast.success('Entity info updated successfully.'),
            })
          }
        />
      )}
    </QueryContent>
  );
}

/** Why the profile cannot be changed here, or null when it can. */
function readOnlyReason(view: ClientView, emailMissing: boolean): string | null {
  if (view.preview)
    return `This is a preview of ${view.clientName}’s profile: nothing can be changed here.`;
  if (view.accountReadonly)
    return 'This account is read-only, so the profile cannot be changed. If something needs updating, please send us an email.';
  if (view.current?.readonly_access)
    return 'This entity is read-only, so the profile cannot be changed. If something needs updating, please send us an email.';
  if (emailMissing) return 'Your profile can be edited once your firm adds your email address.';
  return null;
}

export default function ClientProfileRoute() {
  const { firm } = useSession();
  const view = useClientView();
  const profile = useUserProfile(view.clientId);
  const emailMissing = profile.data
    ? !profile.data.email || profile.data.preferences.has_temp_email
    : false;
  const reason = readOnlyReason(view, emailMissing);
  const readOnly = reason !== null;
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        Profile Settings
      </Typography>
      {reason && (
        <Alert severity="info" icon={<LockOutlined />} data-testid="profile-read-only">
          {reason}
        </Alert>
      )}
      <SectionCard title="Personal details">
        <QueryContent query={profile} skeletonHeight={280}>
          {(profileData) => (
            <OwnProfileEditor
              profile={profileData}
              readOnly={readOnly}
              force2fa={Boolean(firm?.preferences?.force_2fa_on_users)}
            />
          )}
        </QueryContent>
      </SectionCard>
      {view.current && (
        <SectionCard
          title={`Entity: ${view.current.name}`}
          action={
            <ClientNotificationsButton
              company={view.current}
              preview={view.preview}
              readOnlyReason={
                view.accountReadonly
                  ? 'Your account is read-only, so these settings cannot be changed.'
                  : view.current.readonly_access
                    ? 'This entity is read-only, so these settings cannot be changed.'
                    : undefined
              }
            />
          }
        >
          <EntitySection companyId={view.current.id} readOnly={readOnly} />
        </SectionCard>
      )}
      {/* A staff member previewing a client must not end the client's sessions. */}
      {!view.preview && <SessionsCard />}
    </Stack>
  );
}
