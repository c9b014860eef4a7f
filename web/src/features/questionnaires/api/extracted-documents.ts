// What recognition made of a questionnaire's uploads: one list for the page, asked for again
// every 750 ms while a file is being read, up to 200 times after each upload (spec 2 "Polling").
import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  EXTRACTED_POLL_MS,
  EXTRACTED_POLL_TRIES,
  type ExtractedDocumentDto,
} from '@portico/common/questionnaires/extracted-documents';
import { api } from '@/lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

export const useExtractedDocuments = (questionnaireId: string) =>
  useQuery({
    queryKey: questionnaireKeys.extracted(questionnaireId),
    queryFn: async () =>
      (
        await api.get<{ documents: ExtractedDocumentDto[] }>(
          `/questionnaires/${encodeURIComponent(questionnaireId)}/extracted_documents`,
        )
      ).documents,
    refetchInterval: (query) =>
      query.state.data?.some((d) => d.status === 'processing') &&
      query.state.dataUpdateCount < EXTRACTED_POLL_TRIES
        ? EXTRACTED_POLL_MS
        : false,
  });

/** After an upload: read again, with the 200 tries counted afresh. */
export function useRestartExtracted(questionnaireId: string) {
  const client = useQueryClient();
  return useCallback(
    () => client.resetQueries({ queryKey: questionnaireKeys.extracted(questionnaireId) }),
    [client, questionnaireId],
  );
}
