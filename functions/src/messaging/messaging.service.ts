// Messaging so far: the staff entity view's list of an entity's conversations, so who takes part
// is observable until the Messages screens exist.
import {
  ENTITY_CONVERSATIONS_LIMIT,
  type EntityConversationsDto,
} from '@portico/common/messaging/conversations';
import type { FirmService } from '../firm/firm.service';
import type { Principal } from '../http/principal';
import type { CompaniesRepo } from '../people/companies.repo';
import { requireStaff } from '../people/people.policy';
import type { ConversationsRepo } from './conversations.repo';
import { toEntityConversationDto } from './messaging.dto';
import { requireEntityConversationsReader } from './messaging.policy';

interface Deps {
  conversations: ConversationsRepo;
  companies: CompaniesRepo;
  firms: FirmService;
}

export function messagingService({ conversations, companies, firms }: Deps) {
  return {
    /** Clients are refused (403) before the entity is looked up; not visible reads as 404. */
    async listForEntity(
      principal: Principal | null | undefined,
      idOrHash: string,
    ): Promise<EntityConversationsDto> {
      const caller = requireStaff(principal);
      const setting = {
        groupsEnabled: (await firms.load(caller.firmId)).preferences.has_firm_groups,
      };
      const record = await companies.getByIdOrHash(caller.firmId, idOrHash);
      const { company } = requireEntityConversationsReader(caller, record, setting);
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
