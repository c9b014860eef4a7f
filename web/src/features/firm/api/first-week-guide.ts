// The Guide: its steps as the firm has done them, and hiding it from (or showing it in) the
// caller's menu, which the current user carries.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuideDto } from '@portico/common/firm/first-week-guide';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/current-user';

export const useFirstWeekGuide = () =>
  useQuery({
    queryKey: ['first-week-guide'],
    queryFn: () => api.get<GuideDto>('/firms/guide'),
    // Steps tick themselves as the firm works elsewhere: read again on every visit.
    refetchOnMount: 'always',
  });

export function useDismissGuide() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (dismissed: boolean) =>
      api.put<{ dismissed: boolean }>('/firms/guide/dismissed', { dismissed }),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['first-week-guide'] }),
        client.invalidateQueries({ queryKey: authKeys.all }),
      ]),
  });
}
