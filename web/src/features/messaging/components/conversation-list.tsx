// The list panel (spec 3 §2 "Messaging"): each conversation with who it is with, the last
// message's preview and time, and how many messages the viewer has not seen; the chosen one
// marked; more on request, a page at a time.
import type { ReactNode } from 'react';
import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConversationSummaryDto } from '@portico/common/messaging/conversations';
import { formatDateTime } from '@portico/common/format/instant';

export interface ConversationListProps {
  conversations: ConversationSummaryDto[];
  selectedId: string | null;
  /** The line naming a conversation (staff: its clients; clients: the firm's team). */
  titleOf: (conversation: ConversationSummaryDto) => string;
  /** The entities it is about, shown under the title where the list mixes entities. */
  entitiesOf?: ((conversation: ConversationSummaryDto) => string) | undefined;
  onSelect: (id: string) => void;
  /** Offered under 'No available conversations found' (staff: Add Entity). */
  emptyAction?: ReactNode;
  /** More conversations exist beyond those shown. */
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

export function ConversationList(props: ConversationListProps) {
  const { conversations, selectedId, titleOf, entitiesOf, onSelect, emptyAction } = props;
  const more = props.hasMore && (
    <Button
      fullWidth
      disabled={props.loadingMore}
      onClick={props.onLoadMore}
      sx={{ borderTop: 1, borderColor: 'divider', borderRadius: 0 }}
    >
      {props.loadingMore ? 'Loading…' : 'Show more conversations'}
    </Button>
  );
  if (conversations.length === 0) {
    return (
      <Stack spacing={2} sx={{ p: 2, alignItems: 'flex-start' }}>
        <Typography color="text.secondary">No available conversations found</Typography>
        {emptyAction}
        {more}
      </Stack>
    );
  }
  return (
    <>
      <List aria-label="Conversations" disablePadding>
        {conversations.map((c) => (
          <ListItem key={c.id} disablePadding>
            <ListItemButton
              selected={c.id === selectedId}
              aria-current={c.id === selectedId ? 'true' : undefined}
              onClick={() => onSelect(c.id)}
              sx={{ alignItems: 'flex-start', gap: 1 }}
            >
              <ListItemText
                primary={titleOf(c)}
                secondary={
                  <>
                    {entitiesOf?.(c) && (
                      <Typography
                        component="span"
                        variant="caption"
                        noWrap
                        sx={{ display: 'block' }}
                      >
                        {entitiesOf(c)}
                      </Typography>
                    )}
                    <Typography component="span" variant="body2" noWrap sx={{ display: 'block' }}>
                      {c.last_message?.text ?? 'No messages yet'}
                    </Typography>
                  </>
                }
                slotProps={{
                  primary: { noWrap: true, sx: { fontWeight: c.unseen_messages > 0 ? 600 : 400 } },
                  secondary: { component: 'div' },
                }}
              />
              <Typography
                variant="caption"
                color="text.secondary"
                sx={{ whiteSpace: 'nowrap', display: 'flex', flexDirection: 'column', gap: 1.5 }}
              >
                {c.last_message_at ? formatDateTime(c.last_message_at) : ''}
                {c.unseen_messages > 0 && (
                  <Badge
                    color="primary"
                    badgeContent={c.unseen_messages}
                    aria-label={`${c.unseen_messages} unseen`}
                    sx={{ alignSelf: 'flex-end', mr: 1 }}
                  />
                )}
              </Typography>
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      {more}
    </>
  );
}
