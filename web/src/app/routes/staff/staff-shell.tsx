// The staff app shell: app bar (firm name, account menu) and the left navigation from the spec.
import { lazy, Suspense, useMemo, useState, type ReactElement } from 'react';
import { NavLink, Outlet, useNavigation } from 'react-router';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Badge from '@mui/material/Badge';
import MenuItem from '@mui/material/MenuItem';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AccountCircleOutlined from '@mui/icons-material/AccountCircleOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ChatBubbleOutline from '@mui/icons-material/ChatBubbleOutlineOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import LinkOutlined from '@mui/icons-material/LinkOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import MenuIcon from '@mui/icons-material/Menu';
import PeopleOutline from '@mui/icons-material/PeopleOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SyncAltOutlined from '@mui/icons-material/SyncAltOutlined';
import { paths } from '@/config/paths';
import { BrandMark } from '@/components/brand-mark';
import { UserMenu } from '@/components/user-menu';
import { can, type Policy } from '@/lib/authorization';
import { fullName } from '@/lib/current-user';
import { useSignOut } from '@/features/auth/api/sign-out';
import { FullPageSpinner } from '@/components/full-page-spinner';
import { useSignal } from '@/features/notifications/api/realtime-docs';
import { GlobalAlertBanner } from '@/features/notifications/components/global-alert-banner';
import { NotificationsButton } from '@/features/notifications/components/notifications-button';
import { useRealtime } from '@/features/notifications/realtime/use-realtime';
import { useSession } from '../use-session';
import { navItemSx } from '@/components/nav-item';
import { EntityActionsProvider } from '@/components/entity-actions';
import { staffEntityActions } from './entity-dialogs';

const DRAWER_WIDTH = 248;
// Only staff who open it download the dialog.
const DropLinkDialog = lazy(
  () => import('@/features/documents/components/drop-link/drop-link-dialog'),
);

interface NavItem {
  label: string;
  to: string;
  icon: ReactElement;
  policy?: Policy;
  /** Shows the unseen-messages count from the caller's realtime signal. */
  badge?: 'unseen-messages';
}

const TOP_ITEMS: NavItem[] = [
  { label: 'Collect', to: paths.staff.overview.getHref(), icon: <InboxOutlined /> },
  {
    label: 'Templates',
    to: paths.staff.templates.getHref(),
    icon: <DescriptionOutlined />,
    policy: 'templates:view',
  },
  { label: 'Entities', to: paths.staff.entities.getHref(), icon: <BusinessOutlined /> },
  { label: 'Users', to: paths.staff.users.getHref(), icon: <PeopleOutline /> },
  {
    label: 'Messages',
    to: paths.staff.messages.getHref(),
    icon: <ChatBubbleOutline />,
    policy: 'messages:view',
    badge: 'unseen-messages',
  },
  {
    label: 'Deliver',
    to: paths.staff.taxReturns.getHref(),
    icon: <SendOutlined />,
    policy: 'tax-returns:view',
  },
  {
    label: 'Connect',
    to: paths.staff.reviewAndExport.getHref(),
    icon: <SyncAltOutlined />,
    policy: 'review-and-export:view',
  },
  {
    label: 'Signatures',
    to: paths.staff.signatureRequests.getHref(),
    icon: <DrawOutlined />,
    policy: 'signature-requests:view',
  },
  {
    label: 'Activities',
    to: paths.staff.activities.getHref(),
    icon: <HistoryOutlined />,
    policy: 'activities:view',
  },
];

const BOTTOM_ITEMS: NavItem[] = [
  {
    label: 'Firm Roles',
    to: paths.staff.firmRoles.getHref(),
    icon: <AdminPanelSettingsOutlined />,
    policy: 'firm-roles:view',
  },
  {
    label: 'Firm Settings',
    to: paths.staff.firmSettings.getHref(),
    icon: <SettingsOutlined />,
    policy: 'firm-settings:view',
  },
  {
    label: 'Guide',
    to: paths.staff.guide.getHref(),
    icon: <MenuBookOutlined />,
    policy: 'guide:view',
  },
  { label: 'Profile Settings', to: paths.staff.profile.getHref(), icon: <AccountCircleOutlined /> },
];

