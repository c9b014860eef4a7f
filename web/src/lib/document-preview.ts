// Showing and saving one stored document, wherever it is met (the vault, a questionnaire): the
// link the preview dialog shows (HEIC served as a JPEG), and saving the file through a short-lived
// signed link.
import { useQuery } from '@tanstack/react-query';
import type { DocumentPreviewDto } from '@portico/common/documents/vault';
import { api } from './api-client';
import { toast } from './toast';
import { documentLink } from './upload-documents';

export const LOAD_FAILED = 'An error occurred while loading the document.';
export const FILE_DOWNLOAD_FAILED = 'There was a problem downloading the document.';

/** What the preview dialog shows: a short-lived link, and the type it serves (HEIC as JPEG). */
export const useDocumentPreview = (id: string) =>
  useQuery({
    queryKey: ['document-preview', id],
    queryFn: () => api.get<DocumentPreviewDto>(`/documents/${encodeURIComponent(id)}/preview`),
    // The link lasts 5 minutes; a preview opened again later asks for a fresh one.
    gcTime: 0,
    staleTime: 0,
    retry: false,
  });

export async function downloadDocument(id: string): Promise<void> {
  try {
    const { url } = await documentLink(id, true);
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.rel = 'noopener';
    anchor.click();
  } catch {
    toast.error(FILE_DOWNLOAD_FAILED);
  }
}
