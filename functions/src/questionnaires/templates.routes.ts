// HTTP for the template library (spec 2 §7 "Questionnaire template by id"; the rest in
// docs/api.md): list, read, create, duplicate, rename, save, delete and preview; sending a template
// or custom items to entities; asking for more items on a sent questionnaire; locking it and
// marking it completed.
import type { Router } from 'express';
import { object } from 'yup';
import { recordId } from '@portico/common/input/record-id';
import {
  createTemplateSchema,
  renameTemplateSchema,
  saveTemplateSchema,
} from '@portico/common/questionnaires/templates';
import {
  customQuestionnaireSchema,
  questionnaireStateSchema,
  requestItemsSchema,
  sendDraftsSchema,
  sendTemplateSchema,
} from '@portico/common/questionnaires/send-template';
import { declareRoutes } from '../kernel/declared-routes';
import { portalAddress } from '../kernel/portal-address';
import type { AdditionalItemsService } from './additional-items.service';
import type { DraftSendingService } from './draft-sending.service';
import type { QuestionnaireStateService } from './questionnaire-state.service';
import type { SendTemplateService } from './send-template.service';
import type { TemplatesService } from './templates.service';

const templateIdQuery = object({
  template_id: recordId('template_id').required('template_id is missing'),
});

export function templatesRoutes(
  router: Router,
  templates: TemplatesService,
  sending: {
    service: SendTemplateService;
    items: AdditionalItemsService;
    state: QuestionnaireStateService;
    drafts: DraftSendingService;
    portalUrl: string | undefined;
  },
): void {
  const routes = declareRoutes(router);
  routes.post(
    '/questionnaires/send_drafts',
    { body: sendDraftsSchema },
    async ({ principal, body }, res, req) => {
      const portal = portalAddress(req, sending.portalUrl);
      res.json(await sending.drafts.send(principal, body, portal));
    },
  );
  routes.patch(
    '/questionnaires/:id',
    { body: questionnaireStateSchema },
    async ({ principal, params, body }, res) => {
      res.json(await sending.state.update(principal, params.id, body));
    },
  );
  routes.post(
    '/questionnaires/:id/request_additional_items',
    { body: requestItemsSchema },
    async ({ principal, params, body }, res, req) => {
      const portal = portalAddress(req, sending.portalUrl);
      res.json(await sending.items.request(principal, params.id, body, portal));
    },
  );
  routes.post(
    '/questionnaires/send_template',
    { body: sendTemplateSchema },
    async ({ principal, body }, res, req) => {
      const portal = portalAddress(req, sending.portalUrl);
      res.status(201).json(await sending.service.send(principal, body, portal));
    },
  );
  routes.get('/v2/questionnaires/backlog', {}, async ({ principal }, res) => {
    res.json(await sending.service.backlog(principal));
  });
  routes.post(
    '/questionnaires/send_open_items',
    { body: customQuestionnaireSchema },
    async ({ principal, body }, res, req) => {
      const portal = portalAddress(req, sending.portalUrl);
      res.status(201).json(await sending.service.sendCustom(principal, body, portal));
    },
  );
  routes.get('/questionnaire_templates', {}, async ({ principal }, res) => {
    res.json(await templates.list(principal));
  });
  routes.get(
    '/questionnaire_templates/get_template_by_id',
    { query: templateIdQuery },
    async ({ principal, query }, res) => {
      res.json(await templates.get(principal, query.template_id));
    },
  );
  routes.post(
    '/questionnaire_templates',
    { body: createTemplateSchema },
    async ({ principal, body }, res) => {
      res.status(201).json(await templates.create(principal, body));
    },
  );
  routes.post('/questionnaire_templates/:id/duplicate', {}, async ({ principal, params }, res) => {
    res.status(201).json(await templates.duplicate(principal, params.id));
  });
  routes.patch(
    '/questionnaire_templates/:id',
    { body: renameTemplateSchema },
    async ({ principal, params, body }, res) => {
      res.json(await templates.rename(principal, params.id, body.name));
    },
  );
  routes.put(
    '/questionnaire_templates/:id',
    { body: saveTemplateSchema },
    async ({ principal, params, body }, res) => {
      res.json(await templates.save(principal, params.id, body));
    },
  );
  routes.delete('/questionnaire_templates/:id', {}, async ({ principal, params }, res) => {
    await templates.remove(principal, params.id);
    res.status(204).end();
  });
  routes.get('/questionnaire_templates/:id/preview', {}, async ({ principal, params }, res) => {
    res.json(await templates.preview(principal, params.id));
  });
}