function NavList({ items, onNavigate }: { items: NavItem[]; onNavigate: () => void }) {
  const unseen = useSignal().data?.unseen_messages ?? 0;
  return (
    <>
      {items.map((item) => (
        <ListItemButton
          key={item.to}
          component={NavLink}
          to={item.to}
          onClick={onNavigate}
          sx={navItemSx}
        >
          <ListItemIcon sx={{ minWidth: 40 }}>
            {item.badge ? (
              <Badge badgeContent={unseen} color="error" max={99} data-testid="messages-badge">
                {item.icon}
              </Badge>
            ) : (
              item.icon
            )}
          </ListItemIcon>
          <ListItemText
            primary={item.label}
            {...(item.badge && unseen > 0
              ? { 'aria-label': `${item.label}, ${unseen} unseen` }
              : {})}
          />
        </ListItemButton>
      ))}
    </>
  );
}

export default function StaffShell() {
  const { user, firm, firmName, subject } = useSession();
  const signOut = useSignOut();
  const navigation = useNavigation();
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'));
  const [mobileOpen, setMobileOpen] = useState(false);
  const [dropLinkOpen, setDropLinkOpen] = useState(false);
  const visible = (items: NavItem[]) =>
    items.filter((item) => !item.policy || can(item.policy, subject));
  const closeMobile = () => setMobileOpen(false);
  const mayAssignAdvisor = can('people:assign-advisor', subject);
  const entityActions = useMemo(() => staffEntityActions(mayAssignAdvisor), [mayAssignAdvisor]);
  useRealtime({ firmId: user.firm_id, uid: user.id });

  const drawer = (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <Toolbar />
      <List component="nav" aria-label="Main" sx={{ pt: 1.5 }}>
        <NavList items={visible(TOP_ITEMS)} onNavigate={closeMobile} />
      </List>
      <Box sx={{ flexGrow: 1 }} />
      <Divider />
      <List component="nav" aria-label="Settings" sx={{ py: 1 }}>
        {can('drop-link:use', subject) && (
          <ListItemButton
            sx={{ borderRadius: 2, mx: 1, mb: 0.5 }}
            onClick={() => {
              closeMobile();
              setDropLinkOpen(true);
            }}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>
              <LinkOutlined />
            </ListItemIcon>
            <ListItemText primary="Drop Link" />
          </ListItemButton>
        )}
        <NavList items={visible(BOTTOM_ITEMS)} onNavigate={closeMobile} />
      </List>
    </Box>
  );

  // The nav depends on firm preferences: render once they are known, so nothing shifts.
  if (!firm) return <FullPageSpinner />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <AppBar position="fixed" elevation={0} sx={{ zIndex: (t) => t.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: 1 }}>
          {!desktop && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label="Open navigation"
              onClick={() => setMobileOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <BrandMark name={firmName} inverted />
          <Box sx={{ flexGrow: 1 }} />
          <NotificationsButton />
          <UserMenu name={fullName(user)} email={user.email} onSignOut={() => void signOut()}>
            {(close) => (
              <MenuItem component={NavLink} to={paths.staff.profile.getHref()} onClick={close}>
                <ListItemIcon>
                  <AccountCircleOutlined fontSize="small" />
                </ListItemIcon>
                Profile Settings
              </MenuItem>
            )}
          </UserMenu>
        </Toolbar>
        {navigation.state === 'loading' && (
          <LinearProgress
            color="inherit"
            sx={{ position: 'absolute', bottom: 0, left: 0, right: 0, height: 2 }}
          />
        )}
      </AppBar>
      <Box component="aside" sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
        <Drawer
          variant={desktop ? 'permanent' : 'temporary'}
          open={desktop || mobileOpen}
          onClose={closeMobile}
          // On a narrow screen the drawer opens as a modal dialog, which needs a name.
          slotProps={desktop ? undefined : { paper: { 'aria-label': 'Navigation' } }}
          sx={{
            '& .MuiDrawer-paper': {
              width: DRAWER_WIDTH,
              boxSizing: 'border-box',
              borderRight: 1,
              borderColor: 'divider',
            },
          }}
        >
          {drawer}
        </Drawer>
      </Box>
      <Box component="main" sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, sm: 3, md: 4 } }}>
        <Toolbar />
        <GlobalAlertBanner inset />
        <EntityActionsProvider value={entityActions}>
          <Outlet />
        </EntityActionsProvider>
      </Box>
      {dropLinkOpen && (
        <Suspense fallback={null}>
          <DropLinkDialog onClose={() => setDropLinkOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}
