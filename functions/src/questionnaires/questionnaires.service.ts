// The staff entity view's questionnaires: an entity's questionnaires with their overview status
// and its scheduled sends, for staff who may see the entity (people.policy decides who).
import {
  ENTITY_QUESTIONNAIRES_LIMIT,
  type EntityQuestionnairesDto,
} from '@portico/common/questionnaires/entity-questionnaires';
import { requireStaff, type Principal } from '../kernel/principal';
import type { CompaniesRepo } from '../people/people.module';
import { requireEntityQuestionnairesReader } from './questionnaires.policy';
import { toEntityQuestionnaireDto, toScheduledQuestionnaireDto } from './questionnaires.dto';
import type { QuestionnairesRepo } from './questionnaires.repo';

interface Deps {
  questionnaires: QuestionnairesRepo;
  companies: CompaniesRepo;
}

export function questionnairesService({ questionnaires, companies }: Deps) {
  return {
    /** Clients are refused (403) before the entity is looked up; not visible reads as 404. */
    async listForEntity(
      principal: Principal | null | undefined,
      idOrHash: string,
    ): Promise<EntityQuestionnairesDto> {
      const caller = requireStaff(principal);
      const record = await companies.getByIdOrHash(caller.firmId, idOrHash);
      const { company } = requireEntityQuestionnairesReader(caller, record);
      const [list, scheduled] = await Promise.all([
        questionnaires.listForCompany(caller.firmId, company.id, ENTITY_QUESTIONNAIRES_LIMIT),
        questionnaires.listScheduledForCompany(caller.firmId, company.id),
      ]);
      return {
        questionnaires: list.map(toEntityQuestionnaireDto),
        scheduled: scheduled.map(toScheduledQuestionnaireDto),
      };
    },
  };
}

export type QuestionnairesService = ReturnType<typeof questionnairesService>;
