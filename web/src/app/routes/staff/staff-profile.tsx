// Profile Settings for firm users (/admin-profile): the same personal details editor as clients,
// with their sign-in email editable (confirmed with a code), their out of office, and signing out
// everywhere.
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SessionsCard } from '@/features/auth/components/sessions-card';
import { OutOfOfficeCard } from '@/features/messaging/components/out-of-office-card';
import { useUserProfile } from '@/features/people/api/users';
import { OwnProfileEditor } from '@/features/people/components/own-profile-editor';
import { useSession } from '../use-session';
import { QueryContent } from '@/components/query-content';

export default function StaffProfileRoute() {
  const { user, firm } = useSession();
  const profile = useUserProfile(user.id);
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        Profile Settings
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <QueryContent query={profile} skeletonHeight={280}>
          {(profileData) => (
            <OwnProfileEditor
              profile={profileData}
              readOnly={false}
              force2fa={Boolean(firm?.preferences?.force_2fa_on_firm_users)}
              emailEditable
            />
          )}
        </QueryContent>
      </Paper>
      <OutOfOfficeCard />
      <SessionsCard />
    </Stack>
  );
}
