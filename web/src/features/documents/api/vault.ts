// An entity's document vault: one folder's listing (with the tree and what the caller may do), and
// the changes to folders and files, each refreshing the vault's listings when it is done.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreateFolderInput,
  MoveDocumentsDto,
  MoveDocumentsInput,
  UpdateDocumentInput,
  VaultFileDto,
  VaultFolderDto,
  VaultListingDto,
} from '@portico/common/documents/vault';
import { RECOGNITION_POLL_MS, recognitionPending } from '@portico/common/documents/tax-forms';
import { api } from '@/lib/api-client';
import { expectedDocumentsKey, queryRoots } from '@/lib/query-keys';
import { deleteDocument } from '@/lib/upload-documents';

export const vaultKeys = {
  root: ['documents'] as const,
  all: (companyId: string) => ['documents', companyId] as const,
  folder: (companyId: string, path: string, includeDeleted: boolean) =>
    ['documents', companyId, path, includeDeleted] as const,
};

export const useVaultListing = (
  companyId: string,
  path: string,
  includeDeleted: boolean,
  enabled = true,
) =>
  useQuery({
    enabled,
    queryKey: vaultKeys.folder(companyId, path, includeDeleted),
    queryFn: () =>
      api.get<VaultListingDto>('/documents', {
        company_id: companyId,
        path,
        ...(includeDeleted ? { include_deleted: 'true' } : {}),
      }),
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[1] === companyId ? previous : undefined,
    // Asked again while a file just uploaded is being recognised (spec 3: every 1 s).
    refetchInterval: (query) =>
      query.state.data && recognitionPending(query.state.data.files, Date.now())
        ? RECOGNITION_POLL_MS
        : false,
  });

const encoded = (id: string) => `/documents/${encodeURIComponent(id)}`;

/** One change to the vault: `run` calls the API; every listing of the entity refreshes after. */
export function useVaultChange<I, R>(companyId: string, run: (input: I) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: vaultKeys.all(companyId) }),
  });
}

/** Staff have a file that failed or needs review read again. */
export const useRecognizeAgain = (companyId: string) =>
  useVaultChange(companyId, (id: string) =>
    api.post<VaultFileDto>(`/documents/${encodeURIComponent(id)}/recognize`),
  );

export const useCreateFolder = (companyId: string) =>
  useVaultChange(companyId, (input: Omit<CreateFolderInput, 'company_id'>) =>
    api.post<VaultFolderDto>('/documents/folders', { company_id: companyId, ...input }),
  );

export const useUpdateFile = (companyId: string) =>
  useVaultChange(companyId, ({ id, ...input }: UpdateDocumentInput & { id: string }) =>
    api.patch<VaultFileDto>(encoded(id), input),
  );

export const useDeleteFile = (companyId: string) =>
  useVaultChange(companyId, (id: string) => deleteDocument(id));

export const useRestoreFile = (companyId: string) =>
  useVaultChange(companyId, (id: string) => api.post<VaultFileDto>(`${encoded(id)}/restore`));

export const useRenameFolder = (companyId: string) =>
  useVaultChange(companyId, (input: { path: string; name: string }) =>
    api.patch<VaultFolderDto>('/documents/folders', { company_id: companyId, ...input }),
  );

export const useMoveFiles = (companyId: string) =>
  useVaultChange(companyId, (input: Omit<MoveDocumentsInput, 'company_id'>) =>
    api.post<MoveDocumentsDto>('/documents/move', { company_id: companyId, ...input }),
  );

export const useDeleteFolder = (companyId: string) =>
  useVaultChange(companyId, (path: string) =>
    api.delete<void>(
      `/documents/folders?${new URLSearchParams({ company_id: companyId, path }).toString()}`,
    ),
  );

export const useRestoreFolder = (companyId: string) =>
  useVaultChange(companyId, (path: string) =>
    api.post<void>('/documents/folders/restore', { company_id: companyId, path }),
  );

/** After an upload: the vault's listings refresh, and which expected documents have arrived. */
export function useRefreshVault(companyId: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: vaultKeys.all(companyId) }),
      client.invalidateQueries({ queryKey: expectedDocumentsKey(companyId) }),
    ]);
}

/** Staff attach files to a questionnaire: they join its additional attachments (spec 2 §7). */
export function useAttachToQuestionnaire(companyId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: { questionnaireId: string; documentIds: string[] }) =>
      api.post<{ message: string }>(
        `/questionnaires/${encodeURIComponent(input.questionnaireId)}/attach_documents`,
        { document_ids: input.documentIds },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: vaultKeys.all(companyId) }),
        client.invalidateQueries({ queryKey: queryRoots.questionnaires }),
      ]),
  });
}
