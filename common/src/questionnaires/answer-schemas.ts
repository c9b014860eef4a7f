// What the answering calls take (spec 2 §7 "Answer question", "Add entry", "Remove entry", "Save
// entry answers", "Mark section complete"), shared by the page and the API.
import { boolean, object, string, type InferType } from 'yup';
import { isCalendarDate } from '../format/calendar-date';
import { multiline } from '../input/text-rules';
import { recordId } from '../input/record-id';

/** No answer of ours is longer: a textarea's limit is its question's number_of_characters. */
export const MAX_ANSWER_LENGTH = 20_000;
export const ANSWER_TOO_LONG = `An answer can be at most ${MAX_ANSWER_LENGTH.toLocaleString('en-US')} characters`;

const calendarDate = () =>
  string()
    .max(10, 'Invalid date')
    .test('real-date', 'Invalid date', (v) => !v || isCalendarDate(v));

/** An answer as typed: a textarea question's may run to paragraphs. */
const answerText = () =>
  multiline(string().max(MAX_ANSWER_LENGTH, ANSWER_TOO_LONG).defined('answer is missing'));

export const answerQuestionSchema = object({
  question_id: recordId('question_id').required('question_id is missing'),
  answer: answerText(),
  /** An Answer Later (or Upload Later) date; null clears it. */
  answer_by: calendarDate().nullable().default(null),
});
export type AnswerQuestionInput = InferType<typeof answerQuestionSchema>;

export const addEntrySchema = object({
  question_id: recordId('question_id').required('question_id is missing'),
  /** Chosen by the page, so an entry it shows at once keeps its id when saved. */
  entry_id: recordId('entry_id').required('entry_id is missing'),
});
export type AddEntryInput = InferType<typeof addEntrySchema>;

export const entryAnswerSchema = object({
  question_id: recordId('question_id').required('question_id is missing'),
  entry_id: recordId('entry_id').required('entry_id is missing'),
  field_id: recordId('field_id').required('field_id is missing'),
  answer: answerText(),
});
export type EntryAnswerInput = InferType<typeof entryAnswerSchema>;

export const markSectionSchema = object({
  marked_completed: boolean().required('marked_completed is missing'),
});

export const submitSchema = object({
  /** 'I Agree' on the review section (spec 2 §5). */
  agreed: boolean().default(false),
});

/**
 * A document moved to another upload question, or (null) to the additional attachments (spec 2
 * §4: "Documents can be dragged between questions or to additional attachments, which marks them
 * as others"; the spec's `id_of_doc_moved_by_user`).
 */
export const moveDocumentSchema = object({
  document_id: recordId('document_id').required('document_id is missing'),
  to_question_id: recordId('to_question_id').nullable().default(null),
});
export type MoveDocumentInput = InferType<typeof moveDocumentSchema>;
