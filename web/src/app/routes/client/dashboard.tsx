// Client landing (/): greeting and who is signed in. Questionnaires and tax returns come with their areas.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { displayName, fullName } from '@/features/auth/api/get-current-user';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useSession } from '../use-session';

export default function ClientDashboardRoute() {
  const { user, firmName } = useSession();
  const signOut = useSignOut();
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        Welcome, {displayName(user)}!
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ p: 3 }}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
          >
            <Stack spacing={0.5} sx={{ minWidth: 0 }}>
              <Typography variant="overline" color="text.secondary">
                Your {firmName} portal
              </Typography>
              <Typography variant="h2" component="p" data-testid="current-user-name">
                {fullName(user)}
              </Typography>
              <Typography color="text.secondary" data-testid="current-user-email">
                {user.email}
              </Typography>
            </Stack>
            <Button variant="outlined" startIcon={<Logout />} onClick={() => void signOut()}>
              Sign out
            </Button>
          </Stack>
        </CardContent>
      </Card>
      {user.readonly_access && (
        <Typography color="text.secondary">
          This account is read-only. If you need to upload documents or answer questionnaires,
          please send us an email.
        </Typography>
      )}
    </Stack>
  );
}
