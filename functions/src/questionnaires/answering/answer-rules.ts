// Which answers a question takes (spec 2 §3–§5): values of its type, the reserved markers where
// the question and the firm allow them, and Answer Later dates. Throws the message a person
// should read; the page applies the same rules before it sends.
import { isCalendarDate, toCalendarDate } from '@portico/common/format/calendar-date';
import type { FirmPreferences } from '@portico/common/firm/preferences';
import {
  answerLaterDateError,
  isPastDue,
  PAST_DUE,
} from '@portico/common/questionnaires/answer-later';
import {
  ANSWER_SEPARATOR,
  BOOLEAN_OPTIONS,
  MARKED_COMPLETED,
  NOT_APPLICABLE,
  PROVIDED_ELSEWHERE,
  type EntryFieldDto,
} from '@portico/common/questionnaires/questionnaire-model';
import { isAnswered } from '@portico/common/questionnaires/questionnaire-progress';
import { Forbidden, Invalid } from '../../kernel/errors';
import type { AnswerRecord, QuestionDef } from '../questionnaire-record';

export const NOT_AN_OPTION = 'Please choose one of the options';
export const ANSWER_LATER_NOT_OFFERED = 'Answer later is not available for this question';
export const NOT_APPLICABLE_NOT_OFFERED = 'This question cannot be marked not applicable';
export const PROVIDED_ELSEWHERE_NOT_OFFERED = 'Provided Elsewhere is not available';
export const ALREADY_ANSWERED = 'Only an unanswered question can be marked completed';
export const STAFF_CANNOT_ANSWER_LATER = 'Only the client can choose to answer later';

/**
 * Today as the earliest time zone sees it: a date a person chose as "after today" where they are
 * is after this one wherever they are.
 */
export const earliestToday = (now: Date) =>
  toCalendarDate(new Date(now.getTime() - 14 * 60 * 60 * 1000));

function checkValue(
  type: QuestionDef['question_type'] | EntryFieldDto['question_type'],
  options: string[],
  value: string,
  limit: number | null,
) {
  if (value === '') return;
  switch (type) {
    case 'boolean':
      if (!(BOOLEAN_OPTIONS as readonly string[]).includes(value)) throw new Invalid(NOT_AN_OPTION);
      return;
    case 'select':
      if (!options.includes(value)) throw new Invalid(NOT_AN_OPTION);
      return;
    case 'multiple': {
      const chosen = value.split(ANSWER_SEPARATOR);
      if (new Set(chosen).size !== chosen.length || chosen.some((c) => !options.includes(c)))
        throw new Invalid(NOT_AN_OPTION);
      return;
    }
    case 'date':
      if (!isCalendarDate(value)) throw new Invalid('Invalid date');
      return;
    case 'upload':
    case 'entries':
      // Their answers are documents and entries, given through their own calls.
      throw new Invalid('This question is answered with its own controls');
    default:
      if (limit !== null && value.length > limit)
        throw new Invalid(`An answer can be at most ${limit} characters`);
  }
}

export interface AnswerContext {
  byStaff: boolean;
  /** Partners, admins and full users may mark an answered question completed. */
  privilegedStaff: boolean;
  preferences: FirmPreferences;
  now: Date;
  dueDate: Date | null;
}

/** Refuses an answer (or Answer Later date) the question does not take. */
export function checkAnswer(
  q: QuestionDef,
  current: AnswerRecord | undefined,
  input: { answer: string; answer_by: string | null },
  ctx: AnswerContext,
): void {
  const { answer, answer_by: answerBy } = input;
  if (answerBy !== null) {
    if (ctx.byStaff) throw new Forbidden(STAFF_CANNOT_ANSWER_LATER);
    if (q.disable_answer_later) throw new Invalid(ANSWER_LATER_NOT_OFFERED);
    const today = earliestToday(ctx.now);
    const due = ctx.dueDate ? toCalendarDate(ctx.dueDate) : null;
    if (isPastDue(due, toCalendarDate(ctx.now))) throw new Invalid(PAST_DUE);
    const error = answerLaterDateError(answerBy, {
      today,
      dueDate: due,
      upload: q.question_type === 'upload',
    });
    if (error) throw new Invalid(error);
  }
  if (answer === NOT_APPLICABLE) {
    if (q.disable_not_applicable) throw new Invalid(NOT_APPLICABLE_NOT_OFFERED);
    return;
  }
  if (answer === PROVIDED_ELSEWHERE) {
    if (ctx.preferences.disable_provided_elsewhere)
      throw new Invalid(PROVIDED_ELSEWHERE_NOT_OFFERED);
    return;
  }
  if (answer === MARKED_COMPLETED) {
    const answered =
      current !== undefined &&
      current.answer !== MARKED_COMPLETED &&
      isAnswered({
        question_type: q.question_type,
        answer: current.answer,
        entries: current.entries.map((e) => ({ id: e.id, values: e.values })),
      });
    if (answered && !ctx.privilegedStaff) throw new Invalid(ALREADY_ANSWERED);
    return;
  }
  // An upload question's documents come through the upload call; its answer may stay as it is
  // (Upload now clears only the date).
  if (q.question_type === 'upload' && answer === current?.answer) return;
  checkValue(q.question_type, q.options, answer, q.number_of_characters);
}

/** Refuses an entry value its field does not take. */
export function checkEntryValue(field: EntryFieldDto, value: string): void {
  checkValue(field.question_type, field.options, value, null);
}
