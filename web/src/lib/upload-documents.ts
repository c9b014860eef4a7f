// Uploads documents the way the API asks (spec 2 §7 "Upload documents"): a temporary link per
// file, each file PUT straight to the blob store (with its progress), then process_document, which
// checks them by content and keeps the good ones. A route names the two calls (the vault's, a
// drop-off link's, the firm's drop link's), so every upload shares one PUT.
import { PROTECTED_PDFS } from '@portico/common/documents/upload-rules';
import type { ProcessDocumentDto, StartUploadDto } from '@portico/common/documents/uploads';
import { api } from './api-client';

export interface UploadProgress {
  /** Bytes sent per file, in the order given. */
  sent: number[];
  total: number[];
}

function put(
  url: string,
  headers: Record<string, string>,
  file: File,
  onProgress: (sent: number) => void,
): Promise<boolean> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('PUT', url);
    for (const [name, value] of Object.entries(headers)) request.setRequestHeader(name, value);
    request.upload.onprogress = (event) => onProgress(event.loaded);
    request.onload = () => resolve(request.status >= 200 && request.status < 300);
    request.onerror = () => resolve(false);
    request.send(file);
  });
}

/** Where the two calls go, and what each carries besides the files (a drop-off link's access). */
export interface UploadRoute {
  start: string;
  process: string;
  startWith: Record<string, string>;
  processWith: Record<string, string | boolean>;
}

/** A signed-in caller's upload to an entity's documents (into a vault folder, the top by default). */
export const entityUploads = (companyId: string, folder?: string): UploadRoute => ({
  start: '/integrations/temporary_upload_link',
  process: '/integrations/process_document',
  startWith: { company_id: companyId, ...(folder ? { path: folder } : {}) },
  processWith: {},
});

/** `T`: what the route's process call answers (process_document's answer unless it says else). */
export async function uploadDocuments<T = ProcessDocumentDto>(options: {
  route: UploadRoute;
  files: File[];
  target?: { questionnaire_id?: string; question_id: string };
  onProgress: (progress: UploadProgress) => void;
}): Promise<T> {
  const { files, route } = options;
  const started = await api.post<StartUploadDto>(route.start, {
    ...route.startWith,
    files: files.map((file) => ({ name: file.name, size: file.size })),
  });
  const progress: UploadProgress = { sent: files.map(() => 0), total: files.map((f) => f.size) };
  options.onProgress(progress);
  // A file that fails to arrive is reported by process_document as failed; the others go on.
  await Promise.all(
    started.files.map((link, index) =>
      put(link.upload_url, link.upload_headers, files[index]!, (sent) => {
        progress.sent[index] = sent;
        options.onProgress({ ...progress, sent: [...progress.sent] });
      }),
    ),
  );
  return api.post<T>(route.process, {
    ...route.processWith,
    upload_id: started.upload_id,
    ...options.target,
  });
}

/**
 * One PDF uploaded to an entity's vault folder to become a record of its own (a return, a signature
 * request): the document kept, or an Error in the words the screen shows — that the entity holds
 * the same file already (naming the record, `recordNoun`), the spec's message for a protected or
 * unreadable PDF.
 */
export async function uploadOnePdf(options: {
  companyId: string;
  folder: string;
  file: File;
  /** What the PDF becomes, as the message names it: 'tax return', 'document'. */
  recordNoun: string;
  onProgress: (progress: UploadProgress) => void;
}): Promise<{ id: string }> {
  const processed = await uploadDocuments({
    route: entityUploads(options.companyId, options.folder),
    files: [options.file],
    onProgress: options.onProgress,
  });
  const [document] = processed.documents;
  if (document) return document;
  if (processed.duplicates.length > 0)
    throw new Error(
      `This file is already in the entity’s documents. Please upload the ${options.recordNoun}’s own PDF.`,
    );
  if (processed.invalid.length > 0) throw new Error(PROTECTED_PDFS);
  throw new Error('The file did not arrive. Please try again.');
}

/** How far an upload of one file is, in percent. */
export const percentSent = (p: UploadProgress | null) =>
  p && p.total[0] ? Math.round(((p.sent[0] ?? 0) / p.total[0]) * 100) : 0;

/** A short-lived link that shows the file, or (`download`) saves it. */
export const documentLink = (id: string, download = false) =>
  api.get<{ url: string }>(
    `/documents/${encodeURIComponent(id)}/link`,
    download ? { download: 'true' } : undefined,
  );

export const deleteDocument = (id: string) =>
  api.delete<void>(`/documents/${encodeURIComponent(id)}`);
