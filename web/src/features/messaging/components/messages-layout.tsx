// The Messages screens' two panes: the conversations beside the open one on a wide screen, where
// the newest opens with the page (until the viewer closes one by marking it unseen); on a phone
// one at a time, the list until a conversation is opened (its back button returns).
import { useState, type ReactNode } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { ConversationSummaryDto } from '@portico/common/messaging/conversations';
import { ChatView } from './chat-view';
import { ConversationList } from './conversation-list';

export interface MessagesLayoutProps {
  conversations: ConversationSummaryDto[];
  /** The conversation the address names, if any. */
  openId: string | null;
  onOpen: (id: string | null) => void;
  /** The line naming a conversation (staff: its clients; clients: the firm's team). */
  titleOf: (conversation: ConversationSummaryDto) => string;
  viewerId: string;
  /** Firm staff (who may join a conversation they read). */
  isStaff: boolean;
  /** The viewer may tag messages (staff, unless the firm turned tags off). */
  tagsEnabled: boolean;
  /** Why the viewer may not write (preview, read-only), beyond what a conversation says. */
  blockedBecause: string | null;
  /** Opening a conversation marks it seen (not in preview). */
  markSeen: boolean;
  /** Offered when there is no conversation (staff: Add Entity). */
  emptyAction?: ReactNode;
}

export function MessagesLayout(props: MessagesLayoutProps) {
  const { conversations, openId, onOpen, titleOf } = props;
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  // Once a conversation is closed on purpose, the newest does not open in its place (it would be
  // marked seen again at once).
  const [openNewest, setOpenNewest] = useState(true);
  const chosen = openId ?? (wide && openNewest ? (conversations[0]?.id ?? null) : null);
  const list = (
    <ConversationList
      conversations={conversations}
      selectedId={chosen}
      titleOf={titleOf}
      onSelect={onOpen}
      emptyAction={props.emptyAction}
    />
  );
  const chat = chosen && (
    <ChatView
      key={chosen}
      conversationId={chosen}
      viewerId={props.viewerId}
      isStaff={props.isStaff}
      tagsEnabled={props.tagsEnabled}
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
  if (!wide) return <Paper sx={{ p: 2 }}>{chat || list}</Paper>;
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
