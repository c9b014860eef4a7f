// One message as the conversation shows it: who wrote it and when, the viewer's own on the right,
// its tag when it is not general, '(edited)', a deleted one in grey, a scheduled one outlined
// with the time it will be sent; its actions beside it.
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { formatDateTime } from '@portico/common/format/instant';
import { MessageActions, type MessageActionsProps } from './message-actions';
import { MessageAttachments } from './message-attachments';

const TAG_COLORS = { urgent: 'warning', emergency: 'error' } as const;

export function MessageBubble(props: MessageActionsProps) {
  const { message, own } = props;
  const scheduled = message.scheduled_time !== null;
  const filled = own && !scheduled && !message.is_deleted;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start' }}
    >
      <Typography variant="caption" color="text.secondary">
        {message.user_name} · {formatDateTime(message.created_at)}
        {message.is_edited && !message.is_deleted && ' · (edited)'}
      </Typography>
      <Stack
        direction={own ? 'row-reverse' : 'row'}
        spacing={0.5}
        sx={{ alignItems: 'center', maxWidth: '85%' }}
      >
        <Paper
          variant="outlined"
          sx={{
            px: 1.5,
            py: 1,
            minWidth: 0,
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            bgcolor: filled ? 'primary.main' : 'background.paper',
            color: filled ? 'primary.contrastText' : 'text.primary',
            borderColor: filled || scheduled ? 'primary.main' : 'divider',
            borderStyle: scheduled ? 'dashed' : 'solid',
          }}
        >
          {(message.tag !== 'general' || scheduled || message.reminding) && (
            <Stack direction="row" spacing={0.5} sx={{ mb: 0.5, flexWrap: 'wrap' }}>
              {message.tag !== 'general' && (
                <Chip
                  size="small"
                  color={TAG_COLORS[message.tag]}
                  label={message.tag === 'urgent' ? 'Urgent' : 'Emergency'}
                />
              )}
              {message.reminding && !message.is_deleted && (
                <Chip
                  size="small"
                  variant="outlined"
                  icon={<NotificationsActiveOutlined />}
                  label="Auto-remind on"
                  sx={{ bgcolor: 'background.paper' }}
                />
              )}
              {message.scheduled_time && (
                <Chip
                  size="small"
                  variant="outlined"
                  icon={<ScheduleOutlined />}
                  label={`Scheduled for ${formatDateTime(message.scheduled_time)}`}
                />
              )}
            </Stack>
          )}
          <Typography
            variant="body2"
            sx={message.is_deleted ? { fontStyle: 'italic', color: 'text.secondary' } : undefined}
          >
            {message.text}
          </Typography>
          <MessageAttachments attachments={message.attachments} />
        </Paper>
        <MessageActions {...props} />
      </Stack>
    </Box>
  );
}
