// Download a client list template (spec 3 §7): the API answers a short-lived signed link to the
// CSV, which the browser then saves.
import { useMutation } from '@tanstack/react-query';
import {
  listTemplateFileName,
  type BlobLinkDto,
  type ListTemplate,
} from '@portico/common/imports/imports';
import { api } from '@/lib/api-client';
import { saveLink } from '@/lib/save-file';

export async function getListTemplateLink(template: ListTemplate): Promise<string> {
  const answer = await api.get<BlobLinkDto>(`/imports/client_list_template/${template}`);
  return answer.document.data.link;
}

export const useDownloadListTemplate = () =>
  useMutation({
    mutationFn: async (template: ListTemplate) =>
      saveLink(await getListTemplateLink(template), listTemplateFileName(template)),
  });
