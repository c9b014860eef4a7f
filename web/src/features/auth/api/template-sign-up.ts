// The public template link: the template's name, and signing up from it.
import { useQuery } from '@tanstack/react-query';
import type { TemplateInfoDto } from '@portico/common/auth/session-schemas';
import { api } from '@/lib/api-client';
import { authKeys } from '@/lib/current-user';

export function useTemplateInfo(hashId: string) {
  return useQuery({
    queryKey: [...authKeys.all, 'template', hashId],
    queryFn: ({ signal }) =>
      api.get<TemplateInfoDto>(
        `/sessions/template_info/${encodeURIComponent(hashId)}`,
        undefined,
        signal,
      ),
  });
}

export interface CreateTemplateUserBody {
  email: string;
  fname: string;
  lname: string;
  templateHashId: string;
  firmGroupId?: string;
  year?: number;
}

export const createTemplateUser = (body: CreateTemplateUserBody) =>
  api.post<{ auth_token: string } | { link_sent: true }>('/sessions/create_template_user', body);
