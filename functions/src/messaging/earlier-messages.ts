// What Add owner → New User does with the entity's earlier conversations (docs/decisions.md
// "Previous messages for a new owner"): copy lets the new owner join them; transfer lets them
// join and the entity's previous client participants leave. Messages are never rewritten.
import type { EarlierMessages } from '@portico/common/messaging/conversations';
import type { ConversationRecord, Participant } from './conversation-record';
import type { ParticipantsChange } from './conversations.repo';

export interface EarlierConversations {
  mode: Exclude<EarlierMessages, 'none'>;
  /** The entity the owner is added to. */
  companyId: string;
  newOwner: Participant;
  conversations: ConversationRecord[];
  /** The owners of each other entity the conversations are about (read in the same transaction). */
  ownersOf: (companyId: string) => readonly string[];
}

/** Each conversation's new client participants; every conversation of the entity changes. */
export function shareEarlierConversations({
  mode,
  companyId,
  newOwner,
  conversations,
  ownersOf,
}: EarlierConversations): ParticipantsChange[] {
  return conversations.map((conversation) => {
    const others = conversation.relevantCompanyIds.filter((id) => id !== companyId);
    // A client who owns another entity of the conversation still belongs in it.
    const stays = (p: Participant) =>
      mode === 'copy' || others.some((id) => ownersOf(id).includes(p.id));
    const kept = conversation.clients.filter((p) => p.id !== newOwner.id && stays(p));
    return { conversationId: conversation.id, clients: [...kept, newOwner] };
  });
}

/** The other entities whose owners `shareEarlierConversations` needs (transfer only). */
export function otherRelevantCompanies(
  mode: EarlierConversations['mode'],
  companyId: string,
  conversations: ConversationRecord[],
): string[] {
  if (mode === 'copy') return [];
  const ids = conversations.flatMap((c) => c.relevantCompanyIds).filter((id) => id !== companyId);
  return [...new Set(ids)];
}

/** The entity has more conversations than one transaction can share; nothing was written. */
export class TooManyConversationsError extends Error {
  constructor() {
    super('Too many conversations to share with a new owner in one transaction');
    this.name = 'TooManyConversationsError';
  }
}
