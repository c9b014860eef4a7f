// One conversation: its messages, oldest first, each reply under the message it answers, the
// viewer's own on the right; the newest in view; the composer below. Opening it marks it seen;
// a member may mark it unseen again (it closes, back to the list), and staff who read it without
// being in it may join it (spec 3 §4).
import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import MarkChatUnreadOutlined from '@mui/icons-material/MarkChatUnreadOutlined';
import {
  MESSAGING_MESSAGES,
  type ConversationDto,
  type MessageDto,
} from '@portico/common/messaging/conversations';
import { countNoun } from '@portico/common/format/count-noun';
import { initials } from '@portico/common/format/initials';
import { QueryContent } from '@/components/query-content';
import { toast } from '@/lib/toast';
import {
  useConversation,
  useJoinConversation,
  useMarkSeen,
  useMarkUnseen,
} from '../api/conversations';
import { MessageBubble } from './message-bubble';
import { ExportDialog } from './export-dialog';
import { MessageComposer } from './message-composer';
import { ParticipantsDialog } from './participants-dialog';
import type { MessagingViewer } from './messages-layout';

/** Spec 3 §10: a thread shows who took part, three avatars and then +N. */
const THREAD_AVATARS = 3;

/** Above a thread's replies: how many, and who wrote them (three faces, then +N). */
function ThreadSummary({ replies }: { replies: MessageDto[] }) {
  const people = [...new Map(replies.map((r) => [r.user_id, r.user_name])).values()];
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', pl: 3 }}
      aria-label={`${countNoun(replies.length, 'reply', 'replies')} from ${people.join(', ')}`}
      role="group"
    >
      <AvatarGroup
        max={THREAD_AVATARS + 1}
        slotProps={{ surplus: { 'aria-hidden': true } }}
        sx={{
          '& .MuiAvatar-root': {
            width: 24,
            height: 24,
            fontSize: 11,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
          },
        }}
      >
        {people.map((name) => (
          <Avatar key={name} alt={name} aria-hidden>
            {initials(name)}
          </Avatar>
        ))}
      </AvatarGroup>
      <Typography variant="caption" color="text.secondary" aria-hidden>
        {countNoun(replies.length, 'reply', 'replies')}
      </Typography>
    </Stack>
  );
}

interface MessagesProps {
  conversation: ConversationDto;
  viewerId: string;
  canWrite: boolean;
  onReply: (message: MessageDto) => void;
}

