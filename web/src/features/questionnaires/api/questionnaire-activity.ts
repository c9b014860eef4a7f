// A questionnaire's activity for the advisor's dialog, a page at a time.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SubjectActivityPageDto } from '@portico/common/activity/subject-activity';
import { api } from '@/lib/api-client';
import { questionnaireKeys } from './questionnaire-keys';

export const useQuestionnaireActivity = (id: string, page: number) =>
  useQuery({
    queryKey: [...questionnaireKeys.all, 'activity', id, page],
    queryFn: () =>
      api.get<SubjectActivityPageDto>(
        `/questionnaires/${encodeURIComponent(id)}/activities?page=${page}`,
      ),
    placeholderData: keepPreviousData,
  });
