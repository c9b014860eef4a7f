// Messaging so far: the staff entity view's list of an entity's conversations, so who takes part
// is observable until the Messages screens exist.
import {
  ENTITY_CONVERSATIONS_LIMIT,
  type EntityConversationsDto,
} from '@portico/common/messaging/conversations';
import { requireStaff, type Principal } from '../kernel/principal';
import type { CompaniesRepo } from '../people/people.module';
import type { ConversationsRepo } from './conversations.repo';
import { toEntityConversationDto } from './messaging.dto';
import { requireEntityConversationsReader } from './messaging.policy';

interface Deps {
  conversations: ConversationsRepo;
  companies: CompaniesRepo;
}

export function messagingService({ conversations, companies }: Deps) {
  return {
    /** Clients are refused (403) before the entity is looked up; not visible reads as 404. */
    async listForEntity(
      principal: Principal | null | undefined,
      idOrHash: string,
    ): Promise<EntityConversationsDto> {
      const caller = requireStaff(principal);
      const record = await companies.getByIdOrHash(caller.firmId, idOrHash);
      const { company } = requireEntityConversationsReader(caller, record);
      const list = await conversations.listForCompany(
        caller.firmId,
        company.id,
        ENTITY_CONVERSATIONS_LIMIT,
      );
      return { conversations: list.map(toEntityConversationDto) };
    },
  };
}

export type MessagingService = ReturnType<typeof messagingService>;
