// HTTP for the template library (spec 2 §7 "Questionnaire template by id"; the rest in
// docs/api.md): list, read, create, duplicate, rename, save, delete and preview.
import type { Router } from 'express';
import { object } from 'yup';
import { recordId } from '@portico/common/input/record-id';
import {
  createTemplateSchema,
  renameTemplateSchema,
  saveTemplateSchema,
} from '@portico/common/questionnaires/templates';
import { declareRoutes } from '../../kernel/declared-routes';
import type { TemplatesService } from './templates.service';

const templateIdQuery = object({
  template_id: recordId('template_id').required('template_id is missing'),
});

export function templatesRoutes(router: Router, templates: TemplatesService): void {
  const routes = declareRoutes(router);
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
