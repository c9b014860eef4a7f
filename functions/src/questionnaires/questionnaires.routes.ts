// HTTP for questionnaires: an entity's list (staff entity view, client dashboard) and the
// answering calls of the client page (spec 2 §7; paths in docs/api.md).
import type { Router } from 'express';
import {
  addEntrySchema,
  answerQuestionSchema,
  entryAnswerSchema,
  markSectionSchema,
  moveDocumentSchema,
  submitSchema,
} from '@portico/common/questionnaires/answer-schemas';
import { declareRoutes } from '../kernel/declared-routes';
import { boolean, object } from 'yup';
import { addNoteSchema } from '@portico/common/questionnaires/notes';
import { signAgreementSchema } from '@portico/common/questionnaires/signatures';
import {
  depositCheckoutSchema,
  markDepositSchema,
  verifyDepositSchema,
} from '@portico/common/questionnaires/deposits';
import { confirmContactSchema } from '@portico/common/questionnaires/contact-confirmation';
import { portalAddress } from '../kernel/portal-address';
import type { ContactConfirmationService } from './contact-confirmation.service';
import type { AnsweringService } from './answering.service';
import type { DepositService } from './deposit.service';
import type { DocumentMovesService } from './document-moves.service';
import type { NotesService } from './notes.service';
import type { SigningService } from './signing.service';
import type { QuestionnairesService } from './questionnaires.service';

export function questionnairesRoutes(
  router: Router,
  service: QuestionnairesService,
  answering: AnsweringService,
  signing: SigningService,
  notes: NotesService,
  deposits: { service: DepositService; portalUrl: string | undefined },
  contact: ContactConfirmationService,
  moves: DocumentMovesService,
): void {
  const routes = declareRoutes(router);
  routes.get('/companies/:id/questionnaires', {}, async ({ principal, params }, res) => {
    res.json(await service.listForEntity(principal, params.id));
  });
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
    '/questionnaires/:id/sign_agreement',
    { body: signAgreementSchema },
    async ({ principal, params, body }, res, req) => {
      res.json(
        await signing.sign(principal, params.id, body, {
          ipAddress: req.ip ?? '',
          userAgent: req.get('user-agent') ?? '',
        }),
      );
    },
  );
  routes.post(
    '/questionnaires/:id/signatures/:signatureId/not_needed',
    { body: object({ not_needed: boolean().required('not_needed is missing') }) },
    async ({ principal, params, body }, res) => {
      res.json(
        await signing.setNotNeeded(principal, params.id, params.signatureId, body.not_needed),
      );
    },
  );
  routes.delete(
    '/questionnaires/:id/signatures/:signatureId',
    {},
    async ({ principal, params }, res) => {
      res.json(await signing.removeSignature(principal, params.id, params.signatureId));
    },
  );
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
  routes.post(
    '/questionnaires/:id/deposit/checkout',
    { body: depositCheckoutSchema },
    async ({ principal, params, body }, res, req) => {
      const portal = portalAddress(req, deposits.portalUrl);
      res.json(await deposits.service.startCheckout(principal, params.id, body, portal));
    },
  );
  routes.post(
    '/questionnaires/:id/deposit/verify',
    { body: verifyDepositSchema },
    async ({ principal, params, body }, res) => {
      res.json(await deposits.service.verify(principal, params.id, body.session_id));
    },
  );
  routes.post(
    '/questionnaires/:id/deposit/mark_paid',
    { body: markDepositSchema },
    async ({ principal, params, body }, res) => {
      res.json(await deposits.service.mark(principal, params.id, body.paid));
    },
  );
  routes.post(
    '/questionnaires/:id/confirm_contact_info',
    { body: confirmContactSchema },
    async ({ principal, params, body }, res) => {
      res.json(await contact.confirm(principal, params.id, body));
    },
  );
  routes.post(
    '/questionnaires/:id/move_document',
    { body: moveDocumentSchema },
    async ({ principal, params, body }, res) => {
      res.json(await moves.move(principal, params.id, body));
    },
  );
}
