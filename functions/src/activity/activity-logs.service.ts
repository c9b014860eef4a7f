// The firm's activity log for staff (spec 3 §2 "Activity logs", §7 "GET /v2/activity_logs"): a page
// of 32 lines, newest first, filtered by entity, questionnaire, type and a search of the title and
// description; each line with who did it and the entity it concerns, by name.
import type {
  ActivityLogDto,
  ActivityLogsDto,
  ActivityLogsQuery,
} from '@portico/common/activity/activity-logs';
import type { Principal } from '../kernel/principal';
import { searchLookupFor } from '../kernel/search-tokens';
import type { ActivityDirectory, ActivityQuestionnaires } from './activity-links';
import { requireActivityReader } from './activity.policy';
import type { ActivityRepo } from './activity.repo';

export function activityLogsService(
  activity: ActivityRepo,
  links: { directory: ActivityDirectory; questionnaires: ActivityQuestionnaires },
) {
  const { directory } = links;
  return {
    async list(
      principal: Principal | null | undefined,
      query: ActivityLogsQuery,
    ): Promise<ActivityLogsDto> {
      const { caller, overlaps } = await requireActivityReader(
        principal,
        { companyId: query.company_id, questionnaireId: query.questionnaire_id },
        links,
      );
      const { entries, total } = overlaps
        ? await activity.page(
            {
              firmId: caller.firmId,
              companyId: query.company_id ?? null,
              questionnaireId: query.questionnaire_id ?? null,
              typeId: query.type_id ?? null,
              search: searchLookupFor(query.search),
            },
            query.page,
            query.per_page,
          )
        : { entries: [], total: 0 };
      const unique = (ids: (string | null)[]) => [
        ...new Set(ids.filter((id): id is string => id !== null)),
      ];
      const [entities, names] = await Promise.all([
        directory.entitiesSeenBy(caller, unique(entries.map((e) => e.companyId))),
        directory.userNames(caller.firmId, unique(entries.map((e) => e.userId))),
      ]);
      const entityOf = new Map(entities.map((e) => [e.id, e]));
      return {
        activities: entries.map((e): ActivityLogDto => {
          const entity = e.companyId ? entityOf.get(e.companyId) : undefined;
          return {
            id: e.id,
            type_id: e.typeId,
            title: e.title,
            description: e.description,
            created_at: e.at.toISOString(),
            user_name: e.userId ? (names.get(e.userId) ?? null) : null,
            company_id: e.companyId,
            company_name: entity?.name ?? null,
            company_hash: entity?.hashId ?? null,
            questionnaire_id: e.questionnaireId,
          };
        }),
        total,
        per_page: query.per_page,
        page: query.page,
      };
    },
  };
}

export type ActivityLogsService = ReturnType<typeof activityLogsService>;
