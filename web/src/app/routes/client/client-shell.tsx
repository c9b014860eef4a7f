// The client app shell: app bar with the firm name, the client navigation and the account menu.
import { NavLink, Outlet, useNavigation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import { paths } from '@/config/paths';
import { BrandMark } from '@/components/brand-mark';
import { UserMenu } from '@/components/user-menu';
import { can, type Policy } from '@/lib/authorization';
import { fullName } from '@/features/auth/api/get-current-user';
import { useSignOut } from '@/features/auth/api/sign-out';
import { useSession } from '../use-session';

// Documents (/documents/{companyHash}) joins this list once the entity switcher knows the
// current entity.
const NAV: { label: string; to: string; end?: boolean; policy?: Policy }[] = [
  { label: 'Dashboard', to: paths.client.dashboard.getHref(), end: true },
  { label: 'Messages', to: paths.client.inbox.getHref(), policy: 'client-messages:view' },
  { label: 'Profile Settings', to: paths.client.profile.getHref() },
  { label: 'Help', to: paths.help.getHref() },
];

export default function ClientShell() {
  const { user, firmName, firm, subject } = useSession();
  const signOut = useSignOut();
  const navigation = useNavigation();

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="sticky" elevation={0}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 2 }}>
            <BrandMark name={firmName} logoUrl={firm?.favicon_url} inverted />
            <Box sx={{ flexGrow: 1 }} />
            <UserMenu name={fullName(user)} email={user.email} onSignOut={() => void signOut()} />
          </Toolbar>
        </Container>
        <Box
          sx={{
            bgcolor: 'background.paper',
            color: 'text.primary',
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Container maxWidth="lg">
            <Stack
              component="nav"
              aria-label="Main"
              direction="row"
              spacing={0.5}
              sx={{ overflowX: 'auto', py: 0.75, mx: -1 }}
            >
              {NAV.filter((item) => !item.policy || can(item.policy, subject)).map((item) => (
                <Button
                  key={item.to}
                  component={NavLink}
                  to={item.to}
                  end={item.end}
                  color="inherit"
                  sx={{
                    flexShrink: 0,
                    color: 'text.secondary',
                    '&.active': { color: 'primary.main', bgcolor: 'action.selected' },
                  }}
                >
                  {item.label}
                </Button>
              ))}
            </Stack>
          </Container>
        </Box>
        {navigation.state === 'loading' && (
          <LinearProgress sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 2 }} />
        )}
      </AppBar>
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        <Outlet />
      </Container>
    </Box>
  );
}
