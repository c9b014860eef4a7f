// Notification settings: an entity's per-owner settings (staff), the caller's own types on an
// entity, and saving the caller's own types on one or many entities.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  MyNotificationsDto,
  OwnerSubscription,
  StaffSubscriptionResultDto,
} from '@portico/common/people/notification-settings';
import { api } from '@/lib/api-client';

export type OwnerNotifications = OwnerSubscription & { full_name: string };

export const notificationSettingsKeys = {
  all: ['notification-settings'] as const,
  owners: (companyId: string) => [...notificationSettingsKeys.all, 'owners', companyId] as const,
  mine: (companyId: string) => [...notificationSettingsKeys.all, 'mine', companyId] as const,
  typeIds: (companyId: string) => [...notificationSettingsKeys.all, 'type-ids', companyId] as const,
};

const companyPath = (companyId: string) => `/companies/${encodeURIComponent(companyId)}`;

export const useOwnerNotifications = (companyId: string) =>
  useQuery({
    queryKey: notificationSettingsKeys.owners(companyId),
    queryFn: async () =>
      (
        await api.get<{ owners: OwnerNotifications[] }>(
          `${companyPath(companyId)}/notification_settings`,
        )
      ).owners,
  });

export function useSaveOwnerNotifications(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (subscriptions: OwnerSubscription[]) =>
      api.put<{ message: string }>(`${companyPath(companyId)}/notification_settings`, {
        subscriptions,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationSettingsKeys.all }),
  });
}

/** A firm user's own types on an entity, and whether they may turn any off. */
export const useMyNotifications = (companyId: string, enabled = true) =>
  useQuery({
    queryKey: notificationSettingsKeys.mine(companyId),
    queryFn: () => api.get<MyNotificationsDto>(`${companyPath(companyId)}/my_notifications`),
    enabled,
  });

/** An owner's own types on an entity (get_notification_type_ids). */
export const useOwnTypeIds = (companyId: string, enabled = true) =>
  useQuery({
    queryKey: notificationSettingsKeys.typeIds(companyId),
    queryFn: () => api.get<number[]>(`${companyPath(companyId)}/get_notification_type_ids`),
    enabled,
  });

/** save_notification_subscription; staff get back which entities changed and which were skipped. */
export function useSaveSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { entity_ids: string[]; notification_type_ids: number[] }) =>
      api.post<Partial<StaffSubscriptionResultDto> & { message: string }>(
        '/companies/save_notification_subscription',
        input,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationSettingsKeys.all }),
  });
}
