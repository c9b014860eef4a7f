// A processed import as it goes (issue 49): read again every second until it has finished, and the
// report of its rows not imported, saved as a download.
import { useMutation, useQuery } from '@tanstack/react-query';
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

export function useImportProgress(initial: ImportDto) {
  return useQuery({
    queryKey: importKeys.one(initial.id),
    queryFn: async () => (await api.get<{ import: ImportDto }>(`/imports/${initial.id}`)).import,
    initialData: initial,
    refetchInterval: (query) =>
      query.state.data && isImportFinished(query.state.data.status) ? false : IMPORT_POLL_MS,
    // A poll that fails (offline a moment) is tried again at the next tick.
    retry: false,
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
