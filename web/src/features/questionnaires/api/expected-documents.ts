// An entity's expected documents for a tax year (issue 15 item 8), asked again every second while
// some of its documents are still being read (at most two minutes: a file that is never read does
// not keep the page asking).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECOGNITION_POLL_MS, RECOGNITION_RECENT_MS } from '@portico/common/documents/tax-forms';
import type {
  ExpectedDocumentsDto,
  ExpectedSummaryDto,
} from '@portico/common/questionnaires/expected-documents';
import { api } from '@/lib/api-client';
import { staleOnEveryVisit } from '@/lib/first-screen';
import { questionnaireKeys } from './questionnaire-keys';

const MAX_POLLS = RECOGNITION_RECENT_MS / RECOGNITION_POLL_MS;

export const expectedDocumentsQuery = (companyId: string, year: number) =>
  queryOptions({
    queryKey: questionnaireKeys.expected(companyId, year),
    queryFn: () =>
      api.get<ExpectedDocumentsDto>(
        `/companies/${encodeURIComponent(companyId)}/expected_documents`,
        { year: String(year) },
      ),
    // Read afresh on every visit (but the first screen's, which the boot has just read): an
    // upload in the vault invalidates it, but a colleague's or a recognition may have changed it.
    staleTime: staleOnEveryVisit,
    refetchInterval: (query) =>
      query.state.data?.processing && query.state.dataUpdateCount < MAX_POLLS
        ? RECOGNITION_POLL_MS
        : false,
  });

export const useExpectedDocuments = (companyId: string, year: number) =>
  useQuery(expectedDocumentsQuery(companyId, year));

/** The overview's column: the expected documents of each entity-year on the page, in one call. */
export function useExpectedSummaries(
  rows: readonly { company: { id: string } | null; tax_year: number }[] | undefined,
) {
  const seen = new Set<string>();
  const entities = (rows ?? []).flatMap((row) => {
    const key = row.company && `${row.company.id}:${row.tax_year}`;
    if (!key || seen.has(key)) return [];
    seen.add(key);
    return [{ company_id: row.company!.id, tax_year: row.tax_year }];
  });
  return useQuery({
    queryKey: [...questionnaireKeys.all, 'expected-summaries', entities] as const,
    queryFn: async () => {
      const { summaries } = await api.post<{ summaries: ExpectedSummaryDto[] }>(
        '/expected_documents/summaries',
        { entities },
      );
      return new Map(summaries.map((s) => [summaryKey(s.company_id, s.tax_year), s]));
    },
    enabled: entities.length > 0,
  });
}

export const summaryKey = (companyId: string, taxYear: number) => `${companyId}:${taxYear}`;
