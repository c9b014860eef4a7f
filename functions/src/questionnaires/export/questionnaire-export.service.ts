// Export questionnaires (spec 2 §5 "Export", §7): each read as the staff page reads it (so only
// questionnaires of entities the caller sees), written as a PDF (with its documents when asked,
// a table of contents and page numbers when asked), as a zip of that PDF and the original files
// (images converted to PDFs when asked), or as an Excel workbook; one questionnaire is one file, a selection
// one zip of them. Nothing is stored: the answer is the file.
import { toCalendarDate } from '@portico/common/format/calendar-date';
import {
  defaultExportName,
  EXPORT_EXTENSIONS,
  safeFileName,
  type ExportFormat,
  type ExportQuestionnairesInput,
} from '@portico/common/questionnaires/export';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import type { DocumentsRepo } from '../../documents/documents.module';
import type { Principal } from '../../kernel/principal';
import type { Blobs } from '../../platform/blobs/blobs';
import type { Clock } from '../../platform/clock/clock';
import { requireQuestionnaireExporter } from '../questionnaires.policy';
import { documentBudget, exportDocuments, type DocumentBudget } from './export-documents';
import { exportContent } from './export-content';
import { zipOf, type ZipItem } from './export-zip';
import { imageAsPdf, isConvertibleImage, questionnairePdf } from './questionnaire-pdf';
import { questionnaireSheet, XLSX_CONTENT_TYPE } from './questionnaire-sheet';

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

const CONTENT_TYPES: Record<ExportFormat, string> = {
  pdf: 'application/pdf',
  zipped: 'application/zip',
  spreadsheet: XLSX_CONTENT_TYPE,
};

/** The folder of a zipped export's original files. */
export const ZIPPED_DOCUMENTS_FOLDER = 'Documents';

export function questionnaireExportService({ page: readPage, documents, blobs, clock }: Deps) {
  /** One questionnaire's files, at their paths inside an export named `name`. */
  async function filesOf(
    caller: Principal,
    page: QuestionnairePageDto,
    input: ExportQuestionnairesInput,
    name: string,
    budget: DocumentBudget,
  ): Promise<ZipItem[]> {
    const content = exportContent(page, { removeNosAndNa: input.remove_nos_and_na_answers });
    if (input.format === 'spreadsheet')
      return [{ path: [`${name}.xlsx`], bytes: await questionnaireSheet(content) }];
    const navigation = { toc: input.include_toc, pageNumbers: input.include_pages };
    const wanted = input.format === 'zipped' || input.include_documents;
    const files = wanted
      ? await exportDocuments({ documents, blobs }, caller, page, input, budget)
      : [];
    if (input.format === 'pdf')
      return [
        {
          path: [`${name}.pdf`],
          bytes: await questionnairePdf(content, files, caller.firm.name, navigation),
        },
      ];
    // Zipped: the answers' PDF and the documents as they were uploaded (or images as PDFs).
    const originals = await Promise.all(
      files.map(async (file): Promise<ZipItem> => {
        const converted =
          input.convert_images_to_pdfs && isConvertibleImage(file) ? await imageAsPdf(file) : null;
        return converted
          ? {
              path: [ZIPPED_DOCUMENTS_FOLDER, `${file.name.replace(/\.[^.]+$/, '')}.pdf`],
              bytes: converted,
            }
          : { path: [ZIPPED_DOCUMENTS_FOLDER, file.name], bytes: file.bytes };
      }),
    );
    return [
      {
        path: [`${name}.pdf`],
        bytes: await questionnairePdf(content, [], caller.firm.name, navigation),
      },
      ...originals,
    ];
  }

  return {
    async export(
      principal: Principal | null | undefined,
      input: ExportQuestionnairesInput,
    ): Promise<ExportedFile> {
      const caller = requireQuestionnaireExporter(principal);
      const date = toCalendarDate(clock.now());
      const budget = documentBudget(input.format === 'zipped' && input.convert_images_to_pdfs);
      const ids = [...new Set(input.questionnaire_ids)];
      const single = ids.length === 1;
      const exported: { name: string; items: ZipItem[] }[] = [];
      for (const id of ids) {
        const page = await readPage(caller, id);
        const chosenName =
          (single ? input.save_as_name : '') ||
          input.save_as_names[input.questionnaire_ids.indexOf(id)];
        const name = chosenName
          ? safeFileName(chosenName)
          : defaultExportName({
              company: page.company_name,
              questionnaire: page.name,
              taxYear: page.tax_year,
              date,
            });
        exported.push({ name, items: await filesOf(caller, page, input, name, budget) });
      }
      const extension = EXPORT_EXTENSIONS[input.format];
      if (single && input.format !== 'zipped') {
        return {
          fileName: `${exported[0]!.name}.${extension}`,
          contentType: CONTENT_TYPES[input.format],
          bytes: exported[0]!.items[0]!.bytes,
        };
      }
      // A zipped export of one questionnaire is its files; of several, a folder each.
      const items = single
        ? exported[0]!.items
        : exported.flatMap(({ name, items: own }) =>
            own.map((item) => ({
              ...item,
              path: input.format === 'zipped' ? [name, ...item.path] : item.path,
            })),
          );
      const zipName = single ? exported[0]!.name : input.save_as_name || `Questionnaires ${date}`;
      return {
        fileName: `${safeFileName(zipName)}.zip`,
        contentType: 'application/zip',
        bytes: await zipOf(items),
      };
    },
  };
}

export type QuestionnaireExportService = ReturnType<typeof questionnaireExportService>;
