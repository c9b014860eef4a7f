// The notification list (spec 3 §2 "Notifications"): the user's own, newest first, a page at a
// time, with search, unread-only and type filters; dismiss one or all. Opening one goes where its
// link leads (a documents link becomes the entity's documents page at the folder).
import { useState } from 'react';
import { useNavigate } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Close from '@mui/icons-material/Close';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import {
  NOTIFICATION_SEARCH_DEBOUNCE_MS,
  notificationHref,
  type NotificationDto,
} from '@portico/common/notifications/notifications';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { toast } from '@/lib/toast';
import {
  useDismissAllNotifications,
  useDismissNotification,
  useNotifications,
} from '../api/notifications';
import { NotificationFilters } from './notification-filters';
import { NotificationItem } from './notification-item';

function EmptyState({ filtered }: { filtered: boolean }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'center', py: 6, px: 3, textAlign: 'center' }}>
      <NotificationsNoneOutlined sx={{ fontSize: 40, color: 'text.disabled' }} />
      <Typography sx={{ fontWeight: 600 }}>
        {filtered ? 'No notifications match these filters' : 'No notifications yet'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {filtered
          ? 'Try another search or type.'
          : 'Uploads, submissions, signatures and messages on your entities show up here.'}
      </Typography>
    </Stack>
  );
}

export default function NotificationsPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const search = useDebouncedValue(text.trim(), NOTIFICATION_SEARCH_DEBOUNCE_MS);
  const [unread, setUnread] = useState(false);
  const [typeId, setTypeId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const list = useNotifications({ page, search, unread, typeId });
  const dismiss = useDismissNotification();
  const dismissAll = useDismissAllNotifications();
  const data = list.data;
  const pages = data ? Math.ceil(data.total / data.per_page) : 0;
  const filtered = search !== '' || unread || typeId !== null;
  // Another filter starts again at the first page.
  const filter =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  function open(notification: NotificationDto) {
    const href = notificationHref(notification.link);
    if (!notification.dismissed) dismiss.mutate(notification.id);
    if (!href) return;
    onClose();
    void navigate(href);
  }

  return (
    <Stack sx={{ height: '100%' }}>
      <Stack direction="row" sx={{ alignItems: 'center', px: 2.5, pt: 2, pb: 1 }}>
        <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Notifications
        </Typography>
        <IconButton aria-label="Close notifications" edge="end" onClick={onClose}>
          <Close />
        </IconButton>
      </Stack>
      <Box sx={{ px: 2.5, pb: 2 }}>
        <NotificationFilters
          text={text}
          onText={(value) => {
            setText(value);
            setPage(1);
          }}
          unread={unread}
          onUnread={filter(setUnread)}
          typeId={typeId}
          onType={filter(setTypeId)}
        />
      </Box>
      <Divider />
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', px: 2.5, py: 1 }}
      >
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {data ? `${data.unread_count} unread` : ' '}
        </Typography>
        <Button
          size="small"
          disabled={!data || data.unread_count === 0 || dismissAll.isPending}
          onClick={() => dismissAll.mutate(undefined, { onError: (error) => toast.error(error) })}
        >
          Dismiss all
        </Button>
      </Stack>
      <Divider />
      <Box sx={{ flexGrow: 1, overflowY: 'auto' }} aria-busy={list.isFetching}>
        {list.isError ? (
          <Alert
            severity="error"
            sx={{ m: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                Retry
              </Button>
            }
          >
            {list.error.message}
          </Alert>
        ) : !data ? (
          <Stack spacing={1.5} sx={{ p: 2.5 }}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : data.notifications.length === 0 ? (
          <EmptyState filtered={filtered} />
        ) : (
          <List disablePadding aria-label="Notifications">
            {data.notifications.map((n) => (
              <NotificationItem
                key={n.id}
                notification={n}
                onOpen={() => open(n)}
                dismissing={dismiss.isPending && dismiss.variables === n.id}
                onDismiss={() => dismiss.mutate(n.id, { onError: (error) => toast.error(error) })}
              />
            ))}
          </List>
        )}
      </Box>
      {pages > 1 && (
        <>
          <Divider />
          <Pagination
            count={pages}
            page={page}
            onChange={(_, next) => setPage(next)}
            size="small"
            sx={{ display: 'flex', justifyContent: 'center', py: 1.5 }}
          />
        </>
      )}
    </Stack>
  );
}
