// The template library's calls (docs/api.md "Questionnaire templates"): the list, one template,
// its preview, and the changes. The editor's saves are plain calls: its autosave decides when.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import type {
  CreateTemplateInput,
  TemplateDto,
  TemplateSectionDto,
  TemplateSummaryDto,
} from '@portico/common/questionnaires/templates';
import { api } from '@/lib/api-client';
import { queryRoots } from '@/lib/query-keys';

const base = '/questionnaire_templates';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

export const templateKeys = {
  all: queryRoots.templates,
  list: () => [...templateKeys.all, 'list'] as const,
  one: (id: string) => [...templateKeys.all, 'one', id] as const,
  preview: (id: string) => [...templateKeys.all, 'preview', id] as const,
};

export const useTemplates = () =>
  useQuery({
    queryKey: templateKeys.list(),
    queryFn: () => api.get<TemplateSummaryDto[]>(base),
  });

export const fetchTemplate = (id: string) =>
  api.get<TemplateDto>(`${base}/get_template_by_id`, { template_id: id });

export const useTemplate = (id: string) =>
  useQuery({
    queryKey: templateKeys.one(id),
    queryFn: () => fetchTemplate(id),
    // The editor keeps its own copy while open: a refetch must not overwrite typing.
    refetchOnWindowFocus: false,
    staleTime: Infinity,
  });

export const useTemplatePreview = (id: string) =>
  useQuery({
    queryKey: templateKeys.preview(id),
    queryFn: () => api.get<QuestionnairePageDto>(`${one(id)}/preview`),
    refetchOnWindowFocus: false,
  });

export const saveTemplate = (
  id: string,
  body: { version: number; sections: TemplateSectionDto[] },
) => api.put<TemplateDto>(one(id), body);

/** A change that answers the template: the list is stale after it, the template is what came back. */
function useTemplateChange<V>(call: (input: V) => Promise<TemplateDto>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (template) => {
      client.setQueryData(templateKeys.one(template.id), template);
      void client.invalidateQueries({ queryKey: templateKeys.list() });
    },
  });
}

export const useCreateTemplate = () =>
  useTemplateChange((input: CreateTemplateInput) => api.post<TemplateDto>(base, input));

export const useDuplicateTemplate = () =>
  useTemplateChange((id: string) => api.post<TemplateDto>(`${one(id)}/duplicate`));

export const useRenameTemplate = () =>
  useTemplateChange(({ id, name }: { id: string; name: string }) =>
    api.patch<TemplateDto>(one(id), { name }),
  );

export function useDeleteTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(one(id)),
    onSuccess: (_, id) => {
      client.removeQueries({ queryKey: templateKeys.one(id) });
      void client.invalidateQueries({ queryKey: templateKeys.list() });
    },
  });
}
