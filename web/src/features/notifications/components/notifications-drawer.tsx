// The side panel the bell opens, with the notification list: its code loads when the bell is
// first pressed (notifications-button.tsx).
import Drawer from '@mui/material/Drawer';
import NotificationsPanel from './notifications-panel';

export default function NotificationsDrawer({
  open,
  onClose,
}: {
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      // Above the staff app bar, which sits above the navigation drawer.
      sx={{ zIndex: (theme) => theme.zIndex.modal }}
      slotProps={{
        paper: { 'aria-label': 'Notifications', sx: { width: { xs: '100%', sm: 440 } } },
      }}
    >
      {open && <NotificationsPanel onClose={onClose} />}
    </Drawer>
  );
}
