// The staff overview (GET /v2/questionnaires): one page with its total, its bulk lock and due date.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OverviewPageDto } from '@portico/common/questionnaires/overview';
import type {
  ChangeDueDateInput,
  LockQuestionnairesInput,
} from '@portico/common/questionnaires/send-template';
import { pageQuery } from '@/components/list-table';
import { api } from '@/lib/api-client';
import type { OverviewParams } from '../hooks/use-overview-params';
import { questionnaireKeys } from './questionnaire-keys';
import { useQuestionnairesPost } from './send-template';

/** The query string the API reads; the spec's -1 stands for "no filter". */
export function overviewQuery(params: OverviewParams): Record<string, string | number | boolean> {
  return {
    ...pageQuery(params),
    tax_year: params.taxYear,
    status: params.status,
    assigned_advisor_id: params.advisorId,
    firm_group_id: params.groupId,
    custom_status_id: params.customStatusId,
    entity_tag_id: params.entityTagId,
  };
}

/** One page; `refetchInterval` while sends are under way (send-backlog.ts). */
export function useOverview(params: OverviewParams, refetchInterval: () => number | false) {
  const query = overviewQuery(params);
  return useQuery({
    queryKey: questionnaireKeys.overview(query),
    queryFn: () => api.get<OverviewPageDto>('/v2/questionnaires', query),
    placeholderData: keepPreviousData,
    refetchInterval,
  });
}

export const useLockQuestionnaires = () =>
  useQuestionnairesPost<LockQuestionnairesInput, { message: string; changed: number }>(
    '/questionnaires/lock',
  );

/** Deleted questionnaires back as they were (the overview's 'Deleted' list). */
export const useRestoreQuestionnaires = () =>
  useQuestionnairesPost<{ questionnaire_ids: string[] }, { message: string; restored: number }>(
    '/questionnaires/restore',
  );

export const useChangeDueDates = () =>
  useQuestionnairesPost<ChangeDueDateInput, { message: string; changed: number; skipped: number }>(
    '/questionnaires/change_due_date',
  );
