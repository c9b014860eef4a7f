// Saving vault files as a zip the API streams: a folder or chosen files. (One file saves through
// lib/document-preview, and opens in components/file-preview.)
import { DOWNLOAD_FAILED } from '@portico/common/documents/vault';
import { ApiError, apiDownload } from '@/lib/api-client';
import { saveFile } from '@/lib/save-file';
import { toast } from '@/lib/toast';

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