function Messages({ conversation, viewerId, canWrite, onReply }: MessagesProps) {
  const end = useRef<HTMLDivElement>(null);
  const count = conversation.messages.length;
  useEffect(() => {
    // A block body: newer browsers' scrollIntoView answers a promise, which React would take for
    // the effect's clean-up.
    void end.current?.scrollIntoView({ block: 'end' });
  }, [count]);
  const bubble = (m: MessageDto) => (
    <MessageBubble
      key={m.id}
      conversationId={conversation.id}
      message={m}
      own={m.user_id === viewerId}
      canWrite={canWrite}
      onReply={onReply}
    />
  );
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
                {bubble(m)}
              </Stack>
              {replies.length > 0 && <ThreadSummary replies={replies} />}
              {replies.length > 0 && (
                <Stack
                  component="ul"
                  aria-label={`Replies to ${m.user_name}`}
                  spacing={1}
                  sx={{ listStyle: 'none', m: 0, pl: 3, borderLeft: 2, borderColor: 'divider' }}
                >
                  {replies.map(bubble)}
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
  viewer: MessagingViewer;
  title: (conversation: ConversationDto) => string;
  /** Why the viewer may not write (preview, read-only), beyond what the conversation says. */
  blockedBecause: string | null;
  /** Marks it seen as it shows (not in preview: nothing changes there). */
  markSeen: boolean;
  /** Closes it, back to the list (after marking it unseen; on a phone, the back button). */
  onClose: () => void;
  /** Whether to show a back button (on a phone). */
  showBack: boolean;
}

/** A staff reader who is not in the conversation: the reason, and a way in. */
function JoinPrompt({ conversationId }: { conversationId: string }) {
  const join = useJoinConversation(conversationId);
  return (
    <Alert
      severity="info"
      action={
        <Button
          color="inherit"
          size="small"
          disabled={join.isPending}
          onClick={() => join.mutate(undefined, { onError: (error) => toast.error(error) })}
        >
          Join conversation
        </Button>
      }
    >
      {MESSAGING_MESSAGES.notInConversation}
    </Alert>
  );
}

function ExportButton({ conversationId }: { conversationId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Export Conversation">
        <IconButton aria-label="Export Conversation" onClick={() => setOpen(true)}>
          <FileDownloadOutlined />
        </IconButton>
      </Tooltip>
      {open && <ExportDialog conversationId={conversationId} onClose={() => setOpen(false)} />}
    </>
  );
}

function ManageParticipantsButton({ conversation }: { conversation: ConversationDto }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Tooltip title="Manage Participants">
        <IconButton aria-label="Manage Participants" onClick={() => setOpen(true)}>
          <GroupOutlined />
        </IconButton>
      </Tooltip>
      {open && (
        <ParticipantsDialog
          conversationId={conversation.id}
          advisorIds={conversation.advisor_ids}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}

function MarkUnseenButton({
  conversationId,
  onStart,
  onDone,
  onFail,
}: {
  conversationId: string;
  /** Before asking: the open conversation must stop marking itself seen. */
  onStart: () => void;
  onDone: () => void;
  onFail: () => void;
}) {
  const mark = useMarkUnseen(conversationId);
  return (
    <Tooltip title="Mark as unseen">
      <IconButton
        aria-label="Mark as unseen"
        disabled={mark.isPending}
        onClick={() => {
          onStart();
          mark.mutate(undefined, {
            onSuccess: () => {
              toast.success('Conversation marked as unseen');
              onDone();
            },
            onError: (error) => {
              onFail();
              toast.error(error);
            },
          });
        }}
      >
        <MarkChatUnreadOutlined />
      </IconButton>
    </Tooltip>
  );
}

/** Spec 3 §9: Previous 500 pages back; Latest 500 returns to the newest. */
function PageButtons(props: {
  hasEarlier: boolean;
  onPrevious: () => void;
  onLatest: (() => void) | null;
}) {
  if (!props.hasEarlier && !props.onLatest) return null;
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      {props.hasEarlier ? (
        <Button size="small" onClick={props.onPrevious}>
          Previous 500
        </Button>
      ) : (
        <span />
      )}
      {props.onLatest && (
        <Button size="small" onClick={props.onLatest}>
          Latest 500
        </Button>
      )}
    </Stack>
  );
}

export function ChatView(props: ChatViewProps) {
  // The top-level message the shown page ends before (null: the latest page).
  const [before, setBefore] = useState<string | null>(null);
  const query = useConversation(props.conversationId, before);
  const [replyTo, setReplyTo] = useState<MessageDto | null>(null);
  // Marking it unseen refreshes it (unseen again) before it closes: it must not mark itself seen.
  const [leaving, setLeaving] = useState(false);
  useMarkSeen(query.data, props.markSeen && !leaving);
  return (
    <QueryContent query={query} skeletonHeight={320}>
      {(conversation) => {
        const blocked = conversation.archived
          ? MESSAGING_MESSAGES.archived
          : !conversation.is_member
            ? MESSAGING_MESSAGES.notInConversation
            : props.blockedBecause;
        const joinable = props.viewer.isStaff && !conversation.archived && !conversation.is_member;
        return (
          <Stack spacing={2} sx={{ minHeight: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              {props.showBack && (
                <IconButton aria-label="Back to conversations" onClick={props.onClose}>
                  <ArrowBack />
                </IconButton>
              )}
              <Typography variant="h2" sx={{ fontSize: '1.25rem', flex: 1, minWidth: 0 }}>
                {props.title(conversation)}
              </Typography>
              {props.viewer.isStaff && <ExportButton conversationId={conversation.id} />}
              {props.viewer.canManageParticipants && !conversation.archived && (
                <ManageParticipantsButton conversation={conversation} />
              )}
              {conversation.is_member && props.markSeen && (
                <MarkUnseenButton
                  conversationId={conversation.id}
                  onStart={() => setLeaving(true)}
                  onDone={props.onClose}
                  onFail={() => setLeaving(false)}
                />
              )}
            </Stack>
            <Divider />
            {conversation.advisor_out_of_office && !props.viewer.isStaff && (
              <Alert severity="info" sx={{ whiteSpace: 'pre-line' }}>
                <AlertTitle>Out of office</AlertTitle>
                {conversation.advisor_out_of_office_message}
              </Alert>
            )}
            <PageButtons
              hasEarlier={conversation.has_earlier}
              onPrevious={() => {
                const oldest = conversation.messages.find((m) => m.message_thread_id === null);
                if (oldest) setBefore(oldest.id);
              }}
              onLatest={before ? () => setBefore(null) : null}
            />
            <Box sx={{ overflowY: 'auto', maxHeight: { md: '55vh' }, pr: 1 }}>
              <Messages
                conversation={conversation}
                viewerId={props.viewer.id}
                canWrite={blocked === null}
                onReply={setReplyTo}
              />
            </Box>
            {joinable ? (
              <JoinPrompt conversationId={conversation.id} />
            ) : (
              <MessageComposer
                conversationId={conversation.id}
                blockedBecause={blocked}
                tagsEnabled={props.viewer.tagsEnabled}
                canSchedule={props.viewer.isStaff}
                replyTo={replyTo}
                onCancelReply={() => setReplyTo(null)}
                companyId={conversation.relevant_company_ids[0] ?? null}
              />
            )}
          </Stack>
        );
      }}
    </QueryContent>
  );
}
