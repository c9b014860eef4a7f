// An entity's expected documents for a tax year (issue 15 item 8), asked again every second while
// some of its documents are still being read (at most two minutes: a file that is never read does
// not keep the page asking).
import { useQuery } from '@tanstack/react-query';
import { RECOGNITION_POLL_MS, RECOGNITION_RECENT_MS } from '@portico/common/documents/tax-forms';
import type { ExpectedDocumentsDto } from '@portico/common/questionnaires/expected-documents';
import { api } from '@/lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

const MAX_POLLS = RECOGNITION_RECENT_MS / RECOGNITION_POLL_MS;

export const useExpectedDocuments = (companyId: string, year: number) =>
  useQuery({
    queryKey: questionnaireKeys.expected(companyId, year),
    queryFn: () =>
      api.get<ExpectedDocumentsDto>(
        `/companies/${encodeURIComponent(companyId)}/expected_documents`,
        { year: String(year) },
      ),
    // Read afresh on every visit: an upload elsewhere (the vault) may have changed it.
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.processing && query.state.dataUpdateCount < MAX_POLLS
        ? RECOGNITION_POLL_MS
        : false,
  });
