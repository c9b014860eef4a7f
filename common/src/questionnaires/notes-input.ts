// What adding a note accepts (spec 2 §3 "Note"): the question and the text.
import { object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';
import { recordId } from '../input/record-id';
import { MAX_NOTE_LENGTH, NOTE_REQUIRED } from './notes';

export const addNoteSchema = object({
  question_id: recordId('question_id').required('question_id is missing'),
  text: multiline(
    string()
      .trim()
      .max(
        MAX_NOTE_LENGTH,
        `A note can be at most ${MAX_NOTE_LENGTH.toLocaleString('en-US')} characters`,
      )
      .required(NOTE_REQUIRED),
  ),
});
export type AddNoteInput = InferType<typeof addNoteSchema>;
