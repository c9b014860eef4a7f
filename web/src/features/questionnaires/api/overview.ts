// The staff overview (GET /v2/questionnaires): one page with its total, and its bulk lock.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OverviewPageDto } from '@portico/common/questionnaires/overview';
import type { LockQuestionnairesInput } from '@portico/common/questionnaires/send-template';
import { api } from '@/lib/api-client';
import type { OverviewParams } from '../hooks/use-overview-params';
import { questionnaireKeys } from './questionnaire-keys';
import { useQuestionnairesPost } from './send-template';

/** The query string the API reads; the spec's -1 stands for "no filter". */
export function overviewQuery(params: OverviewParams): Record<string, string | number | boolean> {
  return {
    page: params.page,
    rows_per_page: params.rowsPerPage,
    sort_by: params.sortBy,
    descending: params.descending,
    count: true,
    tax_year: params.taxYear,
    status: params.status,
    assigned_advisor_id: params.advisorId,
    firm_group_id: params.groupId,
  };
}

export function useOverview(params: OverviewParams) {
  const query = overviewQuery(params);
  return useQuery({
    queryKey: questionnaireKeys.overview(query),
    queryFn: () => api.get<OverviewPageDto>('/v2/questionnaires', query),
    placeholderData: keepPreviousData,
  });
}

export const useLockQuestionnaires = () =>
  useQuestionnairesPost<LockQuestionnairesInput, { message: string; changed: number }>(
    '/questionnaires/lock',
  );
