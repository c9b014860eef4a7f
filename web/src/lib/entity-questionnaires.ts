// An entity's questionnaires and scheduled sends (GET /companies/{id}/questionnaires): the staff
// entity view's list, a client's own list on their dashboard, and the vault's Attach to
// questionnaire (so here, shared, rather than in one feature).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EntityQuestionnairesDto } from '@portico/common/questionnaires/entity-questionnaires';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const entityQuestionnairesKey = (companyId: string) =>
  [...queryRoots.questionnaires, 'entity', companyId] as const;

export const entityQuestionnairesQuery = (companyId: string) =>
  queryOptions({
    queryKey: entityQuestionnairesKey(companyId),
    queryFn: () =>
      api.get<EntityQuestionnairesDto>(
        `/companies/${encodeURIComponent(companyId)}/questionnaires`,
      ),
  });

export const useEntityQuestionnaires = (companyId: string, enabled = true) =>
  useQuery({ ...entityQuestionnairesQuery(companyId), enabled });
