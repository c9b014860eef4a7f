// Staff's calls on questionnaires: send a template (with what its dialog offers: the firm's
// templates and whether deposits can be taken) or custom items, ask for more items, lock and
// complete.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  takesAddedItems,
  type CustomQuestionnaireInput,
  type QuestionnaireStateInput,
  type RequestItemsInput,
  type SendTemplateInput,
  type SendTemplateResultDto,
} from '@portico/common/questionnaires/send-template';
import type { TemplateDto, TemplateSummaryDto } from '@portico/common/questionnaires/templates';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';
import { questionnaireKeys } from './questionnaire-keys';

/** The same list (and cache entry) as the template library's. */
export const useTemplateChoices = () =>
  useQuery({
    queryKey: [...queryRoots.templates, 'list'],
    queryFn: () => api.get<TemplateSummaryDto[]>('/questionnaire_templates'),
  });

/** The sections of a template that the send's additional questions may go to. */
export const useTemplateItemSections = (templateId: string) =>
  useQuery({
    queryKey: [...queryRoots.templates, 'item-sections', templateId],
    queryFn: async () => {
      const template = await api.get<TemplateDto>('/questionnaire_templates/get_template_by_id', {
        template_id: templateId,
      });
      return template.sections
        .filter((s) => takesAddedItems(s.section_type))
        .map((s) => ({ id: s.id, name: s.name }));
    },
    enabled: templateId !== '',
  });

export const useCardPaymentsConnected = () =>
  useQuery({
    queryKey: ['integrations', 'stripe'],
    queryFn: () => api.get<{ connected: boolean }>('/integrations/check_stripe_integration'),
    staleTime: 60_000,
  });

/** A call that changes questionnaires: every questionnaire list is stale after it. */
export function useQuestionnairesPost<V, R = SendTemplateResultDto>(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: V) => api.post<R>(path, input),
    onSuccess: () => client.invalidateQueries({ queryKey: questionnaireKeys.all }),
  });
}

export const useSendTemplate = () =>
  useQuestionnairesPost<SendTemplateInput>('/questionnaires/send_template');

export const useSendCustomQuestionnaire = () =>
  useQuestionnairesPost<CustomQuestionnaireInput>('/questionnaires/send_open_items');

export function useRequestItems(questionnaireId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestItemsInput) =>
      api.post<{ message: string }>(
        `/questionnaires/${encodeURIComponent(questionnaireId)}/request_additional_items`,
        input,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: questionnaireKeys.all }),
  });
}

export function useQuestionnaireState(questionnaireId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: QuestionnaireStateInput) =>
      api.patch<{ message: string }>(
        `/questionnaires/${encodeURIComponent(questionnaireId)}`,
        input,
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: questionnaireKeys.all }),
  });
}

/**
 * Delete one: the lists refetch in the background, so the caller's onSuccess (closing what showed
 * it) runs before they answer without it.
 */
export function useDeleteQuestionnaire(questionnaireId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.delete<{ message: string }>(`/questionnaires/${encodeURIComponent(questionnaireId)}`),
    onSuccess: () => void client.invalidateQueries({ queryKey: questionnaireKeys.all }),
  });
}

export function useSendDrafts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      api.post<{ message: string; sent: number }>('/questionnaires/send_drafts', {
        questionnaire_ids: ids,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: questionnaireKeys.all }),
  });
}
