// Notes on questions (spec 2 §3 "Note", §6): a client or a staff member adds one ('Author:
// body'); its author, or staff, removes it (kept, marked removed). Clients see the clients'
// notes, staff all of them.
import type { AddNoteInput } from '@portico/common/questionnaires/notes-input';
import { noteText } from '@portico/common/questionnaires/notes';
import type { QuestionNoteDto } from '@portico/common/questionnaires/questionnaire-model';
import { Forbidden, NotFound } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import { fullName, type EntitiesRepo, type UsersRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { NewId } from '../../platform/ids/ids';
import { answeringChange } from '../answering-change';
import type { NoteRecord } from '../questionnaire-record';
import type { QuestionnairesRepo } from '../questionnaires.repo';

interface Deps {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  clock: Clock;
  newId: NewId;
}

export const ONLY_AUTHOR_REMOVES = 'Only its author or your firm can remove a note';

const toDto = (id: string, note: NoteRecord, viewerId: string): QuestionNoteDto => ({
  id,
  text: note.text,
  from_firm_user: note.fromFirmUser,
  created_at: note.createdAt.toISOString(),
  mine: note.authorId === viewerId,
});

export function notesService({ questionnaires, entities, users, clock, newId }: Deps) {
  const change = answeringChange({ questionnaires, entities });
  return {
    async add(
      principal: Principal | null | undefined,
      id: string,
      input: AddNoteInput,
    ): Promise<QuestionNoteDto> {
      const author = principal ? await users.get(principal.firmId, principal.userId) : null;
      const noteId = newId();
      let note: NoteRecord | null = null;
      await change(principal, id, (record, caller) => {
        if (!record.sections.some((s) => s.questions.some((q) => q.id === input.question_id)))
          throw new NotFound('Question not found');
        note = {
          questionId: input.question_id,
          text: noteText(author ? fullName(author) : 'Unknown', input.text),
          authorId: caller.userId,
          fromFirmUser: caller.isStaff,
          removed: false,
          createdAt: clock.now(),
        };
        return {
          after: { ...record, notes: { ...record.notes, [noteId]: note } },
        };
      });
      return toDto(noteId, note!, principal!.userId);
    },

    async remove(principal: Principal | null | undefined, id: string, noteId: string) {
      await change(principal, id, (record, caller) => {
        const note = record.notes[noteId];
        if (!note || note.removed || (!caller.isStaff && note.fromFirmUser))
          throw new NotFound('Note not found');
        if (!caller.isStaff && note.authorId !== caller.userId)
          throw new Forbidden(ONLY_AUTHOR_REMOVES);
        const removed = { ...note, removed: true };
        return {
          after: { ...record, notes: { ...record.notes, [noteId]: removed } },
        };
      });
    },
  };
}

export type NotesService = ReturnType<typeof notesService>;
