// Document Drop Off: staff send it; the public page reads the checklist, uploads to its items and
// submits it with the mailed link's access (no sign-in).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  DropOffAccess,
  DropOffPageDto,
  SendDropOffInput,
} from '@portico/common/questionnaires/drop-off';
import { api } from '@/lib/api-client';
import type { UploadRoute } from '@/lib/upload-documents';
import { useQuestionnairesPost } from './send-template';

export const useSendDropOff = () =>
  useQuestionnairesPost<SendDropOffInput, { message: string; questionnaire_ids: string[] }>(
    '/questionnaires/send_document_drop_off',
  );

const dropOffKey = (access: DropOffAccess) => ['document-drop-off', access.questionnaire_id];

export const useDropOff = (access: DropOffAccess) =>
  useQuery({
    queryKey: dropOffKey(access),
    queryFn: () => api.post<DropOffPageDto>('/document_drop_off/open', access),
    retry: false,
  });

/** Uploads through the link go to one of its items. */
export const dropOffUploads = (access: DropOffAccess): UploadRoute => ({
  start: '/document_drop_off/temporary_upload_link',
  process: '/document_drop_off/process_document',
  startWith: { ...access },
  processWith: { ...access },
});

export function useSubmitDropOff(access: DropOffAccess) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (agreed: boolean) =>
      api.post<DropOffPageDto>('/document_drop_off/submit', { ...access, agreed }),
    onSuccess: (page) => client.setQueryData(dropOffKey(access), page),
  });
}

/** Takes back an uploaded document; the answer is the checklist afterwards. */
export function useRemoveDropOffDocument(access: DropOffAccess) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (documentId: string) =>
      api.post<DropOffPageDto>('/document_drop_off/remove_document', {
        ...access,
        document_id: documentId,
      }),
    onSuccess: (page) => client.setQueryData(dropOffKey(access), page),
  });
}

/** After an upload the checklist is read again (the item's documents). */
export function useRefreshDropOff(access: DropOffAccess) {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: dropOffKey(access) });
}
