// An entity's questionnaires and scheduled sends (GET /companies/{id}/questionnaires).
import { useQuery } from '@tanstack/react-query';
import type { EntityQuestionnairesDto } from '@portico/common/questionnaires/entity-questionnaires';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

export const questionnaireKeys = {
  all: queryRoots.questionnaires,
  entity: (companyId: string) => [...questionnaireKeys.all, 'entity', companyId] as const,
};

export const useEntityQuestionnaires = (companyId: string) =>
  useQuery({
    queryKey: questionnaireKeys.entity(companyId),
    queryFn: () =>
      api.get<EntityQuestionnairesDto>(
        `/companies/${encodeURIComponent(companyId)}/questionnaires`,
      ),
  });
