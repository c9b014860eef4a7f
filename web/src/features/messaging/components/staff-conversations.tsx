// Staff's Messages, of the firm or of one entity: the conversations they read, named by their
// clients, one open beside them, and the Mass Email dialog.
import type { ReactNode } from 'react';
import { clientsOf } from '../utils/conversation-title';
import { MassEmailButton } from './mass-email-dialog';
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
  return (
    <MessagesLayout
      {...props}
      titleOf={clientsOf}
      isStaff
      blockedBecause={null}
      markSeen
      listActions={<MassEmailButton />}
    />
  );
}
