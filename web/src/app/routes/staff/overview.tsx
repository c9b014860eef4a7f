// Staff landing (/overview, "Collect"): who is signed in. Questionnaire tables come with issue 2's area.
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Logout from '@mui/icons-material/Logout';
import { fullName } from '@/lib/current-user';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useSession } from '../use-session';

const ACCESS_LABEL = {
  partner: 'Partner',
  admin: 'Admin',
  full: 'Full access',
  group: 'Group access',
} as const;

export default function OverviewRoute() {
  const { user, firmName } = useSession();
  const signOut = useSignOut();
  return (
    <Stack spacing={3}>
      <Typography variant="h1" component="h1">
        Collect
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
                Signed in to {firmName}
              </Typography>
              <Typography variant="h2" component="p" data-testid="current-user-name">
                {fullName(user)}
              </Typography>
              <Typography color="text.secondary" data-testid="current-user-email">
                {user.email}
              </Typography>
              {user.firm_access && (
                <Stack direction="row" spacing={1} sx={{ pt: 1 }}>
                  <Chip
                    size="small"
                    label={ACCESS_LABEL[user.firm_access]}
                    color="primary"
                    variant="outlined"
                  />
                  {user.readonly_access && <Chip size="small" label="Read-only" />}
                </Stack>
              )}
            </Stack>
            <Button variant="outlined" startIcon={<Logout />} onClick={() => void signOut()}>
              Sign out
            </Button>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}
