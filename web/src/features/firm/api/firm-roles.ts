// Firm roles: list, create, rename (with permissions) and delete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FirmRoleDto } from '@portico/common/firm/firm-catalog-dto';
/** What a role form sends; the API checks each id against the catalogue. */
type FirmRoleInput = { role_name: string; permission_ids: string[] };
import { api } from '@/lib/api-client';

export const roleKeys = { all: ['firm-roles'] as const };

export const useFirmRoles = (enabled = true) =>
  useQuery({
    queryKey: roleKeys.all,
    queryFn: async () => (await api.get<{ firm_roles: FirmRoleDto[] }>('/firm_roles')).firm_roles,
    enabled,
  });

type RoleEdit =
  | { kind: 'create'; input: FirmRoleInput }
  | { kind: 'update'; id: string; input: FirmRoleInput }
  | { kind: 'delete'; id: string };

export function useFirmRoleEdit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (edit: RoleEdit) => {
      if (edit.kind === 'create') return api.post<unknown>('/firm_roles', edit.input);
      if (edit.kind === 'update') return api.put<unknown>(`/firm_roles/${edit.id}`, edit.input);
      return api.delete<unknown>(`/firm_roles/${edit.id}`);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  });
}
