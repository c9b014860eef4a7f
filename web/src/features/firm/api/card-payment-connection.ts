// The firm's card-payment connection (Stripe Connect): its status, the onboarding link, and the
// check made on the return from onboarding. The query key is the one the send dialogs read.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface CardPaymentStatus {
  connected: boolean;
  onboarding: boolean;
}

const statusKey = ['integrations', 'stripe'] as const;

export const useCardPaymentStatus = () =>
  useQuery({
    queryKey: statusKey,
    queryFn: () => api.get<CardPaymentStatus>('/integrations/check_stripe_integration'),
  });

/** Starts (or goes on with) onboarding: the browser is sent to Stripe's page. */
export const useConnectCardPayments = () =>
  useMutation({
    mutationFn: () =>
      api.post<{ connected: boolean; url: string | null }>('/integrations/stripe/connect', {}),
    onSuccess: ({ url }) => {
      if (url) window.location.assign(url);
    },
  });

export function useRefreshCardPayments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<CardPaymentStatus>('/integrations/stripe/refresh', {}),
    onSuccess: (status) => client.setQueryData(statusKey, status),
  });
}
