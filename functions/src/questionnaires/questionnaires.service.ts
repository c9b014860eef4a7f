// An entity's questionnaires with their overview status and section summaries: for staff who may
// see the entity (with its scheduled sends), and for its owners (the sent ones, for their
// dashboard). people.policy decides who sees the entity.
import {
  ENTITY_QUESTIONNAIRES_LIMIT,
  type EntityQuestionnairesDto,
} from '@portico/common/questionnaires/entity-questionnaires';
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { EntitiesRepo } from '../people/people.module';
import { clientSees, requireEntityQuestionnairesReader } from './questionnaires.policy';
import { toEntityQuestionnaireDto, toScheduledQuestionnaireDto } from './questionnaires.dto';
import type { QuestionnairesRepo } from './questionnaires.repo';
import type { ScheduledSendsRepo } from './sending/scheduled-sends.repo';

interface Deps {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  scheduledSends: ScheduledSendsRepo;
}

export function questionnairesService({ questionnaires, entities, scheduledSends }: Deps) {
  return {
    /** An entity that is not there, or not the caller's to see, reads as 404. */
    async listForEntity(
      principal: Principal | null | undefined,
      idOrHash: string,
    ): Promise<EntityQuestionnairesDto> {
      const caller = requireSignedIn(principal);
      const record = await entities.getByIdOrHash(caller.firmId, idOrHash);
      const { entity } = requireEntityQuestionnairesReader(caller, record);
      const [list, scheduled] = await Promise.all([
        questionnaires.listForCompany(caller.firmId, entity.id, ENTITY_QUESTIONNAIRES_LIMIT),
        caller.isStaff ? scheduledSends.listForEntity(caller.firmId, entity.id) : [],
      ]);
      return {
        questionnaires: list
          .filter((q) => caller.isStaff || clientSees(q))
          .map(toEntityQuestionnaireDto),
        scheduled: scheduled.map(toScheduledQuestionnaireDto),
      };
    },
  };
}

export type QuestionnairesService = ReturnType<typeof questionnairesService>;
