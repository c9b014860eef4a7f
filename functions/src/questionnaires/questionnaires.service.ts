// The staff entity view's questionnaires: an entity's questionnaires with their overview status
// and its scheduled sends, for staff who may see the entity (people.policy decides who).
import {
  ENTITY_QUESTIONNAIRES_LIMIT,
  type EntityQuestionnairesDto,
} from '@portico/common/questionnaires/entity-questionnaires';
import type { FirmService } from '../firm/firm.service';
import type { Principal } from '../http/principal';
import type { CompaniesRepo } from '../people/companies.repo';
import { requireStaff } from '../people/people.policy';
import { requireEntityQuestionnairesReader } from './questionnaires.policy';
import { toEntityQuestionnaireDto, toScheduledQuestionnaireDto } from './questionnaires.dto';
import type { QuestionnairesRepo } from './questionnaires.repo';

interface Deps {
  questionnaires: QuestionnairesRepo;
  companies: CompaniesRepo;
  firms: FirmService;
}

export function questionnairesService({ questionnaires, companies, firms }: Deps) {
  return {
    /** Clients are refused (403) before the entity is looked up; not visible reads as 404. */
    async listForEntity(
      principal: Principal | null | undefined,
      idOrHash: string,
    ): Promise<EntityQuestionnairesDto> {
      const caller = requireStaff(principal);
      const setting = {
        groupsEnabled: (await firms.load(caller.firmId)).preferences.has_firm_groups,
      };
      const record = await companies.getByIdOrHash(caller.firmId, idOrHash);
      const { company } = requireEntityQuestionnairesReader(caller, record, setting);
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
