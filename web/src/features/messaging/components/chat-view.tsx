// One conversation: its messages, oldest first, each reply under the message it answers, the
// viewer's own on the right; the newest in view; the composer below. Opening it marks it seen.
import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import {
  MESSAGING_MESSAGES,
  type ConversationDto,
  type MessageDto,
} from '@portico/common/messaging/conversations';
import { formatDateTime } from '@portico/common/format/instant';
import { QueryContent } from '@/components/query-content';
import { useConversation, useMarkSeen } from '../api/conversations';
import { MessageComposer } from './message-composer';

function MessageBubble({ message, own }: { message: MessageDto; own: boolean }) {
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: own ? 'flex-end' : 'flex-start' }}
    >
      <Typography variant="caption" color="text.secondary">
        {message.user_name} · {formatDateTime(message.created_at)}
      </Typography>
      <Paper
        variant="outlined"
        sx={{
          px: 1.5,
          py: 1,
          maxWidth: '80%',
          whiteSpace: 'pre-wrap',
          overflowWrap: 'anywhere',
          bgcolor: own ? 'primary.main' : 'background.paper',
          color: own ? 'primary.contrastText' : 'text.primary',
          borderColor: own ? 'primary.main' : 'divider',
        }}
      >
        <Typography variant="body2">{message.text}</Typography>
      </Paper>
    </Box>
  );
}

function Messages({ conversation, viewerId }: { conversation: ConversationDto; viewerId: string }) {
  const end = useRef<HTMLDivElement>(null);
  const count = conversation.messages.length;
  useEffect(() => {
    // A block body: newer browsers' scrollIntoView answers a promise, which React would take for
    // the effect's clean-up.
    void end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  const tops: MessageDto[] = [];
  const repliesTo = new Map<string, MessageDto[]>();
  for (const m of conversation.messages) {
    if (m.message_thread_id === null) tops.push(m);
    else repliesTo.set(m.message_thread_id, [...(repliesTo.get(m.message_thread_id) ?? []), m]);
  }
  if (tops.length === 0) {
    return (
      <Typography color="text.secondary">No messages yet. Write the first one below.</Typography>
    );
  }
  return (
    <Box role="log" aria-label="Messages">
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {tops.map((m) => {
          const replies = repliesTo.get(m.id) ?? [];
          return (
            <Stack key={m.id} component="li" spacing={1}>
              <Stack component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
                <MessageBubble message={m} own={m.user_id === viewerId} />
              </Stack>
              {replies.length > 0 && (
                <Stack
                  component="ul"
                  aria-label={`Replies to ${m.user_name}`}
                  spacing={1}
                  sx={{ listStyle: 'none', m: 0, pl: 3, borderLeft: 2, borderColor: 'divider' }}
                >
                  {replies.map((r) => (
                    <MessageBubble key={r.id} message={r} own={r.user_id === viewerId} />
                  ))}
                </Stack>
              )}
            </Stack>
          );
        })}
      </Stack>
      <div ref={end} />
    </Box>
  );
}

export interface ChatViewProps {
  conversationId: string;
  viewerId: string;
  title: (conversation: ConversationDto) => string;
  /** Why the viewer may not write (preview, read-only), beyond what the conversation says. */
  blockedBecause: string | null;
  /** Marks it seen as it shows (not in preview: nothing changes there). */
  markSeen: boolean;
  /** On a phone, back to the list. */
  onBack?: () => void;
}

export function ChatView(props: ChatViewProps) {
  const query = useConversation(props.conversationId);
  useMarkSeen(query.data, props.markSeen);
  return (
    <QueryContent query={query} skeletonHeight={320}>
      {(conversation) => {
        const blocked = conversation.archived
          ? MESSAGING_MESSAGES.archived
          : !conversation.is_member
            ? MESSAGING_MESSAGES.notInConversation
            : props.blockedBecause;
        return (
          <Stack spacing={2} sx={{ minHeight: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {props.onBack && (
                <IconButton aria-label="Back to conversations" onClick={props.onBack}>
                  <ArrowBack />
                </IconButton>
              )}
              <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
                {props.title(conversation)}
              </Typography>
            </Stack>
            <Divider />
            <Box sx={{ overflowY: 'auto', maxHeight: { md: '55vh' }, pr: 1 }}>
              <Messages conversation={conversation} viewerId={props.viewerId} />
            </Box>
            <MessageComposer conversationId={conversation.id} blockedBecause={blocked} />
          </Stack>
        );
      }}
    </QueryContent>
  );
}
