// What recognition made of a questionnaire's uploads (spec 2 §3 "Extracted document"; docs/api.md
// "GET /questionnaires/{id}/extracted_documents"): every PDF of it the caller may see, and the
// forms split out of them, for the page to show under each file while it polls.
import type { ExtractedDocumentDto } from '@portico/common/questionnaires/extracted-documents';
import { canSeeFolder, type DocumentsRepo } from '../../documents/documents.module';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo } from '../../people/people.module';
import { findWithEntity } from '../questionnaire-lookup';
import { requireQuestionnaireReader } from '../questionnaires.policy';
import type { QuestionnairesRepo } from '../questionnaires.repo';

interface Deps {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  documents: DocumentsRepo;
}

export function extractedDocumentsService(deps: Deps) {
  return {
    async list(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<{ documents: ExtractedDocumentDto[] }> {
      const { record, entity } = await findWithEntity(deps, principal, id);
      const { caller } = requireQuestionnaireReader(principal, entity, record);
      const found = await deps.documents.listForQuestionnaire(caller.firmId, id);
      return {
        documents: found
          .filter((d) => d.recognition && canSeeFolder(caller, d.folder))
          // Uploads as they came, the forms of one in page order.
          .sort(
            (a, b) =>
              a.createdAt.getTime() - b.createdAt.getTime() ||
              (a.recognition!.parentPages?.[0] ?? 0) - (b.recognition!.parentPages?.[0] ?? 0),
          )
          .map(({ id: documentId, name, recognition: r }) => ({
            id: documentId,
            name,
            status: r!.status,
            document_type: r!.documentType,
            payer: r!.payer,
            tax_year: r!.taxYear,
            parent_document_id: r!.parentDocumentId,
            parent_pages: r!.parentPages,
          })),
      };
    },
  };
}

export type ExtractedDocumentsService = ReturnType<typeof extractedDocumentsService>;
