// Upload an import (spec 3 §7): ask for signed upload URLs with the form, put each file to its
// URL (reporting progress), then commit; only the commit makes the import.
import { useMutation } from '@tanstack/react-query';
import type {
  ImportCommitDto,
  ImportOptionsInput,
  ImportUploadDto,
  ImportUploadTargetDto,
} from '@portico/common/imports/imports';
import { api } from '@/lib/api-client';

export const UPLOAD_FAILED = 'File upload failed, please try again.';

export interface UploadImportInput {
  options: ImportOptionsInput;
  files: File[];
  /** Called with the share of bytes sent so far, 0 to 1. */
  onProgress?: (share: number) => void;
}

function putFile(
  target: ImportUploadTargetDto,
  file: File,
  onBytes: (loaded: number) => void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('PUT', target.upload_url);
    request.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    // Signed into the URL (in production, what makes it write once).
    for (const [name, value] of Object.entries(target.upload_headers))
      request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onBytes(event.loaded);
    request.onload = () => {
      if (request.status >= 200 && request.status < 300) resolve();
      else reject(new Error(UPLOAD_FAILED));
    };
    request.onerror = () => reject(new Error(UPLOAD_FAILED));
    request.send(file);
  });
}

export async function uploadImport({
  options,
  files,
  onProgress,
}: UploadImportInput): Promise<ImportCommitDto> {
  const upload = await api.post<ImportUploadDto>('/imports/uploads', {
    ...options,
    files: files.map((file) => ({ name: file.name, size: file.size, contentType: file.type })),
  });
  const byName = new Map(files.map((file) => [file.name, file]));
  const targets = upload.files.map((target) => ({ ...target, file: byName.get(target.name)! }));
  const total = targets.reduce((sum, target) => sum + target.file.size, 0) || 1;
  let sent = 0;
  for (const target of targets) {
    await putFile(target, target.file, (loaded) => onProgress?.((sent + loaded) / total));
    sent += target.file.size;
  }
  onProgress?.(1);
  return api.post<ImportCommitDto>(`/imports/uploads/${upload.upload_id}/commit`);
}

export const useUploadImport = () => useMutation({ mutationFn: uploadImport });
