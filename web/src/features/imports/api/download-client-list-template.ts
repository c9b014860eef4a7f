// Download a client list template (spec 3 §7): the API answers a short-lived signed link to the
// CSV, which the browser then saves.
import { useMutation } from '@tanstack/react-query';
import {
  clientListTemplateFileName,
  type BlobLinkDto,
  type ClientListTemplate,
} from '@portico/common/imports/imports';
import { api } from '@/lib/api-client';
import { saveLink } from '@/lib/save-file';

export async function getClientListTemplateLink(template: ClientListTemplate): Promise<string> {
  const answer = await api.get<BlobLinkDto>(`/imports/client_list_template/${template}`);
  return answer.document.data.link;
}

export const useDownloadClientListTemplate = () =>
  useMutation({
    mutationFn: async (template: ClientListTemplate) =>
      saveLink(await getClientListTemplateLink(template), clientListTemplateFileName(template)),
  });
