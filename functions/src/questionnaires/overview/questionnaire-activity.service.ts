// A questionnaire's activity for staff (spec 2 §2, the advisor dialog's Activities tab): the log's
// lines about it, newest first, ten a page, each with who did it by name.
import {
  ACTIVITY_PAGE_SIZE,
  type QuestionnaireActivityPageDto,
} from '@portico/common/questionnaires/questionnaire-activity';
import type { ActivityRepo } from '../../activity/activity.module';
import type { Principal } from '../../kernel/principal';
import { fullName, type EntitiesRepo, type UsersRepo } from '../../people/people.module';
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
    ): Promise<QuestionnaireActivityPageDto> {
      const { entity, record } = await findWithEntity(deps, principal, id);
      const { caller } = requireStaffQuestionnaireReader(principal, entity, record);
      const { entries, more } = await deps.activity.pageForQuestionnaire(
        caller.firmId,
        id,
        page,
        ACTIVITY_PAGE_SIZE,
      );
      const ids = [...new Set(entries.flatMap((e) => (e.userId ? [e.userId] : [])))];
      const names = new Map(
        (await deps.users.getMany(caller.firmId, ids)).map((u) => [u.id, fullName(u)]),
      );
      return {
        activities: entries.map((e) => ({
          id: e.id,
          title: e.title,
          description: e.description,
          by: e.userId ? (names.get(e.userId) ?? null) : null,
          created_at: e.at.toISOString(),
        })),
        page,
        has_more: more,
      };
    },
  };
}

export type QuestionnaireActivityService = ReturnType<typeof questionnaireActivityService>;
