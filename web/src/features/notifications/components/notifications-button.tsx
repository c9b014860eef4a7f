// The bell in the app bar: the user's unread notifications as a badge, live (their signal moves
// when one arrives), opening the notification list in a panel at the side.
import { lazy, Suspense, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { FIRST_PAGE, useNotifications, useNotificationsFollowSignal } from '../api/notifications';

// Only users who open it download the panel and its list.
const NotificationsDrawer = lazy(() => import('./notifications-drawer'));

export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  useNotificationsFollowSignal(true);
  const unread = useNotifications(FIRST_PAGE).data?.unread_count ?? 0;
  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          color="inherit"
          aria-label={unread > 0 ? `Notifications, ${unread} unread` : 'Notifications'}
          aria-haspopup="dialog"
          onClick={() => {
            setOpen(true);
            setOpened(true);
          }}
        >
          <Badge
            // No text at all when there is nothing unread: the button's name is the count's.
            badgeContent={unread > 0 ? unread : undefined}
            color="error"
            max={99}
            data-testid="notifications-badge"
          >
            <NotificationsOutlined />
          </Badge>
        </IconButton>
      </Tooltip>
      {/* Kept once opened, so it closes with its transition. */}
      {opened && (
        <Suspense fallback={null}>
          <NotificationsDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
