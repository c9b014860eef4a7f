// Who may read and write conversations (spec 3 §4, §6 "Messaging"). A client reads a conversation
// they take part in about one of their own active entities, while the firm has messaging on; staff
// read a conversation about an entity people's rules let them see, and partners and admins also an
// archived one (no entity left). Sending needs a member, a conversation that is not archived and,
// for a client, a writable account and entity; changing a message also needs its author. Staff who
// read a conversation may join it while it is not archived. Anything else reads as 404, so ids
// cannot be probed.
import { MESSAGING_MESSAGES } from '@portico/common/messaging/conversations';
import { Forbidden, NotFound } from '../kernel/errors';
import { requireSignedIn, requireStaff, type Principal } from '../kernel/principal';
import { canSeeEntity, requireVisibleEntity, type EntityRecord } from '../people/people.module';
import type { ConversationRecord, MessageRecord } from './conversation-record';

/** 401 signed out, 403 a client, 404 an entity that is not there or not the caller's to see. */
export function requireEntityConversationsReader(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
): { caller: Principal; entity: EntityRecord } {
  return requireVisibleEntity(requireStaff(principal), entity);
}

/** Clients are turned away from messaging when the firm turns it off; staff never are. */
export function requireMessagingUser(principal: Principal | null | undefined): Principal {
  const caller = requireSignedIn(principal);
  if (!caller.isStaff && caller.firm.preferences.communication_disabled) {
    throw new Forbidden(MESSAGING_MESSAGES.disabled);
  }
  return caller;
}

export const isMember = (caller: Principal, conversation: ConversationRecord) =>
  caller.isStaff
    ? conversation.advisorIds.includes(caller.userId)
    : conversation.clients.some((p) => p.id === caller.userId);

const mayReadArchived = (caller: Principal) =>
  caller.firmAccess === 'partner' || caller.firmAccess === 'admin';

/**
 * Whether the caller may read the conversation, given its relevant entities as stored (those
 * missing from `companies` no longer exist).
 */
/** Of a conversation's entities, those the caller may see (and so see named). */
export const entitiesNamedFor = (caller: Principal, entities: EntityRecord[]) =>
  entities.filter((c) => canSeeEntity(caller, c));

export function canReadConversation(
  caller: Principal,
  conversation: ConversationRecord,
  entities: EntityRecord[],
): boolean {
  if (conversation.firmId !== caller.firmId) return false;
  const seen = entities.filter(
    (c) => conversation.relevantCompanyIds.includes(c.id) && canSeeEntity(caller, c),
  );
  if (!caller.isStaff) return isMember(caller, conversation) && seen.length > 0;
  if (conversation.relevantCompanyIds.length === 0) return mayReadArchived(caller);
  return seen.length > 0;
}

export function requireConversationReader(
  caller: Principal,
  conversation: ConversationRecord | null,
  entities: EntityRecord[],
): ConversationRecord {
  if (!conversation || !canReadConversation(caller, conversation, entities)) {
    throw new NotFound(MESSAGING_MESSAGES.notFound);
  }
  return conversation;
}

/** A reader who may also write into it: a member, not archived, a writable client and entity. */
export function requireMessageSender(
  caller: Principal,
  conversation: ConversationRecord | null,
  entities: EntityRecord[],
): ConversationRecord {
  const readable = requireConversationReader(caller, conversation, entities);
  if (readable.relevantCompanyIds.length === 0) throw new Forbidden(MESSAGING_MESSAGES.archived);
  if (!isMember(caller, readable)) throw new Forbidden(MESSAGING_MESSAGES.notInConversation);
  if (caller.isStaff) return readable;
  if (caller.readonly) throw new Forbidden(MESSAGING_MESSAGES.readOnlyAccount);
  const writable = entities.some(
    (c) =>
      readable.relevantCompanyIds.includes(c.id) && canSeeEntity(caller, c) && !c.readonlyAccess,
  );
  if (!writable) throw new Forbidden(MESSAGING_MESSAGES.readOnlyEntity);
  return readable;
}

/** A sender who wrote the message (a deleted one cannot change again, except by deleting). */
export function requireMessageAuthor(
  caller: Principal,
  conversation: ConversationRecord | null,
  entities: EntityRecord[],
  message: MessageRecord | null,
): { conversation: ConversationRecord; message: MessageRecord } {
  const readable = requireConversationReader(caller, conversation, entities);
  if (!message || (message.scheduledTime && message.userId !== caller.userId)) {
    throw new NotFound(MESSAGING_MESSAGES.messageNotFound);
  }
  if (message.userId !== caller.userId) throw new Forbidden(MESSAGING_MESSAGES.notAuthor);
  return { conversation: requireMessageSender(caller, readable, entities), message };
}

/** Staff who read a conversation that is not archived may add themselves to it. */
export function requireJoiner(
  caller: Principal,
  conversation: ConversationRecord | null,
  entities: EntityRecord[],
): ConversationRecord {
  const readable = requireConversationReader(caller, conversation, entities);
  if (!caller.isStaff) throw new Forbidden(MESSAGING_MESSAGES.joinStaffOnly);
  if (readable.relevantCompanyIds.length === 0) throw new Forbidden(MESSAGING_MESSAGES.archived);
  return readable;
}
