// The client app shell (also the preview frame for staff): app bar, the client navigation with the
// current-entity switcher (a strip from md up, a drawer on phones), the global alert, and the
// blocking overlay for all-inactive accounts.
import { lazy, Suspense, useId, useState, type ReactElement } from 'react';
import { NavLink, Outlet, useNavigate, useNavigation } from 'react-router';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import FolderOutlined from '@mui/icons-material/FolderOutlined';
import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import SpaceDashboardOutlined from '@mui/icons-material/SpaceDashboardOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import { paths } from '@/config/paths';
import { BrandMark } from '@/components/brand-mark';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { AfterFirstRender } from '@/components/after-first-render';
import { UserMenu } from '@/components/user-menu';
import { can } from '@/lib/authorization';
import { fullName } from '@/lib/current-user';
import { useSignOut } from '@/features/auth/api/sign-out';
import { EntitySwitcher } from '@/features/people/components/entity-switcher';
import { GlobalAlertBanner } from '@/features/notifications/components/global-alert-banner';
import { useRealtime } from '@/features/notifications/realtime/use-realtime';
import { NotificationsButton } from '@/features/notifications/components/notifications-button';
import { useSession } from '../use-session';
import { ClientViewProvider, useClientView } from './client-view';
import { pageLinkSx } from '@/components/nav-item';

export const NO_ACTIVE_ENTITIES =
  'Your account does not have active entities to view. Please contact your firm.';

// Seldom shown: its dialog's code loads when it is.
const InactiveOverlay = lazy(() => import('./inactive-overlay'));
// A phone's navigation drawer: its code loads when the menu button is first pressed.
const MobileNav = lazy(() => import('./client-mobile-nav'));

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

export interface NavItem {
  label: string;
  to: string;
  icon: ReactElement;
  end?: boolean;
}

/** The client's destinations (spec 1 §2 "Client navigation"), as this client may use them. */
function useNavItems(): NavItem[] {
  const { subject } = useSession();
  const view = useClientView();
  const items: (NavItem & { show: boolean })[] = [
    {
      label: 'Dashboard',
      to: view.links.dashboard,
      icon: <SpaceDashboardOutlined />,
      end: true,
      show: true,
    },
    {
      label: 'Messages',
      to: view.links.inbox(view.current?.hash_id),
      icon: <ChatBubbleOutline />,
      show: can('client-messages:view', subject),
    },
    {
      label: 'Documents',
      to: view.current ? view.links.documents(view.current.hash_id) : '',
      icon: <FolderOutlined />,
      show: Boolean(view.current) && can('client-documents:view', subject),
    },
    {
      label: 'Profile Settings',
      to: view.links.profile,
      icon: <AccountCircleOutlined />,
      show: true,
    },
    { label: 'Help', to: view.links.help, icon: <HelpOutlineOutlined />, show: true },
  ];
  return items.filter((item) => item.show);
}

function ShellEntitySwitcher({ fullWidth = false }: { fullWidth?: boolean }) {
  const view = useClientView();
  if (!view.companies) return null;
  return (
    <EntitySwitcher
      companies={view.companies}
      current={view.current}
      onSelect={view.selectCompany}
      fullWidth={fullWidth}
    />
  );
}

/** From md up: the destinations in a strip under the app bar, the entity switcher at its end. */
function DesktopNav() {
  const items = useNavItems();
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minHeight: 52 }}>
      <Stack
        component="nav"
        aria-label="Main"
        direction="row"
        spacing={0.5}
        // The switcher gives way (its name truncates) before any destination does.
        sx={{ py: 0.75, mx: -1, flexGrow: 1, flexShrink: 0 }}
      >
        {items.map((item) => (
          <Button
            key={item.label}
            component={NavLink}
            to={item.to}
            end={item.end}
            color="inherit"
            sx={pageLinkSx}
          >
            {item.label}
          </Button>
        ))}
      </Stack>
      <ShellEntitySwitcher />
    </Stack>
  );
}

function ShellFrame() {
  const { user, firmName, firm } = useSession();
  const view = useClientView();
  const signOut = useSignOut();
  const navigation = useNavigation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [navOpen, setNavOpen] = useState(false);
  const [navOpened, setNavOpened] = useState(false);
  const drawerId = useId();
  const navItems = useNavItems();
  useRealtime({ firmId: user.firm_id, uid: user.id });
  // The nav depends on firm preferences: render once they are known, so nothing shifts.
  if (!firm || (!view.companies && !view.companiesError)) return <FullPageSpinner />;
  const noEntities = view.companies?.length === 0;

  return (
    <Box sx={{ minHeight: '100vh', bgcolor: 'background.default' }}>
      {view.preview && <PreviewBar />}
      <AppBar position="sticky" elevation={0}>
        <Container maxWidth="lg">
          <Toolbar disableGutters sx={{ gap: { xs: 1, md: 2 } }}>
            {!desktop && (
              <IconButton
                color="inherit"
                edge="start"
                aria-label="Open navigation"
                aria-haspopup="dialog"
                aria-expanded={navOpen ? 'true' : 'false'}
                aria-controls={navOpen ? drawerId : undefined}
                onClick={() => {
                  setNavOpen(true);
                  setNavOpened(true);
                }}
              >
                <MenuIcon />
              </IconButton>
            )}
            <BrandMark name={firmName} logoUrl={firm.favicon_url} inverted />
            <Box sx={{ flexGrow: 1 }} />
            {/* The bar's end, a render after the page: nothing before it moves (issue 48). */}
            <AfterFirstRender>
              {/* Previewing staff see the client's screens, not the client's notifications. */}
              {!view.preview && <NotificationsButton />}
              <UserMenu name={fullName(user)} email={user.email} onSignOut={() => void signOut()} />
            </AfterFirstRender>
          </Toolbar>
        </Container>
        {desktop && (
          <Box
            sx={{
              bgcolor: 'background.paper',
              color: 'text.primary',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Container maxWidth="lg">
              <DesktopNav />
            </Container>
          </Box>
        )}
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
      {/* Kept once opened, so it closes with its transition. */}
      {!desktop && navOpened && (
        <Suspense fallback={null}>
          <MobileNav
            id={drawerId}
            open={navOpen}
            onClose={() => setNavOpen(false)}
            items={navItems}
            switcher={(view.companies?.length ?? 0) > 1 ? <ShellEntitySwitcher fullWidth /> : null}
          />
        </Suspense>
      )}
      {noEntities && !view.preview && (
        <Suspense fallback={null}>
          <InactiveOverlay message={NO_ACTIVE_ENTITIES} onSignOut={() => void signOut()} />
        </Suspense>
      )}
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
