// Manage Participants (spec 3 §2, §5, §6): partners and full-access staff choose which firm users
// take part in a conversation — at least one, each a firm user who could read it (a group-limited
// advisor of another group could not, and is refused by name). Clients are the entity's owners
// and change with them, not here.
import {
  MESSAGING_MESSAGES,
  canManageParticipants,
  participantCannotSee,
  type ConversationSummaryDto,
} from '@portico/common/messaging/conversations';
import type { ParticipantsInput } from '@portico/common/messaging/messages-input';
import { Forbidden, Invalid } from '../kernel/errors';
import { requireStaff, type Principal } from '../kernel/principal';
import {
  fullName,
  type EntitiesRepo,
  type UserRecord,
  type UsersRepo,
} from '../people/people.module';
import type { Db } from '../platform/db/db';
import type { ConversationsRepo } from './conversations.repo';
import { toConversationSummaryDto } from './messaging.dto';
import {
  canReadConversation,
  entitiesNamedFor,
  requireConversationReader,
} from './messaging.policy';

interface Deps {
  db: Db;
  conversations: ConversationsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
}

/** A firm user as the conversation policy sees a caller. */
const asReader = (user: UserRecord, caller: Principal): Principal => ({
  userId: user.id,
  firmId: user.firmId,
  isStaff: user.isStaff,
  firmAccess: user.firmAccess,
  firmGroupId: user.firmGroupId,
  readonly: user.readonlyAccess,
  active: user.paying,
  firm: caller.firm,
});

export function participantsService({ db, conversations, entities, users }: Deps) {
  return {
    async update(
      principal: Principal | null | undefined,
      id: string,
      input: ParticipantsInput,
    ): Promise<ConversationSummaryDto> {
      const caller = requireStaff(principal);
      const found = await conversations.get(caller.firmId, id);
      const relevant = found ? await entities.getMany(caller.firmId, found.relevantCompanyIds) : [];
      requireConversationReader(caller, found, relevant);
      if (!canManageParticipants(caller.firmAccess)) {
        throw new Forbidden(MESSAGING_MESSAGES.participantsForbidden);
      }
      const ids = [...new Set(input.advisor_ids)];
      const staff = await users.getMany(caller.firmId, ids);
      for (const id of ids) {
        const user = staff.find((u) => u.id === id);
        if (!user || !user.isStaff) throw new Invalid('Participants must be firm users');
        if (!canReadConversation(asReader(user, caller), found!, relevant)) {
          throw new Invalid(participantCannotSee(fullName(user)));
        }
      }
      const updated = await db.runTransaction(async (tx) => {
        const conversation = requireConversationReader(
          caller,
          await conversations.read(tx, caller.firmId, id),
          relevant,
        );
        conversations.setAdvisors(tx, conversation, ids);
        return { ...conversation, advisorIds: ids };
      });
      return toConversationSummaryDto(updated, caller, entitiesNamedFor(caller, relevant));
    },
  };
}

export type ParticipantsService = ReturnType<typeof participantsService>;
