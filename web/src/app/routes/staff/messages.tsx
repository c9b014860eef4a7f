// Staff Messages (/messages?conversationId=; spec 3 §2): every conversation the advisor may read,
// newest message first, one open beside the list; new messages appear while the page is open.
import { useSearchParams } from 'react-router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ConversationSummaryDto } from '@portico/common/messaging/conversations';
import { QueryContent } from '@/components/query-content';
import { useSignal } from '@/features/notifications/api/realtime-docs';
import { useConversations, useRefreshOnNewMessage } from '@/features/messaging/api/conversations';
import { MessagesLayout } from '@/features/messaging/components/messages-layout';
import { useSession } from '../use-session';

/** Spec 3 §9: two client names, then 'and N more'. */
function clientsOf(conversation: Pick<ConversationSummaryDto, 'client_names'>): string {
  const names = conversation.client_names;
  if (names.length === 0) return 'No clients';
  const shown = names.slice(0, 2).join(', ');
  return names.length > 2 ? `${shown} and ${names.length - 2} more` : shown;
}

export default function StaffMessages() {
  const [params, setParams] = useSearchParams();
  const { user, firm } = useSession();
  const conversations = useConversations(null);
  useRefreshOnNewMessage(useSignal().data?.message_at);
  return (
    <Stack spacing={3}>
      <Typography variant="h1">Messages</Typography>
      <QueryContent query={conversations} skeletonHeight={240}>
        {({ conversations: list }) => (
          <MessagesLayout
            conversations={list}
            openId={params.get('conversationId')}
            onOpen={(id) => setParams(id ? { conversationId: id } : {})}
            titleOf={clientsOf}
            viewerId={user.id}
            isStaff
            tagsEnabled={!firm?.preferences?.message_tags_disabled}
            blockedBecause={null}
            markSeen
          />
        )}
      </QueryContent>
    </Stack>
  );
}
