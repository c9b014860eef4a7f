// A PDF's annotations (staff, when the firm has them): read once per preview, saved as the full
// list.
import { useQuery } from '@tanstack/react-query';
import type { AnnotationInput, AnnotationsDto } from '@portico/common/documents/annotations';
import { api } from '@/lib/api-client';

const annotationsPath = (id: string) => `/documents/${encodeURIComponent(id)}/annotations`;

export const useAnnotations = (id: string, enabled: boolean) =>
  useQuery({
    enabled,
    queryKey: ['document-annotations', id],
    queryFn: () => api.get<AnnotationsDto>(annotationsPath(id)),
    // The preview edits its own copy from then on.
    staleTime: Infinity,
    gcTime: 0,
  });

export const saveAnnotations = (id: string, annotations: AnnotationInput[]) =>
  api.put<AnnotationsDto>(annotationsPath(id), { annotations });
