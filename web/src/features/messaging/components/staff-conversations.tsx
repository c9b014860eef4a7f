// Staff's Messages, of the firm or of one entity: the conversations they read, one open beside
// them, named by their clients; a new message refreshes them a second after the signal.
import type { ReactNode } from 'react';
import { QueryContent } from '@/components/query-content';
import { useConversations, useRefreshOnNewMessage } from '../api/conversations';
import { clientsOf } from '../utils/conversation-title';
import { MessagesLayout } from './messages-layout';

export interface StaffConversationsProps {
  /** One entity's conversations, or null for every one the viewer reads. */
  companyId: string | null;
  openId: string | null;
  onOpen: (id: string | null) => void;
  viewerId: string;
  tagsEnabled: boolean;
  /** The viewer's signal's `message_at`. */
  messageAt: string | null | undefined;
  /** Offered when there is no conversation (Add Entity). */
  emptyAction?: ReactNode;
}

export function StaffConversations(props: StaffConversationsProps) {
  const conversations = useConversations(props.companyId);
  useRefreshOnNewMessage(props.messageAt);
  return (
    <QueryContent query={conversations} skeletonHeight={240}>
      {({ conversations: list }) => (
        <MessagesLayout
          conversations={list}
          openId={props.openId}
          onOpen={props.onOpen}
          titleOf={clientsOf}
          viewerId={props.viewerId}
          isStaff
          tagsEnabled={props.tagsEnabled}
          blockedBecause={null}
          markSeen
          emptyAction={props.emptyAction}
        />
      )}
    </QueryContent>
  );
}
