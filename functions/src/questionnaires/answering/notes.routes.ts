// HTTP for notes on questions (spec 2 §3 "Note", §6; paths in docs/api.md): add one, delete one.
import type { Router } from 'express';
import { addNoteSchema } from '@portico/common/questionnaires/notes-input';
import { declareRoutes } from '../../kernel/declared-routes';
import type { NotesService } from './notes.service';

export function notesRoutes(router: Router, notes: NotesService): void {
  const routes = declareRoutes(router);
  routes.post(
    '/questionnaires/:id/notes',
    { body: addNoteSchema },
    async ({ principal, params, body }, res) => {
      res.status(201).json(await notes.add(principal, params.id, body));
    },
  );
  routes.delete('/questionnaires/:id/notes/:noteId', {}, async ({ principal, params }, res) => {
    await notes.remove(principal, params.id, params.noteId);
    res.status(204).end();
  });
}
