// Mass email (docs/api.md "POST /mass_emails"): a test to oneself, the queued send, and the
// clients to choose from (the Users list's search).
import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  MassEmailInput,
  MassEmailQueuedDto,
  TestMassEmailInput,
} from '@portico/common/messaging/mass-email';
import type { UserListDto } from '@portico/common/people/people-list';
import { api } from '@/lib/api-client';
import { messagingKeys } from './conversations';

export const useTestMassEmail = () =>
  useMutation({
    mutationFn: (input: TestMassEmailInput) =>
      api.post<{ message: string }>('/mass_emails/test', input),
  });

export const useQueueMassEmail = () =>
  useMutation({
    mutationFn: (input: MassEmailInput) => api.post<MassEmailQueuedDto>('/mass_emails', input),
  });

/** Up to 20 clients whose name or email holds `term` (2 characters or more). */
export const useClientSearch = (term: string) =>
  useQuery({
    queryKey: [...messagingKeys.all, 'mass-email-clients', term],
    queryFn: () =>
      api.get<UserListDto>('/v2/users', {
        search_term: term,
        page: 1,
        rows_per_page: 20,
        sort_by: 'name',
        descending: false,
      }),
    enabled: term.length >= 2,
    staleTime: 30_000,
  });
