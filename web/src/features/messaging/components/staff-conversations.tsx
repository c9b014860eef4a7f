// Staff's Messages, of the firm or of one entity: the conversations they read, named by their
// clients, one open beside them, and the Mass Email dialog.
import type { ReactNode } from 'react';
import { canManageParticipants } from '@portico/common/messaging/conversations';
import { clientsOf } from '../utils/conversation-title';
import { MassEmailButton } from './mass-email-dialog';
import { MessagesLayout, type MessagingViewer } from './messages-layout';

export interface StaffConversationsProps {
  /** One entity's conversations, or null for every one the viewer reads. */
  companyId: string | null;
  openId: string | null;
  onOpen: (id: string | null) => void;
  viewer: MessagingViewer;
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
      // One client with two entities has a conversation for each: the entity tells them apart.
      entitiesOf={props.companyId ? undefined : (c) => c.company_names.join(', ')}
      blockedBecause={null}
      markSeen
      listActions={<MassEmailButton />}
    />
  );
}

/** A staff member as the Messages screens see them. */
export const staffViewer = (
  user: { id: string; firm_access: string | null },
  firm: { preferences: { message_tags_disabled?: boolean } | null } | undefined,
): MessagingViewer => ({
  id: user.id,
  isStaff: true,
  tagsEnabled: !firm?.preferences?.message_tags_disabled,
  canManageParticipants: canManageParticipants(user.firm_access),
});
