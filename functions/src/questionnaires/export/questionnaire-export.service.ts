// Export questionnaires (spec 2 §5 "Export", §7): each read as the staff page reads it (so only
// questionnaires of entities the caller sees), written as a PDF (with its documents when asked,
// a table of contents and page numbers when asked), as a zip of that PDF and the original files
// (images converted to PDFs when asked), or as an Excel workbook; one questionnaire is one file, a
// selection one zip of them. One light questionnaire is the answer itself; a selection, or one
// with heavy documents, is made in the background (questionnaire-export.tasks.ts) and saved by its
// requester through a short-lived link once they are told it is ready.
import { toCalendarDate } from '@portico/common/format/calendar-date';
import {
  defaultExportName,
  EXPORT_EXTENSIONS,
  EXPORT_MESSAGES,
  IMMEDIATE_EXPORT_DOCUMENT_BYTES,
  safeFileName,
  type ExportFormat,
  type ExportQuestionnairesInput,
  type QuestionnaireExportDto,
} from '@portico/common/questionnaires/export';
import type { QuestionnairePageDto } from '@portico/common/questionnaires/questionnaire-page';
import type { DocumentsRepo } from '../../documents/documents.module';
import { NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { Blobs } from '../../platform/blobs/blobs';
import type { Clock } from '../../platform/clock/clock';
import type { NewId } from '../../platform/ids/ids';
import { requireQuestionnaireExporter } from '../questionnaires.policy';
import {
  chosenDocuments,
  documentBudget,
  exportDocuments,
  type DocumentBudget,
} from './export-documents';
import type {
  QuestionnaireExportRecord,
  QuestionnaireExportsRepo,
} from './questionnaire-exports.repo';
import { exportContent } from './export-content';
import { zipOf, type ZipItem } from './export-zip';
import { imageAsPdf, isConvertibleImage, questionnairePdf } from './questionnaire-pdf';
import { questionnaireSheet, XLSX_CONTENT_TYPE } from './questionnaire-sheet';

interface Deps {
  /** The staff page of one questionnaire, its entity checked (answering.service's getPage). */
  page: (principal: Principal, id: string) => Promise<QuestionnairePageDto>;
  /** Refuses a questionnaire the caller may not read, as `page` would, without building it. */
  readable: (principal: Principal, id: string) => Promise<void>;
  documents: DocumentsRepo;
  exports: QuestionnaireExportsRepo;
  /** Queues the background task that makes a stored export. */
  enqueue: (payload: QuestionnaireExportPayload) => Promise<void>;
  blobs: Blobs;
  clock: Clock;
  newId: NewId;
}

export interface QuestionnaireExportPayload {
  firmId: string;
  id: string;
}

export type ExportOutcome =
  { kind: 'file'; file: ExportedFile } | { kind: 'queued'; exportId: string };

/** How long the link that saves a ready export works. */
const EXPORT_LINK_TTL_MS = 10 * 60 * 1000;

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

/** One questionnaire not zipped is its own file; anything else is a zip. */
const contentTypeOf = (input: ExportQuestionnairesInput) =>
  new Set(input.questionnaire_ids).size === 1 && input.format !== 'zipped'
    ? CONTENT_TYPES[input.format]
    : 'application/zip';

export function questionnaireExportService({
  page: readPage,
  readable,
  documents,
  exports,
  enqueue,
  blobs,
  clock,
  newId,
}: Deps) {
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

  /** The name a questionnaire's files go under: the one asked for, or the spec's. */
  function nameOf(page: QuestionnairePageDto, input: ExportQuestionnairesInput, date: string) {
    const single = new Set(input.questionnaire_ids).size === 1;
    const chosen =
      (single ? input.save_as_name : '') ||
      input.save_as_names[input.questionnaire_ids.indexOf(page.id)];
    return chosen
      ? safeFileName(chosen)
      : defaultExportName({
          company: page.company_name,
          questionnaire: page.name,
          taxYear: page.tax_year,
          date,
        });
  }

  /** The file an export is saved as: one questionnaire's name (`single`), or a selection's zip. */
  const fileNameOf = (input: ExportQuestionnairesInput, date: string, single?: string) =>
    single
      ? `${single}.${EXPORT_EXTENSIONS[input.format]}`
      : `${safeFileName(input.save_as_name || `Questionnaires ${date}`)}.zip`;

  /** Whether one questionnaire's export carries more documents than a download should wait for. */
  async function heavy(
    caller: Principal,
    page: QuestionnairePageDto,
    input: ExportQuestionnairesInput,
  ) {
    if (input.format === 'spreadsheet' || (input.format === 'pdf' && !input.include_documents))
      return false;
    const records = await chosenDocuments(documents, caller, page, input);
    return records.reduce((sum, r) => sum + r.size, 0) > IMMEDIATE_EXPORT_DOCUMENT_BYTES;
  }

  /**
   * The export's file, its questionnaires read (pages already read are not read again) and
   * written one by one, `progress` told of each.
   */
  async function build(
    caller: Principal,
    input: ExportQuestionnairesInput,
    date: string,
    read: QuestionnairePageDto[] = [],
    progress: (done: number) => Promise<void> = async () => {},
  ): Promise<ExportedFile> {
    const budget = documentBudget(input.format === 'zipped' && input.convert_images_to_pdfs);
    const ids = [...new Set(input.questionnaire_ids)];
    const single = ids.length === 1;
    const exported: { name: string; items: ZipItem[] }[] = [];
    for (const id of ids) {
      const page = read.find((p) => p.id === id) ?? (await readPage(caller, id));
      const name = nameOf(page, input, date);
      exported.push({ name, items: await filesOf(caller, page, input, name, budget) });
      await progress(exported.length);
    }
    const fileName = fileNameOf(input, date, single ? exported[0]!.name : undefined);
    const contentType = contentTypeOf(input);
    if (single && input.format !== 'zipped')
      return { fileName, contentType, bytes: exported[0]!.items[0]!.bytes };
    // A zipped export of one questionnaire is its files; of several, a folder each.
    const items = single
      ? exported[0]!.items
      : exported.flatMap(({ name, items: own }) =>
          own.map((item) => ({
            ...item,
            path: input.format === 'zipped' ? [name, ...item.path] : item.path,
          })),
        );
    return { fileName, contentType, bytes: await zipOf(items) };
  }

  return {
    /**
     * One questionnaire with few documents: the file, made while the caller waits. A selection,
     * or one whose documents are heavy: queued, made by the background task (`make`).
     */
    async export(
      principal: Principal | null | undefined,
      input: ExportQuestionnairesInput,
    ): Promise<ExportOutcome> {
      const caller = requireQuestionnaireExporter(principal);
      const date = toCalendarDate(clock.now());
      const ids = [...new Set(input.questionnaire_ids)];
      let fileName: string;
      if (ids.length === 1) {
        const page = await readPage(caller, ids[0]!);
        if (!(await heavy(caller, page, input)))
          return { kind: 'file', file: await build(caller, input, date, [page]) };
        fileName = fileNameOf(input, date, nameOf(page, input, date));
      } else {
        // Each is checked now, so one the caller does not see is refused at once.
        for (const id of ids) await readable(caller, id);
        fileName = fileNameOf(input, date);
      }
      const exportId = newId();
      await exports.create({
        id: exportId,
        firmId: caller.firmId,
        requestedBy: caller.userId,
        input,
        date,
        fileName,
        status: 'processing',
        done: 0,
        total: ids.length,
        error: null,
        blobPath: null,
        createdAt: clock.now(),
      });
      await enqueue({ firmId: caller.firmId, id: exportId });
      return { kind: 'queued', exportId };
    },

    /** The background half: a queued export's file, made as its requester would see it. */
    make: (
      caller: Principal,
      record: QuestionnaireExportRecord,
      progress: (done: number) => Promise<void>,
    ) => build(caller, record.input, record.date, [], progress),

    /** An export of the caller's: how far it has come, and a link that saves it once ready. */
    async get(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<QuestionnaireExportDto> {
      const caller = requireQuestionnaireExporter(principal);
      const record = await exports.get(caller.firmId, id);
      if (!record || record.requestedBy !== caller.userId)
        throw new NotFound(EXPORT_MESSAGES.notFound);
      const url =
        record.status === 'ready' && record.blobPath
          ? await blobs.signedReadUrl(record.blobPath, EXPORT_LINK_TTL_MS, {
              contentType: contentTypeOf(record.input),
              fileName: record.fileName,
              download: true,
            })
          : null;
      return {
        id: record.id,
        status: record.status,
        file_name: record.fileName,
        done: record.done,
        total: record.total,
        error: record.error,
        url,
      };
    },
  };
}

export type QuestionnaireExportService = ReturnType<typeof questionnaireExportService>;
