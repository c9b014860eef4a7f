// The questionnaires side of uploads (the documents area's QuestionUploads link): documents that
// answer an upload question join its answer (ids joined by '&!&', replacing a marker and an
// Upload Later date), or leave it, inside the documents area's transaction.
import { ANSWER_SEPARATOR } from '@portico/common/questionnaires/questionnaire-model';
import type { QuestionUploads } from '../../documents/documents.module';
import { Invalid, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntityRecord } from '../../people/people.module';
import type { DbTransaction } from '../../platform/db/db';
import type { Clock } from '../../platform/clock/clock';
import { decideContent } from '../answering/content-change';
import { documentIdsOf } from '../answering/content-ops';
import type { QuestionnaireRecord } from '../questionnaire-record';
import { QUESTIONNAIRE_NOT_FOUND, requireAnswerer } from '../questionnaires.policy';
import type { QuestionnairesRepo } from '../questionnaires.repo';

export const ONLY_UPLOAD_QUESTIONS = 'Only an upload question takes documents';

export function uploadQuestion(record: QuestionnaireRecord, questionId: string) {
  const question = record.sections.flatMap((s) => s.questions).find((q) => q.id === questionId);
  if (!question) throw new NotFound('Question not found');
  if (question.question_type !== 'upload') throw new Invalid(ONLY_UPLOAD_QUESTIONS);
  return question;
}

export function questionUploads(questionnaires: QuestionnairesRepo, clock: Clock): QuestionUploads {
  /** Plans the question's documents to become `next(current ids)`. */
  async function plan(
    tx: DbTransaction,
    caller: Principal,
    entity: EntityRecord,
    target: { questionnaireId: string; questionId: string },
    next: (ids: string[]) => string[],
  ) {
    let answer = '';
    let questionnaireName = '';
    const planned = await questionnaires.planChange(
      tx,
      caller.firmId,
      target.questionnaireId,
      (record) => {
        requireAnswerer(caller, entity, record);
        questionnaireName = record.name;
        const question = uploadQuestion(record, target.questionId);
        answer = next(documentIdsOf(record.answers[question.id]?.answer ?? '')).join(
          ANSWER_SEPARATOR,
        );
        const now = clock.now();
        return decideContent(
          record,
          [
            {
              kind: 'answer',
              questionId: question.id,
              answer,
              answerBy: null,
              at: now,
              by: caller.userId,
            },
          ],
          now,
        );
      },
    );
    if (!planned) throw new NotFound(QUESTIONNAIRE_NOT_FOUND);
    return { writes: planned.writes, answer, questionnaireName };
  }

  return {
    planAttach: (tx, caller, entity, target, documentIds) =>
      plan(tx, caller, entity, target, (ids) => [...ids, ...documentIds]),
    async planDetach(tx, caller, entity, target, documentId) {
      return (
        await plan(tx, caller, entity, target, (ids) => ids.filter((id) => id !== documentId))
      ).writes;
    },
  };
}
