// Splitting a PDF by hand (staff with the bulk upload processor): the review screen's plan, and
// saving the split, which refreshes the entity's vault.
import { useQuery } from '@tanstack/react-query';
import type {
  SplitDocumentInput,
  SplitPlanDto,
  SplitResultDto,
} from '@portico/common/documents/split';
import { api } from '@/lib/api-client';
import { useVaultChange, vaultKeys } from './vault';

const splitPath = (id: string) => `/documents/${encodeURIComponent(id)}/split`;

export const useSplitPlan = (companyId: string, id: string) =>
  useQuery({
    queryKey: [...vaultKeys.all(companyId), 'split', id] as const,
    queryFn: () => api.get<SplitPlanDto>(splitPath(id)),
    // The plan is read once per opening: the screen's edits are the user's from then on.
    staleTime: Infinity,
    gcTime: 0,
  });

export const useSaveSplit = (companyId: string, id: string) =>
  useVaultChange(companyId, (input: SplitDocumentInput) =>
    api.post<SplitResultDto>(splitPath(id), input),
  );
