// An entity's questionnaires and scheduled sends (GET /companies/{id}/questionnaires): the staff
// entity view's list, and a client's own list on their dashboard.
import { useQuery } from '@tanstack/react-query';
import type { EntityQuestionnairesDto } from '@portico/common/questionnaires/entity-questionnaires';
import { api } from '@/lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

export const useEntityQuestionnaires = (companyId: string, enabled = true) =>
  useQuery({
    enabled,
    queryKey: questionnaireKeys.entity(companyId),
    queryFn: () =>
      api.get<EntityQuestionnairesDto>(
        `/companies/${encodeURIComponent(companyId)}/questionnaires`,
      ),
  });
