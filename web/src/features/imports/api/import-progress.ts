// A processed import as it goes (issue 49): read again every second until it has finished, and the
// report of its rows not imported, saved as a download.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlaceImportFileInput } from '@portico/common/imports/placed-files';
import { failedRowsFileName } from '@portico/common/imports/client-list-rows';
import {
  isImportFinished,
  type BlobLinkDto,
  type ImportDto,
} from '@portico/common/imports/imports';
import { api } from '@/lib/api-client';
import { saveLink } from '@/lib/save-file';

/** How often a running import is read again. */
export const IMPORT_POLL_MS = 1000;

export const importKeys = {
  one: (id: string) => ['imports', id] as const,
};

const readImport = async (id: string) =>
  (await api.get<{ import: ImportDto }>(`/imports/${encodeURIComponent(id)}`)).import;

const pollUntilFinished = (data: ImportDto | undefined) =>
  data && isImportFinished(data.status) ? false : IMPORT_POLL_MS;

export function useImportProgress(initial: ImportDto) {
  return useQuery({
    queryKey: importKeys.one(initial.id),
    queryFn: () => readImport(initial.id),
    initialData: initial,
    refetchInterval: (query) => pollUntilFinished(query.state.data),
    // A poll that fails (offline a moment) is tried again at the next tick.
    retry: false,
  });
}

/** An import opened by its id (the notification of its end links to it); null: none. */
export function useImport(id: string | null) {
  return useQuery({
    queryKey: importKeys.one(id ?? ''),
    queryFn: () => readImport(id ?? ''),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.error ? false : pollUntilFinished(query.state.data)),
  });
}

export const useDownloadImportReport = () =>
  useMutation({
    mutationFn: async (record: ImportDto) => {
      const answer = await api.get<BlobLinkDto>(`/imports/${record.id}/report/link`);
      saveLink(
        answer.document.data.link,
        failedRowsFileName(record.files[0]?.name ?? 'clients.csv'),
      );
    },
  });

/** A file of a placed import that no entity matched, put in the entity the staff chose. */
export function usePlaceImportFile(importId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: PlaceImportFileInput) =>
      (
        await api.post<{ import: ImportDto }>(
          `/imports/${encodeURIComponent(importId)}/files/place`,
          input,
        )
      ).import,
    onSuccess: (record) => client.setQueryData(importKeys.one(importId), record),
  });
}
