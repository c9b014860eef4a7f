// Where conversations come from: each new entity opens one with its owners and its assigned
// advisor, in the transaction that creates the entity (people's Create User and Entity, auth's
// sign-up from a template link). It carries the entity's id, so an entity's first conversation is
// found without a query and cannot be opened twice.
import type { ConversationOpening, EntityConversations } from '../people/people.module';
import type { ConversationRecord } from './conversation-record';
import type { ConversationsRepo } from './conversations.repo';

/** The conversation an entity opens with. */
export const firstConversationOf = (opening: ConversationOpening): ConversationRecord => ({
  id: opening.companyId,
  firmId: opening.firmId,
  advisorIds: opening.advisorIds,
  clients: opening.clients,
  relevantCompanyIds: [opening.companyId],
  lastMessage: null,
  lastClientMessageAt: null,
  unseen: {},
  createdAt: opening.at,
});

export const entityConversationsOpener = (
  conversations: ConversationsRepo,
): EntityConversations => ({
  open(tx, opening) {
    conversations.insert(tx, firstConversationOf(opening));
  },
});
