// The firm's staff and their invitations (Firm Settings → Team): the list, inviting, sending an
// invitation again and withdrawing it. Each change reloads the list and the staff pickers.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InviteStaffInput,
  InviteStaffResultDto,
  StaffMemberDto,
} from '@portico/common/people/staff-invitations';
import { api } from '@/lib/api-client';
import { catalogKeys } from '@/lib/firm-catalog';

const staffKey = ['firm-staff'] as const;

export const useStaff = () =>
  useQuery({
    queryKey: staffKey,
    queryFn: async () => (await api.get<{ staff: StaffMemberDto[] }>('/firms/staff')).staff,
  });

function useStaffChange<I, O>(change: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: staffKey }),
        client.invalidateQueries({ queryKey: catalogKeys.users() }),
      ]),
  });
}

export const useInviteStaff = () =>
  useStaffChange((input: InviteStaffInput) =>
    api.post<InviteStaffResultDto>('/firms/staff/invitations', input),
  );

export const useResendInvitation = () =>
  useStaffChange((userId: string) =>
    api.post<{ message: string }>(
      `/firms/staff/invitations/${encodeURIComponent(userId)}/resend`,
      {},
    ),
  );

export const useWithdrawInvitation = () =>
  useStaffChange((userId: string) =>
    api.delete<{ message: string }>(`/firms/staff/invitations/${encodeURIComponent(userId)}`),
  );
