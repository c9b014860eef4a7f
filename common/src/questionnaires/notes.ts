// Notes on questions (spec 2 §3 "Note", §6): 'Author: body', who sees which, and the input.
import { object, string, type InferType } from 'yup';
import { multiline } from '../input/text-rules';
import { recordId } from '../input/record-id';

export const MAX_NOTE_LENGTH = 2000;
export const NOTE_REQUIRED = 'Please write a note';

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

/** A note as stored: the author's name before the body. */
export const noteText = (author: string, body: string) => `${author}: ${body}`;

/** Clients see the clients' notes; staff see every note; nobody sees a removed one. */
export function noteVisible(
  note: { removed: boolean; from_firm_user: boolean },
  viewerIsStaff: boolean,
): boolean {
  return !note.removed && (viewerIsStaff || !note.from_firm_user);
}
