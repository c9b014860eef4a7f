// Confirming a new sign-in contact of one's own: a code is sent to the new email or phone, and
// only that code moves it (POST /sessions/sign_in_contact/send_code and /verify).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUserDto } from '@portico/common/auth/current-user';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/current-user';

/** One contact at a time: the new email, or the new phone as digits. */
export type SignInContactChange = { email: string } | { phone_number: string };

export const useSendContactCode = () =>
  useMutation({
    meta: { inlineErrors: true },
    mutationFn: (change: SignInContactChange) =>
      api.post<{ message: string }>('/sessions/sign_in_contact/send_code', change),
  });

export function useVerifyContactCode() {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: ({ change, code }: { change: SignInContactChange; code: string }) =>
      api.post<CurrentUserDto>('/sessions/sign_in_contact/verify', {
        ...change,
        verification_code: code,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: authKeys.all }),
  });
}
