// HTTP for Document Drop Off (docs/api.md "Document Drop Off"): staff send it; the public page's
// calls carry the mailed link's token in the body (never in a URL the logs keep) and need no
// sign-in.
import type { Router } from 'express';
import { recordId } from '@portico/common/input/record-id';
import {
  dropOffAccessSchema,
  dropOffStartUploadSchema,
  dropOffSubmitSchema,
  sendDropOffSchema,
} from '@portico/common/questionnaires/drop-off';
import { declareRoutes } from '../../kernel/declared-routes';
import { portalAddress } from '../../kernel/portal-address';
import type { DropOffSendingService } from './drop-off-sending.service';
import type { DropOffService } from './drop-off.service';

const access = (body: { questionnaire_id: string; company_id: string; token: string }) => ({
  questionnaire_id: body.questionnaire_id,
  company_id: body.company_id,
  token: body.token,
});

export function dropOffRoutes(
  router: Router,
  sending: DropOffSendingService,
  dropOff: DropOffService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.post(
    '/questionnaires/send_document_drop_off',
    { body: sendDropOffSchema },
    async ({ principal, body }, res, req) => {
      res.status(201).json(await sending.send(principal, body, portalAddress(req, portalUrl)));
    },
  );
  routes.post(
    '/document_drop_off/open',
    { body: dropOffAccessSchema, public: true },
    async ({ body }, res) => {
      res.json(await dropOff.open(access(body)));
    },
  );
  routes.post(
    '/document_drop_off/temporary_upload_link',
    { body: dropOffStartUploadSchema, public: true },
    async ({ body }, res) => {
      res.status(201).json(await dropOff.startUpload(access(body), body.files));
    },
  );
  routes.post(
    '/document_drop_off/process_document',
    {
      body: dropOffAccessSchema.shape({
        upload_id: recordId('upload_id').required('upload_id is missing'),
        question_id: recordId('question_id').required('question_id is missing'),
      }),
      public: true,
    },
    async ({ body }, res) => {
      res.json(await dropOff.process(access(body), body));
    },
  );
  routes.post(
    '/document_drop_off/remove_document',
    {
      body: dropOffAccessSchema.shape({
        document_id: recordId('document_id').required('document_id is missing'),
      }),
      public: true,
    },
    async ({ body }, res) => {
      res.json(await dropOff.removeDocument(access(body), body.document_id));
    },
  );
  routes.post(
    '/document_drop_off/submit',
    { body: dropOffSubmitSchema, public: true },
    async ({ body }, res) => {
      res.json(await dropOff.submit(access(body), body.agreed));
    },
  );
}
