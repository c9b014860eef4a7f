// The staff overview ('Collect', GET /v2/questionnaires): turns the filters and the caller's
// group scope into one keyed-list request over the firm's questionnaires, and answers a page with
// each row's entity and advisor, a count, or the matching ids.
import { NO_FILTER } from '@portico/common/people/people-list';
import {
  NO_CUSTOM_STATUS,
  type OverviewPageDto,
  type OverviewQuery,
  type OverviewSortField,
} from '@portico/common/questionnaires/overview';
import type { FirmCatalogRepo } from '../../firm/firm.module';
import type { Principal } from '../../kernel/principal';
import type { ListRequest } from '../../platform/db/keyed-lists';
import {
  fullName,
  scopedGroups,
  type EntitiesRepo,
  type UsersRepo,
} from '../../people/people.module';
import { NONE, overviewFilterKeys } from './overview-fields';
import { toOverviewRow } from './overview.dto';
import { requireOverviewReader } from '../questionnaires.policy';
import type { QuestionnairesRepo } from '../questionnaires.repo';

interface Deps {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  catalog: FirmCatalogRepo;
}

const SORT_FIELD: Record<OverviewSortField, string> = {
  last_activity: 'overview_activity_at',
  due_date: 'due_date',
  sent_at: 'sent_at',
  name: 'name',
};

const given = (value: string) => (value && value !== NO_FILTER ? value : null);
const customStatusKey = (value: string) => (value === NO_CUSTOM_STATUS ? NONE : given(value));

/** Null when the caller's scope leaves nothing to find. */
function overviewRequest(caller: Principal, query: OverviewQuery): ListRequest | null {
  const groups = scopedGroups(caller, given(query.firm_group_id));
  if (groups?.length === 0) return null;
  return {
    keysField: 'overview_keys',
    keys: overviewFilterKeys({
      taxYear: query.tax_year ?? null,
      status: query.status ?? null,
      advisor: given(query.assigned_advisor_id),
      groups: groups?.map((g) => g ?? NONE) ?? null,
      customStatus: customStatusKey(query.custom_status_id),
      entityTag: given(query.entity_tag_id),
    }),
    sortField: SORT_FIELD[query.sort_by],
    descending: query.descending,
  };
}

export type OverviewAnswer = OverviewPageDto & { ids?: string[] };

export function overviewService({ questionnaires, entities, users, catalog }: Deps) {
  return {
    async list(
      principal: Principal | null | undefined,
      query: OverviewQuery,
    ): Promise<OverviewAnswer> {
      const caller = requireOverviewReader(principal);
      const req = overviewRequest(caller, query);
      if (!req) return query.only_ids ? { rows: [], ids: [] } : { rows: [], total: 0 };
      if (query.only_ids)
        return { rows: [], ids: await questionnaires.overviewIds(caller.firmId, req) };
      const { rows, total } = await questionnaires.overviewPage(
        caller.firmId,
        req,
        { offset: (query.page - 1) * query.rows_per_page, limit: query.rows_per_page },
        query.count,
      );
      const summaries = await entities.getSummaries(caller.firmId, [
        ...new Set(rows.map((r) => r.companyId)),
      ]);
      const advisorIds = [...new Set(rows.flatMap((r) => r.assignedAdvisorId ?? []))];
      const [advisors, statuses] = await Promise.all([
        users.getMany(caller.firmId, advisorIds),
        rows.some((r) => r.customStatusId)
          ? catalog.list(caller.firmId, 'custom_statuses')
          : Promise.resolve([]),
      ]);
      const byId = <T extends { id: string }>(list: T[]) => new Map(list.map((x) => [x.id, x]));
      const entityById = byId(summaries);
      const names = {
        advisors: new Map(advisors.map((a) => [a.id, fullName(a)])),
        customStatuses: new Map(statuses.map((s) => [s.id, s.firm_user_display_status])),
      };
      return {
        rows: rows.map((r) => toOverviewRow(r, entityById.get(r.companyId) ?? null, names)),
        ...(total !== undefined && { total }),
      };
    },
  };
}

export type OverviewService = ReturnType<typeof overviewService>;
