// Staff send sign-in links to chosen clients, or to the owners of chosen entities or questionnaires.
import { useMutation } from '@tanstack/react-query';
import type {
  SendSignInLinksInput,
  SignInLinksResultDto,
} from '@portico/common/auth/sign-in-links';
import { api } from '@/lib/api-client';

export const useSendSignInLinks = () =>
  useMutation({
    mutationFn: (input: Partial<SendSignInLinksInput>) =>
      api.post<SignInLinksResultDto>('/v2/users/send_sign_in_links', input),
  });
