// Lock / unlock and mark completed / not completed (spec 2 §4 "Questionnaire status"): staff
// change a questionnaire's state; a locked or completed one is read-only for the client. Each
// change is logged.
import {
  stateMessage,
  type QuestionnaireStateInput,
} from '@portico/common/questionnaires/send-template';
import type { QuestionnaireHeadDto } from '@portico/common/questionnaires/questionnaire-model';
import { ACTIVITY_TYPE_QUESTIONNAIRE, type ActivityRepo } from '../activity/activity.module';
import { NotFound } from '../kernel/errors';
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { CompaniesRepo, CompanyRecord } from '../people/people.module';
import type { Clock } from '../platform/clock/clock';
import { questionnaireHead } from './questionnaires.dto';
import { QUESTIONNAIRE_NOT_FOUND, requireQuestionnaireManager } from './questionnaires.policy';
import type { QuestionnairesRepo } from './questionnaires.repo';

interface Deps {
  questionnaires: QuestionnairesRepo;
  companies: CompaniesRepo;
  activity: ActivityRepo;
  clock: Clock;
}

export function questionnaireStateService({ questionnaires, companies, activity, clock }: Deps) {
  return {
    async update(
      principal: Principal | null | undefined,
      id: string,
      input: QuestionnaireStateInput,
    ): Promise<{ message: string; questionnaire: QuestionnaireHeadDto }> {
      const caller = requireSignedIn(principal);
      let company: CompanyRecord | null = null;
      const after = await questionnaires.change(caller.firmId, id, async (current) => {
        company ??= await companies.getByIdOrHash(current.firmId, current.companyId);
        requireQuestionnaireManager(caller, company, current);
        const change = {
          ...(input.locked !== undefined && input.locked !== current.locked
            ? { locked: input.locked }
            : {}),
          ...(input.completed !== undefined && input.completed !== current.completed
            ? { completed: input.completed }
            : {}),
        };
        const changed = Object.keys(change).length > 0;
        return {
          change: changed ? { ...change, lastActivityAt: clock.now() } : null,
          after: { ...current, ...change },
        };
      });
      if (!after || !company) throw new NotFound(QUESTIONNAIRE_NOT_FOUND);
      const message = stateMessage(input);
      const owner: CompanyRecord = company;
      await activity.add({
        firmId: caller.firmId,
        typeId: ACTIVITY_TYPE_QUESTIONNAIRE,
        title: message,
        description: `${after.name} for ${owner.name}`,
        userId: caller.userId,
        ip: null,
        userAgent: null,
        at: clock.now(),
        companyId: owner.id,
        questionnaireId: after.id,
      });
      return { message, questionnaire: questionnaireHead(after) };
    },
  };
}

export type QuestionnaireStateService = ReturnType<typeof questionnaireStateService>;
