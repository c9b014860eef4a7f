// HTTP for sending questionnaires (spec 2 "Send template flow", §7 "Send template", "Request
// additional items"; paths in docs/api.md): a template or custom items to entities, drafts to
// their clients, more items on a sent questionnaire, and the backlog of sends under way.
import type { Router } from 'express';
import {
  customQuestionnaireSchema,
  requestItemsSchema,
  sendDraftsSchema,
  sendTemplateSchema,
} from '@portico/common/questionnaires/send-template';
import { declareRoutes } from '../../kernel/declared-routes';
import { portalAddress } from '../../kernel/portal-address';
import type { AdditionalItemsService } from './additional-items.service';
import type { DraftSendingService } from './draft-sending.service';
import type { SendTemplateService } from './send-template.service';

export function sendingRoutes(
  router: Router,
  sending: {
    service: SendTemplateService;
    items: AdditionalItemsService;
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
}
