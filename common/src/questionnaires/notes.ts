// Notes on questions (spec 2 §3 "Note", §6): 'Author: body' and who sees which; what the call
// accepts is in notes-input.ts (the questionnaire page loads no validation library).

export const MAX_NOTE_LENGTH = 2000;
export const NOTE_REQUIRED = 'Please write a note';

/** A note as stored: the author's name before the body. */
export const noteText = (author: string, body: string) => `${author}: ${body}`;

/** Clients see the clients' notes; staff see every note; nobody sees a removed one. */
export function noteVisible(
  note: { removed: boolean; from_firm_user: boolean },
  viewerIsStaff: boolean,
): boolean {
  return !note.removed && (viewerIsStaff || !note.from_firm_user);
}
