// What Add owner → New User does with the entity's earlier conversations
// (docs/decisions/messaging.md): copy lets the new owner join them; transfer lets them
// join and the entity's previous client participants leave. Messages are never rewritten.
import {
  MAX_SHARED_CONVERSATIONS,
  TOO_MANY_CONVERSATIONS,
  type EarlierMessages,
} from '@portico/common/messaging/conversations';
import { Invalid } from '../kernel/errors';
import type { DbTransaction } from '../platform/db/db';
import type {
  EntitiesRepo,
  EarlierConversations,
  OwnerConversationChange,
} from '../people/people.module';
import { firstConversationOf } from './entity-conversations';
import type { ConversationRecord, Participant } from './conversation-record';
import type { ConversationsRepo, ParticipantsChange } from './conversations.repo';

export interface SharingInput {
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
}: SharingInput): ParticipantsChange[] {
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
  mode: SharingInput['mode'],
  companyId: string,
  conversations: ConversationRecord[],
): string[] {
  if (mode === 'copy') return [];
  const ids = conversations.flatMap((c) => c.relevantCompanyIds).filter((id) => id !== companyId);
  return [...new Set(ids)];
}

/**
 * People's Add owner → New User shares earlier conversations through this, inside its transaction
 * (people/people-links.ts): the entity's conversations and, for a transfer, the owners of the other
 * entities they are about are read now; the participant changes are written when applied.
 */
export function earlierConversationsSharing(
  conversations: ConversationsRepo,
  entities: EntitiesRepo,
): EarlierConversations {
  /** Inside `tx`: the entity's conversations, as many as one transaction can change. */
  async function entityConversationsIn(tx: DbTransaction, firmId: string, companyId: string) {
    const found = await conversations.readForCompany(
      tx,
      firmId,
      companyId,
      MAX_SHARED_CONVERSATIONS + 1,
    );
    if (found.length > MAX_SHARED_CONVERSATIONS) throw new Invalid(TOO_MANY_CONVERSATIONS);
    return found;
  }
  return {
    async planSharing(tx, firmId, companyId, request) {
      const found = await entityConversationsIn(tx, firmId, companyId);
      const owners = await entities.readOwners(
        tx,
        firmId,
        otherRelevantCompanies(request.mode, companyId, found),
      );
      const changes = shareEarlierConversations({
        ...request,
        companyId,
        conversations: found,
        ownersOf: (id) => owners.get(id) ?? [],
      });
      return {
        count: changes.length,
        apply: () => conversations.setParticipants(tx, firmId, changes),
      };
    },

    async planOwnerChange(tx, firmId, companyId, change) {
      const found = await entityConversationsIn(tx, firmId, companyId);
      if (change.mode === 'new') {
        const opened = {
          ...firstConversationOf({
            firmId,
            companyId,
            advisorIds: [...new Set([...change.advisorIds, ...found.flatMap((c) => c.advisorIds)])],
            clients: change.owners,
            at: change.at,
          }),
          id: change.newConversationId,
        };
        return {
          count: found.length + 1,
          apply: () => {
            for (const conversation of found)
              conversations.leaveCompany(tx, conversation, companyId);
            conversations.insert(tx, opened);
          },
        };
      }
      const owners = await entities.readOwners(
        tx,
        firmId,
        otherRelevantCompanies('transfer', companyId, found),
      );
      const changes = moveWithOwners(change, companyId, found, (id) => owners.get(id) ?? []);
      return {
        count: changes.length,
        apply: () => conversations.setParticipants(tx, firmId, changes),
      };
    },
  };
}

/**
 * Moving the entity's conversations with its owners: one who joins is added to each; one who
 * leaves is taken off, unless they own another entity the conversation is about.
 */
export function moveWithOwners(
  change: Pick<OwnerConversationChange, 'added' | 'removedId'>,
  companyId: string,
  found: ConversationRecord[],
  ownersOf: (companyId: string) => readonly string[],
): ParticipantsChange[] {
  return found.map((conversation) => {
    const others = conversation.relevantCompanyIds.filter((id) => id !== companyId);
    const leaves = (p: Participant) =>
      p.id === change.removedId && !others.some((id) => ownersOf(id).includes(p.id));
    const kept = conversation.clients.filter((p) => p.id !== change.added?.id && !leaves(p));
    return {
      conversationId: conversation.id,
      clients: change.added ? [...kept, change.added] : kept,
    };
  });
}
