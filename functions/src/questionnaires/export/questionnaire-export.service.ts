// Export questionnaires (spec 2 §5 "Export", §7): each read as the staff page reads it (so only
// questionnaires of entities the caller sees), written as a PDF (with its documents when asked,
// at most 150 MB of them in one export, ordered by form) or a CSV; one questionnaire is one file, a selection one
// zip of them. Nothing is stored: the answer is the file.
import { zipEntryNames } from '../../platform/blobs/zip-entry-names';
import { toCalendarDate } from '@portico/common/format/calendar-date';
import {
  defaultExportName,
  EXPORT_EXTENSIONS,
  EXPORT_MESSAGES,
  MAX_EXPORT_DOCUMENT_BYTES,
  safeFileName,
  type ExportQuestionnairesInput,
} from '@portico/common/questionnaires/export';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import type { DocumentsRepo } from '../../documents/documents.module';
import { Unavailable } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { Blobs } from '../../platform/blobs/blobs';
import type { Clock } from '../../platform/clock/clock';
import { requireQuestionnaireExporter } from '../questionnaires.policy';
import { exportOrder } from './document-order';
import { exportContent } from './export-content';
import { questionnairePdf, type ExportFile } from './questionnaire-pdf';
import { questionnaireSheet } from './questionnaire-sheet';

interface Deps {
  /** The staff page of one questionnaire, its entity checked (answering.service's getPage). */
  page: (principal: Principal, id: string) => Promise<QuestionnairePageDto>;
  documents: DocumentsRepo;
  blobs: Blobs;
  clock: Clock;
}

export interface ExportedFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

const CONTENT_TYPES = { pdf: 'application/pdf', spreadsheet: 'text/csv; charset=utf-8' };

/** The page's documents in its order: each question's, then the additional attachments (the
 * export then orders them by form, document-order.ts). */
const documentIds = (page: QuestionnairePageDto) => [
  ...page.sections.flatMap((s) => s.questions.flatMap((q) => q.documents.map((d) => d.id))),
  ...page.additional_attachments.map((d) => d.id),
];

async function zipped(files: ExportedFile[]): Promise<Uint8Array> {
  const { default: archiver } = await import('archiver');
  return new Promise((resolve, reject) => {
    const zip = archiver('zip', { zlib: { level: 6 } });
    const chunks: Buffer[] = [];
    zip.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.on('end', () => resolve(Buffer.concat(chunks)));
    zip.on('error', reject);
    // Two questionnaires of one name, entity and year get '(2)' and on.
    const names = zipEntryNames(files.map((file) => [file.fileName]));
    files.forEach((file, index) => zip.append(Buffer.from(file.bytes), { name: names[index]! }));
    void zip.finalize();
  });
}

export function questionnaireExportService({ page: readPage, documents, blobs, clock }: Deps) {
  /** The documents of the page, read from the blob store, within the export's size. */
  async function pageDocuments(
    caller: Principal,
    page: QuestionnairePageDto,
    budget: { bytes: number },
  ): Promise<ExportFile[]> {
    const all = await documents.listForQuestionnaire(caller.firmId, page.id);
    const byId = new Map(all.map((d) => [d.id, d]));
    const held = documentIds(page).flatMap((id) => byId.get(id) ?? []);
    const files: ExportFile[] = [];
    for (const record of exportOrder(
      held,
      all,
      caller.firm.preferences.custom_document_export_order,
    )) {
      budget.bytes += record.size;
      if (budget.bytes > MAX_EXPORT_DOCUMENT_BYTES) throw new Unavailable(EXPORT_MESSAGES.tooLarge);
      const blob = await blobs.get(record.blobPath);
      if (blob)
        files.push({ name: record.name, contentType: record.contentType, bytes: blob.bytes });
    }
    return files;
  }

  return {
    async export(
      principal: Principal | null | undefined,
      input: ExportQuestionnairesInput,
    ): Promise<ExportedFile> {
      const caller = requireQuestionnaireExporter(principal);
      const date = toCalendarDate(clock.now());
      const extension = EXPORT_EXTENSIONS[input.format];
      const budget = { bytes: 0 };
      const files: ExportedFile[] = [];
      for (const id of [...new Set(input.questionnaire_ids)]) {
        const page = await readPage(caller, id);
        const content = exportContent(page, { removeNosAndNa: input.remove_nos_and_na_answers });
        const name =
          input.questionnaire_ids.length === 1 && input.save_as_name
            ? safeFileName(input.save_as_name)
            : defaultExportName({
                company: page.company_name,
                questionnaire: page.name,
                taxYear: page.tax_year,
                date,
              });
        const bytes =
          input.format === 'pdf'
            ? await questionnairePdf(
                content,
                input.include_documents ? await pageDocuments(caller, page, budget) : [],
                caller.firm.name,
              )
            : questionnaireSheet(content);
        files.push({
          fileName: `${name}.${extension}`,
          contentType: CONTENT_TYPES[input.format],
          bytes,
        });
      }
      if (files.length === 1) return files[0]!;
      return {
        fileName: `${safeFileName(input.save_as_name || `Questionnaires ${date}`)}.zip`,
        contentType: 'application/zip',
        bytes: await zipped(files),
      };
    },
  };
}

export type QuestionnaireExportService = ReturnType<typeof questionnaireExportService>;
