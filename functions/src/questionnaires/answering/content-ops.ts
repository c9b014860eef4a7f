// The small changes answering makes to a questionnaire's content: one question's answer, one
// entry, one entry value, each stamped with who and when. Applied here to the record; the repo
// writes the answers they changed and no other (questionnaire-writes.ts), so two people answering
// different questions never overwrite each other (last writer wins per question).
import type { AnswerRecord, QuestionnaireRecord } from '../questionnaire-record';

interface Stamp {
  at: Date;
  by: string;
}

export type ContentOp = Stamp &
  (
    | { kind: 'answer'; questionId: string; answer: string; answerBy: string | null }
    | { kind: 'add-entry'; questionId: string; entryId: string; n: number }
    | { kind: 'remove-entry'; questionId: string; entryId: string }
    | {
        kind: 'entry-value';
        questionId: string;
        entryId: string;
        fieldId: string;
        value: string;
      }
  );

export const blankAnswer = (): AnswerRecord => ({
  answer: '',
  answerBy: null,
  entries: [],
  updatedAt: null,
  updatedBy: null,
});

function applyOp(answer: AnswerRecord, op: ContentOp): AnswerRecord {
  const stamped = { ...answer, updatedAt: op.at, updatedBy: op.by };
  switch (op.kind) {
    case 'answer':
      return { ...stamped, answer: op.answer, answerBy: op.answerBy };
    case 'add-entry':
      return { ...stamped, entries: [...answer.entries, { id: op.entryId, n: op.n, values: {} }] };
    case 'remove-entry':
      return { ...stamped, entries: answer.entries.filter((e) => e.id !== op.entryId) };
    case 'entry-value':
      return {
        ...stamped,
        entries: answer.entries.map((e) =>
          e.id === op.entryId ? { ...e, values: { ...e.values, [op.fieldId]: op.value } } : e,
        ),
      };
  }
}

/** The record as it is once the operations are written. */
export function applyContentOps(
  record: QuestionnaireRecord,
  ops: ContentOp[],
): QuestionnaireRecord {
  const answers = { ...record.answers };
  for (const op of ops)
    answers[op.questionId] = applyOp(answers[op.questionId] ?? blankAnswer(), op);
  return { ...record, answers };
}

export { documentIdsOf } from '@portico/common/questionnaires/questionnaire-progress';
