// The client app shell (also the preview frame for staff): app bar, the client navigation with the
// current-entity switcher, the global alert, and the blocking overlay for all-inactive accounts.
import { NavLink, Outlet, useNavigate, useNavigation } from 'react-router';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { paths } from '@/config/paths';
import { BrandMark } from '@/components/brand-mark';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { UserMenu } from '@/components/user-menu';
import { can } from '@/lib/authorization';
import { fullName } from '@/lib/current-user';
import { useSignOut } from '@/features/auth/api/sign-out';
import { EntitySwitcher } from '@/features/people/components/entity-switcher';
import { GlobalAlertBanner } from '@/features/notifications/components/global-alert-banner';
import { useRealtime } from '@/features/notifications/realtime/use-realtime';
import { useSession } from '../use-session';
import { ClientViewProvider, useClientView } from './client-view';

export const NO_ACTIVE_ENTITIES =
  'Your account does not have active entities to view. Please contact your firm.';

function InactiveOverlay({ onSignOut }: { onSignOut: () => void }) {
  return (
    <Dialog open aria-labelledby="no-entities-title" aria-describedby="no-entities-text">
      <DialogTitle id="no-entities-title">No active entities</DialogTitle>
      <DialogContent>
        <DialogContentText id="no-entities-text">{NO_ACTIVE_ENTITIES}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onSignOut} autoFocus>
          Sign out
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function PreviewBar() {
  const view = useClientView();
  const navigate = useNavigate();
  return (
    <Box
      role="region"
      aria-label="Preview"
      data-testid="preview-bar"
      sx={{ bgcolor: 'accent.main', color: 'common.black' }}
    >
      <Container maxWidth="lg">
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', py: 0.75 }}>
          <VisibilityOutlined fontSize="small" aria-hidden />
          <Typography variant="body2" sx={{ flexGrow: 1, fontWeight: 600 }}>
            Preview: you are seeing {view.clientName || 'this client'}&apos;s portal as they see it.
            Nothing can be changed here.
          </Typography>
          <Button
            size="small"
            color="inherit"
            variant="outlined"
            onClick={() => navigate(paths.staff.user.getHref(view.clientId))}
          >
            Exit preview
          </Button>
        </Stack>
      </Container>
    </Box>
  );
}

function ClientNav() {
  const { subject } = useSession();
  const view = useClientView();
  const items = [
    { label: 'Dashboard', to: view.links.dashboard, end: true, show: true },
    {
      label: 'Messages',
      to: view.links.inbox(view.current?.hash_id),
      show: can('client-messages:view', subject),
    },
    {
      label: 'Documents',
      to: view.current ? view.links.documents(view.current.hash_id) : '',
      show: Boolean(view.current) && can('client-documents:view', subject),
    },
    { label: 'Profile Settings', to: view.links.profile, show: true },
    { label: 'Help', to: view.links.help, show: true },
  ];
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minHeight: 52 }}>
      <Stack
        component="nav"
        aria-label="Main"
        direction="row"
        spacing={0.5}
        sx={{ overflowX: 'auto', py: 0.75, mx: -1, flexGrow: 1 }}
      >
        {items
          .filter((item) => item.show)
          .map((item) => (
            <Button
              key={item.label}
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
      {view.companies && (
        <EntitySwitcher
          companies={view.companies}
          current={view.current}
          onSelect={view.selectCompany}
        />
      )}
    </Stack>
  );
}

function ShellFrame() {
  const { user, firmName, firm } = useSession();
  const view = useClientView();
  const signOut = useSignOut();
  const navigation = useNavigation();
  useRealtime({ firmId: user.firm_id, uid: user.id });
  // The nav depends on firm preferences: render once they are known, so nothing shifts.
  if (!firm || (!view.companies && !view.companiesError)) return <FullPageSpinner />;
  const noEntities = view.companies?.length === 0;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {view.preview && <PreviewBar />}
      <AppBar position="sticky" elevation={0}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: 2 }}>
            <BrandMark name={firmName} logoUrl={firm.favicon_url} inverted />
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
            <ClientNav />
          </Container>
        </Box>
        {navigation.state === 'loading' && (
          <LinearProgress sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 2 }} />
        )}
      </AppBar>
      <GlobalAlertBanner />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 3, md: 4 } }}>
        {view.companiesError ? (
          <Alert severity="error">
            {view.preview ? "You can't preview this client." : "We couldn't load your entities."}{' '}
            {view.companiesError.message}
          </Alert>
        ) : noEntities && view.preview ? (
          <Alert severity="info">{NO_ACTIVE_ENTITIES}</Alert>
        ) : (
          !noEntities && <Outlet />
        )}
      </Container>
      {noEntities && !view.preview && <InactiveOverlay onSignOut={() => void signOut()} />}
    </Box>
  );
}

export default function ClientShell() {
  return (
    <ClientViewProvider>
      <ShellFrame />
    </ClientViewProvider>
  );
}
