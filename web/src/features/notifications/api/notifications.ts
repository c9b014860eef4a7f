// The signed-in user's notifications (docs/api.md "GET /notifications"): a page with filters, the
// unread count the bell shows, and dismissing one or all. A new notification moves the user's
// realtime signal (`notification_at`), and every list reloads.
import { useEffect, useRef } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationDto,
  NotificationsPageDto,
} from '@portico/common/notifications/notifications';
import { NOTIFICATIONS_PER_PAGE } from '@portico/common/notifications/notifications';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { useSignal } from './realtime-docs';

export interface NotificationFilters {
  page: number;
  search: string;
  unread: boolean;
  /** A notification type id, or null for every type. */
  typeId: number | null;
}

export const FIRST_PAGE: NotificationFilters = { page: 1, search: '', unread: false, typeId: null };

export const notificationKeys = {
  all: queryRoots.notifications,
  list: (f: NotificationFilters) => [...queryRoots.notifications, 'list', f] as const,
};

export const useNotifications = (filters: NotificationFilters, enabled = true) =>
  useQuery({
    queryKey: notificationKeys.list(filters),
    queryFn: ({ signal }) =>
      api.get<NotificationsPageDto>(
        '/notifications',
        {
          page: filters.page,
          per_page: NOTIFICATIONS_PER_PAGE,
          search: filters.search,
          unread: filters.unread,
          type_id: filters.typeId ?? undefined,
        },
        signal,
      ),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Reloads every notification list when the user's signal says a new one arrived. */
export function useNotificationsFollowSignal(enabled: boolean): void {
  const client = useQueryClient();
  const arrived = useSignal(enabled).data?.notification_at ?? null;
  const seen = useRef(arrived);
  useEffect(() => {
    if (arrived === seen.current) return;
    seen.current = arrived;
    void client.invalidateQueries({ queryKey: notificationKeys.all });
  }, [arrived, client]);
}

function useNotificationsWrite<T, V>(write: (input: V) => Promise<T>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

export const useDismissNotification = () =>
  useNotificationsWrite((id: string) =>
    api.post<NotificationDto>(`/notifications/${encodeURIComponent(id)}/dismiss`),
  );

export const useDismissAllNotifications = () =>
  useNotificationsWrite(() => api.post<{ dismissed: number }>('/notifications/dismiss_all'));
