// The firm's activity log (docs/api.md "GET /v2/activity_logs"): one page of 32 with its filters.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActivityLogsDto } from '@portico/common/activity/activity-logs';
import { api } from '@/lib/api-client';

export interface ActivityFilters {
  page: number;
  search: string;
  typeId: number | null;
  companyId: string | null;
}

export const useActivityLogs = (filters: ActivityFilters, enabled: boolean) =>
  useQuery({
    queryKey: ['activity', 'logs', filters],
    queryFn: ({ signal }) =>
      api.get<ActivityLogsDto>(
        '/v2/activity_logs',
        {
          page: filters.page,
          search: filters.search,
          type_id: filters.typeId ?? undefined,
          company_id: filters.companyId ?? undefined,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
    enabled,
  });
