// Entities: the switcher list, one entity, and saving an entity.
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EntityDto, EntitySummaryDto } from '@portico/common/people/entity-dto';
import type { EntityProfileInput } from '@portico/common/people/profile-schema';
import { api } from '@/lib/api-client';
import { authKeys, type CurrentUser } from '@/lib/current-user';
import { queryRoots } from '@/lib/query-keys';
import { invalidatePeople } from './invalidate-people';
import { companyKeys } from './people-keys';

/** The active entities of `userId` (the signed-in client, or the client a staff member previews). */
export const activeCompaniesQuery = (userId: string, asStaff: boolean) =>
  queryOptions({
    queryKey: companyKeys.mine(userId),
    queryFn: async () =>
      (
        await api.get<{ companies: EntitySummaryDto[] }>(
          '/companies',
          asStaff ? { user_id: userId } : undefined,
        )
      ).companies,
  });

export const useActiveCompanies = (userId: string, asStaff: boolean) =>
  useQuery(activeCompaniesQuery(userId, asStaff));

export const useCompany = (idOrHash: string | undefined) =>
  useQuery({
    queryKey: companyKeys.one(idOrHash ?? ''),
    queryFn: () => api.get<EntityDto>(`/companies/${encodeURIComponent(idOrHash ?? '')}`),
    enabled: Boolean(idOrHash),
  });

export function useUpdateCompany(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: EntityProfileInput) =>
      api.patch<EntityDto>(`/companies/${companyId}`, input),
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

/** PUT /companies/{id}/assigned_advisor: the entity's firm user ('-1' for none); its returns follow. */
export function useAssignEntityAdvisor(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: (advisorId: string) =>
      api.put<{ message: string; assigned_advisor_id: string | null }>(
        `/companies/${encodeURIComponent(companyId)}/assigned_advisor`,
        { assigned_advisor_id: advisorId },
      ),
    onSuccess: async () => {
      await invalidatePeople(client);
      await client.invalidateQueries({ queryKey: queryRoots.taxReturns });
    },
  });
}

/**
 * PUT /companies/default: the entity the client's screens open on, in any browser. The signed-in
 * user's copy holds the choice at once (so a switch shows without waiting) and is put back if the
 * server refuses it; no screen refetches.
 */
export function useSetDefaultCompany(uid: string) {
  const client = useQueryClient();
  const setChoice = (default_company_id: string | null) =>
    client.setQueryData<CurrentUser>(authKeys.currentUser(uid), (user) =>
      user ? { ...user, default_company_id } : user,
    );
  return useMutation({
    mutationFn: (companyId: string) =>
      api.put<{ default_company_id: string }>('/companies/default', { companyId }),
    onMutate: (companyId) => {
      const before = client.getQueryData<CurrentUser>(authKeys.currentUser(uid));
      setChoice(companyId);
      return { before: before?.default_company_id ?? null };
    },
    onError: (_error, _companyId, context) => setChoice(context?.before ?? null),
  });
}

export function useAssignFirmRole(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ firmRoleId, userId }: { firmRoleId: string; userId: string | null }) =>
      userId
        ? api.post<unknown>('/firm_role_assignments/assign', { firmRoleId, companyId, userId })
        : api.post<unknown>('/firm_role_assignments/unassign', { firmRoleId, companyId }),
    onSuccess: () => client.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

/** delete_company: the entity leaves every list (it is archived on the server). */
export function useDeleteCompany() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (companyId: string) =>
      api.delete<{ message: string }>(`/companies/${encodeURIComponent(companyId)}`),
    onSuccess: () => invalidatePeople(client),
  });
}
