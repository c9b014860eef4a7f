// A questionnaire's activity for staff (spec 2 §2, the advisor dialog's Activities tab): the log's
// lines about it, newest first, ten a page, each with who did it by name.
import {
  QUESTIONNAIRE_ACTIVITY_PAGE_SIZE,
  type SubjectActivityPageDto,
} from '@portico/common/activity/subject-activity';
import { subjectActivityPage, type ActivityRepo } from '../../activity/activity.module';
import type { Principal } from '../../kernel/principal';
import { namesOf, type EntitiesRepo, type UsersRepo } from '../../people/people.module';
import { findWithEntity } from '../questionnaire-lookup';
import { requireStaffQuestionnaireReader } from '../questionnaires.policy';
import type { QuestionnairesRepo } from '../questionnaires.repo';

interface Deps {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  activity: ActivityRepo;
}

export function questionnaireActivityService(deps: Deps) {
  return {
    async page(
      principal: Principal | null | undefined,
      id: string,
      page: number,
    ): Promise<SubjectActivityPageDto> {
      const { entity, record } = await findWithEntity(deps, principal, id);
      const { caller } = requireStaffQuestionnaireReader(principal, entity, record);
      return subjectActivityPage(
        deps.activity,
        namesOf(deps.users),
        caller.firmId,
        { field: 'questionnaire_id', id },
        page,
        QUESTIONNAIRE_ACTIVITY_PAGE_SIZE,
      );
    },
  };
}

export type QuestionnaireActivityService = ReturnType<typeof questionnaireActivityService>;
