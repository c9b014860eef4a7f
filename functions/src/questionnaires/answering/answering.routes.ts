// HTTP for answering a questionnaire (spec 2 §4 "Answer actions", §7; paths in docs/api.md): the
// client page's one read, answers, entries, section marks, submission, and confirming the
// entity's contact details.
import type { Router } from 'express';
import {
  addEntrySchema,
  answerQuestionSchema,
  entryAnswerSchema,
  markSectionSchema,
  submitSchema,
} from '@portico/common/questionnaires/answer-schemas';
import { confirmContactSchema } from '@portico/common/questionnaires/contact-confirmation';
import { declareRoutes } from '../../kernel/declared-routes';
import type { AnsweringService } from './answering.service';
import type { ContactConfirmationService } from './contact-confirmation.service';

export function answeringRoutes(
  router: Router,
  answering: AnsweringService,
  contact: ContactConfirmationService,
): void {
  const routes = declareRoutes(router);
  routes.get('/questionnaires/:id', {}, async ({ principal, params }, res) => {
    res.json(await answering.getPage(principal, params.id));
  });
  routes.post(
    '/questionnaires/:id/answer_question',
    { body: answerQuestionSchema },
    async ({ principal, params, body }, res) => {
      res.json(await answering.answer(principal, params.id, body));
    },
  );
  routes.post(
    '/questionnaires/:id/entries',
    { body: addEntrySchema },
    async ({ principal, params, body }, res) => {
      res.status(201).json(await answering.addEntry(principal, params.id, body));
    },
  );
  routes.delete(
    '/questionnaires/:id/questions/:questionId/entries/:entryId',
    {},
    async ({ principal, params }, res) => {
      res.json(
        await answering.removeEntry(principal, params.id, params.questionId, params.entryId),
      );
    },
  );
  routes.post(
    '/questionnaires/:id/save_entry_answers',
    { body: entryAnswerSchema },
    async ({ principal, params, body }, res) => {
      res.json(await answering.saveEntryAnswer(principal, params.id, body));
    },
  );
  routes.post(
    '/questionnaires/:id/sections/:sectionId/mark_completed',
    { body: markSectionSchema },
    async ({ principal, params, body }, res) => {
      res.json(
        await answering.markSection(principal, params.id, params.sectionId, body.marked_completed),
      );
    },
  );
  routes.post(
    '/questionnaires/:id/submit_questionnaire',
    { body: submitSchema },
    async ({ principal, params, body }, res) => {
      res.json(await answering.submit(principal, params.id, body.agreed));
    },
  );
  routes.post(
    '/questionnaires/:id/confirm_contact_info',
    { body: confirmContactSchema },
    async ({ principal, params, body }, res) => {
      res.json(await contact.confirm(principal, params.id, body));
    },
  );
}
