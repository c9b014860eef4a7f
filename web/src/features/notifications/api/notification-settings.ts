// An entity's per-owner notification settings (staff): read and save.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnerSubscription } from '@portico/common/people/notification-settings';
import { api } from '@/lib/api-client';

export type OwnerNotifications = OwnerSubscription & { full_name: string };

const key = (companyId: string) => ['notification-settings', companyId] as const;

export const useOwnerNotifications = (companyId: string) =>
  useQuery({
    queryKey: key(companyId),
    queryFn: async () =>
      (
        await api.get<{ owners: OwnerNotifications[] }>(
          `/companies/${companyId}/notification_settings`,
        )
      ).owners,
  });

export function useSaveOwnerNotifications(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptions: OwnerSubscription[]) =>
      api.put<{ message: string }>(`/companies/${companyId}/notification_settings`, {
        subscriptions,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: key(companyId) }),
  });
}
