// Moving a document (spec 2 §4 "Documents can be dragged between questions or to additional
// attachments, which marks them as others"; §7 answer_question's `id_of_doc_moved_by_user`): it
// leaves the upload question that holds it and joins another (replacing a marker or an Upload
// Later date, as an upload does), or becomes one of the additional attachments. Both answers and
// the document change in one transaction; the document itself is never deleted by a move.
import type { MoveDocumentInput } from '@portico/common/questionnaires/answer-schemas';
import {
  ANSWER_SEPARATOR,
  type SavedAnswerDto,
} from '@portico/common/questionnaires/questionnaire-model';
import type { DocumentsRepo } from '../../documents/documents.module';
import { NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import { answeringChange } from '../answering-change';
import { decideContent } from '../answering/content-change';
import { documentIdsOf, type ContentOp } from '../answering/content-ops';
import { savedAnswerDto } from '../questionnaire-page.dto';
import { ONLY_UPLOAD_QUESTIONS, uploadQuestion } from './question-uploads';
import type { QuestionnaireRecord } from '../questionnaire-record';
import type { QuestionnairesRepo } from '../questionnaires.repo';

export const DOCUMENT_NOT_FOUND = 'Document not found';
export { ONLY_UPLOAD_QUESTIONS };

interface Deps {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  documents: DocumentsRepo;
  clock: Clock;
}

/** The upload question whose answer holds the document, if any. */
function holderOf(record: QuestionnaireRecord, documentId: string): string | null {
  const found = record.sections
    .flatMap((s) => s.questions)
    .find(
      (q) =>
        q.question_type === 'upload' &&
        documentIdsOf(record.answers[q.id]?.answer ?? '').includes(documentId),
    );
  return found?.id ?? null;
}

export function documentMovesService({ questionnaires, entities, documents, clock }: Deps) {
  const change = answeringChange({ questionnaires, entities });
  return {
    /** Answers the answers the move changed (the question it left, the one it joined). */
    async move(
      principal: Principal | null | undefined,
      id: string,
      input: MoveDocumentInput,
    ): Promise<{ answers: SavedAnswerDto[] }> {
      let touched: string[] = [];
      const { record } = await change(principal, id, async (current, caller, _company, tx) => {
        const [document] = await documents.readMany(tx, caller.firmId, [input.document_id]);
        if (!document || document.deletedAt || document.questionnaireId !== current.id)
          throw new NotFound(DOCUMENT_NOT_FOUND);
        const from = holderOf(current, document.id);
        const to = input.to_question_id ? uploadQuestion(current, input.to_question_id).id : null;
        touched = [from, to].filter((q): q is string => q !== null);
        if (from === to && (to !== null || document.markedAsOthers)) return { after: current };
        const now = clock.now();
        const answerOp = (questionId: string, ids: string[]): ContentOp => ({
          kind: 'answer',
          questionId,
          answer: ids.join(ANSWER_SEPARATOR),
          answerBy: null,
          at: now,
          by: caller.userId,
        });
        const ops: ContentOp[] = [];
        if (from) {
          const left = documentIdsOf(current.answers[from]!.answer).filter(
            (d) => d !== document.id,
          );
          ops.push(answerOp(from, left));
        }
        if (to)
          ops.push(
            answerOp(to, [...documentIdsOf(current.answers[to]?.answer ?? ''), document.id]),
          );
        return {
          ...decideContent(current, ops, now),
          also: { count: 1, apply: () => documents.place(tx, document, to) },
        };
      });
      return { answers: touched.map((q) => savedAnswerDto(record, q)) };
    },
  };
}

export type DocumentMovesService = ReturnType<typeof documentMovesService>;
