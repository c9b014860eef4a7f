// Saving vault files: a file saves through a short-lived signed link; a folder or chosen files save
// as a zip the API streams. (A file opens in the preview dialog, preview/file-preview-dialog.)
import { DOWNLOAD_FAILED } from '@portico/common/documents/vault';
import { ApiError, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';
import { documentLink } from '@/lib/upload-documents';

export const LOAD_FAILED = 'An error occurred while loading the document.';
export const FILE_DOWNLOAD_FAILED = 'There was a problem downloading the document.';

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

/** A folder (staff) or chosen files as a zip; a refusal says why (503: too large). */
export async function downloadZip(
  body: { company_id: string; convert_images_to_pdf?: boolean } & (
    { path: string } | { document_ids: string[] }
  ),
  fallbackName: string,
): Promise<void> {
  try {
    const { blob, fileName } = await apiDownload('/documents/download', body);
    saveFile(blob, fileName ?? fallbackName);
  } catch (error) {
    toast.error(error instanceof ApiError && error.status !== 500 ? error : DOWNLOAD_FAILED);
  }
}
