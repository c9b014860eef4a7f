// An entity's questionnaires and scheduled sends (GET /companies/{id}/questionnaires).
import { useQuery } from '@tanstack/react-query';
import type { EntityQuestionnairesDto } from '@portico/common/questionnaires/entity-questionnaires';
import { api } from '@/lib/api-client';

export const questionnaireKeys = {
  all: ['questionnaires'] as const,
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
