// The Messages screens' two panes: the list panel (filter, Show All / Show Unread, the
// conversations a page at a time) beside the open conversation on a wide screen, where the newest
// opens with the page (until the viewer closes one by marking it unseen); on a phone one at a
// time, the list until a conversation is opened (its back button returns). A new message reaches
// the viewer's signal; the lists and the open conversation ask again a second later.
import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import {
  CONVERSATION_SEARCH_DEBOUNCE_MS,
  type ConversationSummaryDto,
} from '@portico/common/messaging/conversations';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useShowMore } from '@/lib/use-show-more';
import { useConversations, useRefreshOnNewMessage } from '../api/conversations';
import { ChatView } from './chat-view';
import { ConversationFilters } from './conversation-filters';
import { ConversationList } from './conversation-list';

/** Who is reading, and what they may do beyond reading and writing. */
export interface MessagingViewer {
  id: string;
  /** Firm staff (who may join a conversation they read). */
  isStaff: boolean;
  /** The viewer may tag messages (staff, unless the firm turned tags off). */
  tagsEnabled: boolean;
  /** Partners and full-access staff set a conversation's firm users (spec 3 §6). */
  canManageParticipants: boolean;
}

export interface MessagesLayoutProps {
  /** One entity's conversations, or null for every one staff read. */
  companyId: string | null;
  /** The conversation the address names, if any. */
  openId: string | null;
  onOpen: (id: string | null) => void;
  /** The line naming a conversation (staff: its clients; clients: the firm's team). */
  titleOf: (conversation: ConversationSummaryDto) => string;
  /** The entities a conversation is about, where the list mixes entities (staff's every one). */
  entitiesOf?: (conversation: ConversationSummaryDto) => string;
  viewer: MessagingViewer;
  /** Why the viewer may not write (preview, read-only), beyond what a conversation says. */
  blockedBecause: string | null;
  /** Opening a conversation marks it seen (not in preview). */
  markSeen: boolean;
  /** Offered when there is no conversation at all (staff: Add Entity). */
  emptyAction?: ReactNode;
  /** Actions above the list's filter (staff: Mass Email). */
  listActions?: ReactNode;
  /** The viewer's signal's `message_at`: a message reached them. */
  messageAt: string | null | undefined;
}

export function MessagesLayout(props: MessagesLayoutProps) {
  const { openId, onOpen, titleOf } = props;
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  const [text, setText] = useState('');
  const [unread, setUnread] = useState(false);
  const search = useDebouncedValue(text.trim(), CONVERSATION_SEARCH_DEBOUNCE_MS);
  const query = useConversations({ companyId: props.companyId, search, unread });
  const more = useShowMore(query, JSON.stringify([props.companyId, search, unread]));
  useRefreshOnNewMessage(props.messageAt);
  const conversations = query.data?.pages.flatMap((p) => p.conversations) ?? [];
  const filtered = search !== '' || unread;
  // Once a conversation is closed on purpose, the newest does not open in its place (it would be
  // marked seen again at once).
  const [openNewest, setOpenNewest] = useState(true);
  const chosen =
    openId ?? (wide && openNewest && !filtered ? (conversations[0]?.id ?? null) : null);
  const list = (
    <>
      <ConversationFilters
        text={text}
        onText={setText}
        unread={unread}
        onUnread={setUnread}
        actions={props.listActions}
      />
      {query.isError ? (
        <Alert severity="error" sx={{ m: 2 }}>
          {query.error.message}
        </Alert>
      ) : !query.data ? (
        <Stack spacing={1} sx={{ p: 2 }}>
          <Skeleton variant="rounded" height={56} />
          <Skeleton variant="rounded" height={56} />
        </Stack>
      ) : (
        // On a wide screen the list scrolls on its own, beside the open conversation.
        <Box sx={{ maxHeight: { md: '65vh' }, overflowY: { md: 'auto' } }}>
          <ConversationList
            conversations={conversations}
            selectedId={chosen}
            titleOf={titleOf}
            entitiesOf={props.entitiesOf}
            onSelect={onOpen}
            emptyAction={filtered ? undefined : props.emptyAction}
            hasMore={query.hasNextPage}
            loadingMore={more.loadingMore}
            onLoadMore={more.showMore}
          />
        </Box>
      )}
    </>
  );
  const chat = chosen && (
    <ChatView
      key={chosen}
      conversationId={chosen}
      viewer={props.viewer}
      title={titleOf}
      blockedBecause={props.blockedBecause}
      markSeen={props.markSeen}
      showBack={!wide}
      onClose={() => {
        setOpenNewest(false);
        onOpen(null);
      }}
    />
  );
  if (!wide) return <Paper sx={chat ? { p: 2 } : { overflow: 'hidden' }}>{chat || list}</Paper>;
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Paper sx={{ width: 320, flexShrink: 0, overflow: 'hidden' }}>{list}</Paper>
      <Paper sx={{ flex: 1, minWidth: 0, p: 2 }}>
        {chat || (
          <Typography color="text.secondary">
            Choose a conversation to read its messages.
          </Typography>
        )}
      </Paper>
    </Stack>
  );
}
