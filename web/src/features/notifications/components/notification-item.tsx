// One notification in the list: what happened, the entity and when; unread ones stand out. The
// row opens the notification's link (and counts as read); the button beside it dismisses it.
import IconButton from '@mui/material/IconButton';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Box from '@mui/material/Box';
import Close from '@mui/icons-material/Close';
import type { NotificationDto } from '@portico/common/notifications/notifications';
import { formatDateTime } from '@portico/common/format/instant';

export function NotificationItem(props: {
  notification: NotificationDto;
  onOpen: () => void;
  onDismiss: () => void;
  dismissing: boolean;
}) {
  const { notification: n, onOpen, onDismiss, dismissing } = props;
  const unread = !n.dismissed;
  return (
    <ListItem
      disablePadding
      divider
      data-testid="notification"
      data-unread={unread ? 'true' : 'false'}
      secondaryAction={
        unread ? (
          <Tooltip title="Dismiss">
            <IconButton
              edge="end"
              aria-label={`Dismiss: ${n.text}`}
              onClick={onDismiss}
              disabled={dismissing}
            >
              <Close fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : undefined
      }
    >
      <ListItemButton onClick={onOpen} sx={{ alignItems: 'flex-start', gap: 1.5, pr: 7 }}>
        <Box
          aria-hidden
          sx={{
            mt: 0.875,
            width: 8,
            height: 8,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: unread ? 'primary.main' : 'transparent',
          }}
        />
        <ListItemText
          primary={n.text}
          secondary={`${n.client_name} · ${formatDateTime(n.created_at)}`}
          slotProps={{
            primary: {
              sx: {
                fontWeight: unread ? 600 : 400,
                color: unread ? 'text.primary' : 'text.secondary',
              },
            },
          }}
        />
      </ListItemButton>
    </ListItem>
  );
}
