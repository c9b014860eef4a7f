// The summary lists keep of a questionnaire (each shown section's status, completed of total, its
// documents), derived from its sections, answers, marks and deposit by common's status rules. The
// repo derives it again on every change it writes (questionnaire-writes.ts): no writer computes it.
import { SECTION_TYPES } from '@portico/common/questionnaires/questionnaire-model';
import {
  documentCounts,
  questionnaireProgress,
  type ProgressQuestion,
} from '@portico/common/questionnaires/questionnaire-progress';
import type { QuestionnaireRecord, QuestionnaireSummary } from './questionnaire-record';

/**
 * The sections the questionnaire asks the client through: a template's payment step only when a
 * deposit was asked on sending (no deposit, no step — never one 'completed' for doing nothing).
 */
export const askedSections = (record: QuestionnaireRecord) =>
  record.depositAmount
    ? record.sections
    : record.sections.filter((s) => s.section_type !== SECTION_TYPES.payment_request);

/**
 * The sections as statuses read them: only the fields they need (every answer save summarises
 * the whole questionnaire, so the page's full mapping would be wasted work there).
 */
function progressSections(record: QuestionnaireRecord) {
  const marked = new Set(record.markedSections);
  return askedSections(record).map((section) => ({
    id: section.id,
    name: section.name,
    section_type: section.section_type,
    marked_completed: marked.has(section.id),
    trigger_question_id: section.trigger_question_id,
    trigger_answer: section.trigger_answer,
    questions: section.questions.map((q): ProgressQuestion => {
      const answer = record.answers[q.id];
      return {
        id: q.id,
        question_type: q.question_type,
        optional: q.optional,
        follow_up_question_id: q.follow_up_question_id,
        trigger_for_follow_up_question: q.trigger_for_follow_up_question,
        answer: answer?.answer ?? '',
        answer_by: answer?.answerBy ?? null,
        entries: answer?.entries ?? [],
      };
    }),
  }));
}

/** What lists show of the questionnaire: each shown section's status, completed of total. */
export function summarize(record: QuestionnaireRecord): QuestionnaireSummary {
  const sections = progressSections(record);
  const { completed, total, statuses } = questionnaireProgress(sections, {
    depositStatus: record.depositStatus,
    depositAmount: record.depositAmount,
  });
  return {
    sections: sections
      .filter((s) => statuses.has(s.id))
      .map((s) => ({ id: s.id, name: s.name, status: statuses.get(s.id)! })),
    completed,
    total,
    documents: documentCounts(sections),
  };
}
