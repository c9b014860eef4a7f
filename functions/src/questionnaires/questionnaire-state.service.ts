// Lock / unlock and mark completed / not completed (spec 2 §4 "Questionnaire status"): staff
// change a questionnaire's state; a locked or completed one is read-only for the client. Each
// change is logged.
import {
  stateMessage,
  type QuestionnaireStateInput,
} from '@portico/common/questionnaires/send-template';
import type { QuestionnaireHeadDto } from '@portico/common/questionnaires/questionnaire-model';
import { ACTIVITY_TYPE_QUESTIONNAIRE, type ActivityRepo } from '../activity/activity.module';
import type { Principal } from '../kernel/principal';
import type { CompaniesRepo } from '../people/people.module';
import type { Clock } from '../platform/clock/clock';
import { questionnaireHead } from './questionnaires.dto';
import { requireQuestionnaireManager } from './questionnaires.policy';
import { questionnaireChange } from './answering-change';
import type { QuestionnairesRepo } from './questionnaires.repo';

interface Deps {
  questionnaires: QuestionnairesRepo;
  companies: CompaniesRepo;
  activity: ActivityRepo;
  clock: Clock;
}

export function questionnaireStateService({ questionnaires, companies, activity, clock }: Deps) {
  const change = questionnaireChange({ questionnaires, companies }, requireQuestionnaireManager);
  return {
    async update(
      principal: Principal | null | undefined,
      id: string,
      input: QuestionnaireStateInput,
    ): Promise<{ message: string; questionnaire: QuestionnaireHeadDto }> {
      const {
        caller,
        company,
        record: after,
      } = await change(principal, id, (current) => {
        const fields = {
          ...(input.locked !== undefined && input.locked !== current.locked
            ? { locked: input.locked }
            : {}),
          ...(input.completed !== undefined && input.completed !== current.completed
            ? { completed: input.completed }
            : {}),
        };
        const changed = Object.keys(fields).length > 0;
        return {
          change: changed ? { ...fields, lastActivityAt: clock.now() } : null,
          after: { ...current, ...fields },
        };
      });
      const message = stateMessage(input);
      await activity.add({
        firmId: caller.firmId,
        typeId: ACTIVITY_TYPE_QUESTIONNAIRE,
        title: message,
        description: `${after.name} for ${company.name}`,
        userId: caller.userId,
        ip: null,
        userAgent: null,
        at: clock.now(),
        companyId: company.id,
        questionnaireId: after.id,
      });
      return { message, questionnaire: questionnaireHead(after) };
    },
  };
}

export type QuestionnaireStateService = ReturnType<typeof questionnaireStateService>;
