// The documents a questionnaire's export carries (spec 2 §7 "Export"): the ones uploaded to it, the
// staff member's choice applied (documents_to_include, documents_to_exclude, by id), in the order
// of their forms (document-order.ts), read from the blob store within the export's size — 150 MB,
// 15 MB when its images are converted to PDFs (spec 2 §9).
import {
  CONVERT_TOO_LARGE,
  EXPORT_MESSAGES,
  MAX_CONVERTED_IMAGE_BYTES,
  MAX_EXPORT_DOCUMENT_BYTES,
  type ExportQuestionnairesInput,
} from '@portico/common/questionnaires/export';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import type { DocumentRecord, DocumentsRepo } from '../../documents/documents.module';
import { Unavailable } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { Blobs } from '../../platform/blobs/blobs';
import { exportOrder } from './document-order';
import type { ExportFile } from './questionnaire-pdf';

/** The page's documents in its order: each question's, then the additional attachments. */
const documentIds = (page: QuestionnairePageDto) => [
  ...page.sections.flatMap((s) => s.questions.flatMap((q) => q.documents.map((d) => d.id))),
  ...page.additional_attachments.map((d) => d.id),
];

type Choice = Pick<ExportQuestionnairesInput, 'documents_to_include' | 'documents_to_exclude'>;

/** Whether the staff member's choice keeps a document (an upload split into forms: by either id). */
function chosen(choice: Choice) {
  const only = new Set(choice.documents_to_include.map((d) => d.id));
  const not = new Set(choice.documents_to_exclude.map((d) => d.id));
  return (record: DocumentRecord) => {
    const ids = [record.id, record.recognition?.parentDocumentId].filter(Boolean) as string[];
    if (ids.some((id) => not.has(id))) return false;
    return only.size === 0 || ids.some((id) => only.has(id));
  };
}

/** What an export's documents have used of its size so far, across its questionnaires. */
export interface DocumentBudget {
  bytes: number;
  /** 150 MB, or 15 MB when images are converted. */
  limit: number;
  message: string;
}

export const documentBudget = (convertingImages: boolean): DocumentBudget =>
  convertingImages
    ? { bytes: 0, limit: MAX_CONVERTED_IMAGE_BYTES, message: CONVERT_TOO_LARGE }
    : { bytes: 0, limit: MAX_EXPORT_DOCUMENT_BYTES, message: EXPORT_MESSAGES.tooLarge };

/** The documents an export of the page carries, in their order, before any is read. */
export async function chosenDocuments(
  documents: DocumentsRepo,
  caller: Principal,
  page: QuestionnairePageDto,
  choice: Choice,
): Promise<DocumentRecord[]> {
  const all = await documents.listForQuestionnaire(caller.firmId, page.id);
  const byId = new Map(all.map((d) => [d.id, d]));
  const held = documentIds(page).flatMap((id) => byId.get(id) ?? []);
  return exportOrder(held, all, caller.firm.preferences.custom_document_export_order).filter(
    chosen(choice),
  );
}

export async function exportDocuments(
  deps: { documents: DocumentsRepo; blobs: Blobs },
  caller: Principal,
  page: QuestionnairePageDto,
  choice: Choice,
  budget: DocumentBudget,
): Promise<ExportFile[]> {
  const files: ExportFile[] = [];
  for (const record of await chosenDocuments(deps.documents, caller, page, choice)) {
    budget.bytes += record.size;
    if (budget.bytes > budget.limit) throw new Unavailable(budget.message);
    const blob = await deps.blobs.get(record.blobPath);
    if (blob) files.push({ name: record.name, contentType: record.contentType, bytes: blob.bytes });
  }
  return files;
}
