// The advisor dialog's Unattached tab: the entity's documents uploaded outside questionnaires in
// the last 3 months, and attaching them to the questionnaire; and its deleted documents, restored
// from the Documents tab.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DocumentDto } from '@portico/common/documents/uploads';
import type { AttachDocumentsInput } from '@portico/common/questionnaires/unattached-documents';
import { api } from '@/lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

const base = (id: string) => `/questionnaires/${encodeURIComponent(id)}`;

export const useUnattachedDocuments = (id: string) =>
  useQuery({
    queryKey: questionnaireKeys.unattached(id),
    queryFn: async () =>
      (await api.get<{ documents: DocumentDto[] }>(`${base(id)}/unattached_documents`)).documents,
  });

/** Attached documents leave the tab and join the questionnaire's additional attachments. */
export function useAttachDocuments(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: AttachDocumentsInput) =>
      api.post<{ message: string; attached: number }>(`${base(id)}/attach_documents`, input),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: questionnaireKeys.unattached(id) }),
        client.invalidateQueries({ queryKey: questionnaireKeys.page(id) }),
      ]),
  });
}

/** The questionnaire's deleted documents, for the dialog's Documents tab to restore. */
export const useDeletedDocuments = (id: string) =>
  useQuery({
    queryKey: questionnaireKeys.deleted(id),
    queryFn: async () =>
      (
        await api.get<{ documents: (DocumentDto & { deleted_at: string })[] }>(
          `${base(id)}/deleted_documents`,
        )
      ).documents,
  });

/** Restores one (the vault's restore); it comes back among the additional attachments. */
export function useRestoreDocument(id: string) {
  const client = useQueryClient();
  return useMutation({
    meta: { inlineErrors: true },
    mutationFn: (documentId: string) =>
      api.post<unknown>(`/documents/${encodeURIComponent(documentId)}/restore`),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: questionnaireKeys.deleted(id) }),
        client.invalidateQueries({ queryKey: questionnaireKeys.page(id) }),
      ]),
  });
}
