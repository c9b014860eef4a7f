// HTTP for signature requests (docs/api.md "Signature requests"): the table, an entity's list,
// upload, one request, its fields, send, its file, its signers' signing and declining, its
// signing trail, its sealed copies, reminding its signers, their identity checks, mark completed,
// delete.
import type { Router } from 'express';
import {
  SIGNATURE_REQUEST_COMPLETED,
  SIGNATURE_REQUEST_DELETED,
  SIGNATURE_REQUEST_SENT,
} from '@portico/common/signature-requests/signature-request-model';
import {
  entitySignatureRequestsQuerySchema,
  signatureRequestListQuerySchema,
  updateSignatureRequestSchema,
  uploadSignatureRequestSchema,
} from '@portico/common/signature-requests/signature-requests-input';
import { saveFieldsSchema } from '@portico/common/signature-requests/signature-fields';
import {
  declineSchema,
  fillFieldSchema,
  signedCopyQuerySchema,
} from '@portico/common/signature-requests/request-signing';
import { REQUEST_REMINDER_MESSAGES } from '@portico/common/signature-requests/request-reminders';
import { sendRequestSchema } from '@portico/common/signature-requests/send-request';
import { declareRoutes } from '../kernel/declared-routes';
import type { RequestIdentityService } from './identity/request-identity.service';
import type { RequestRemindersService } from './reminders/request-reminders.service';
import { signingContextOf, signingRoutes } from '../signing/signing.module';
import type { RequestSigningService } from './signing/request-signing.service';
import type { SignedCopiesService } from './sealing/signed-copies.service';
import type { FieldsService } from './fields/fields.service';
import type { SendRequestService } from './sending/send-request.service';
import { portalAddress } from '../kernel/portal-address';
import type { SignatureRequestsTableService } from './table/signature-requests-table.service';
import type { SignatureRequestsService } from './uploads/signature-requests.service';

export function signatureRequestsRoutes(
  router: Router,
  requests: SignatureRequestsService,
  table: SignatureRequestsTableService,
  fields: FieldsService,
  sending: { service: SendRequestService; portalUrl: string | undefined },
  signing: RequestSigningService,
  signed: SignedCopiesService,
  reminders: RequestRemindersService,
  identity: RequestIdentityService,
): void {
  const routes = declareRoutes(router);
  routes.get(
    '/signature_requests/get_paginated_signature_requests',
    { query: signatureRequestListQuerySchema },
    async ({ principal, query }, res) => {
      res.json(await table.page(principal, query));
    },
  );
  routes.get(
    '/signature_requests',
    { query: entitySignatureRequestsQuerySchema },
    async ({ principal, query }, res) => {
      res.json({ signature_requests: await requests.listForEntity(principal, query.company_id) });
    },
  );
  routes.post(
    '/signature_requests',
    { body: uploadSignatureRequestSchema },
    async ({ principal, body }, res) => {
      res.status(201).json(await requests.upload(principal, body));
    },
  );
  routes.get('/signature_requests/:id', {}, async ({ principal, params }, res) => {
    res.json(await requests.get(principal, params.id));
  });
  routes.put(
    '/signature_requests/:id',
    { body: updateSignatureRequestSchema },
    async ({ principal, params }, res) => {
      const request = await requests.markCompleted(principal, params.id);
      res.json({ message: SIGNATURE_REQUEST_COMPLETED, signature_request: request });
    },
  );
  routes.get('/signature_requests/:id/fields', {}, async ({ principal, params }, res) => {
    res.json(await fields.placement(principal, params.id));
  });
  routes.put(
    '/signature_requests/:id/fields',
    { body: saveFieldsSchema },
    async ({ principal, params, body }, res) => {
      res.json(await fields.save(principal, params.id, body));
    },
  );
  routes.post(
    '/signature_requests/:id/send',
    { body: sendRequestSchema },
    async ({ principal, params, body }, res, req) => {
      const sent = await sending.service.send(
        principal,
        params.id,
        body,
        portalAddress(req, sending.portalUrl),
      );
      res.json({ message: SIGNATURE_REQUEST_SENT, signature_request: sent });
    },
  );
  routes.get('/signature_requests/:id/file', {}, async ({ principal, params }, res) => {
    res.json(await signing.file(principal, params.id));
  });
  signingRoutes(routes, '/signature_requests', signing);
  routes.get(
    '/signature_requests/:id/signed',
    { query: signedCopyQuerySchema },
    async ({ principal, params, query }, res) => {
      res.json(await signed.link(principal, params.id, query.part));
    },
  );
  routes.post(
    '/signature_requests/:id/fields/:fieldId/fill',
    { body: fillFieldSchema },
    async ({ principal, params, body }, res, req) => {
      res.json(
        await signing.fill(principal, params.id, params.fieldId, body, signingContextOf(req)),
      );
    },
  );
  routes.post(
    '/signature_requests/:id/decline',
    { body: declineSchema },
    async ({ principal, params, body }, res, req) => {
      res.json(await signing.decline(principal, params.id, body, signingContextOf(req)));
    },
  );
  routes.post(
    '/signature_requests/:id/send_reminders',
    {},
    async ({ principal, params }, res, req) => {
      const reminded = await reminders.sendNow(
        principal,
        params.id,
        portalAddress(req, sending.portalUrl),
      );
      res.json({ message: REQUEST_REMINDER_MESSAGES.sent, signature_request: reminded });
    },
  );
  routes.post(
    '/signature_requests/:id/identity_verification',
    {},
    async ({ principal, params }, res, req) => {
      res.json(await identity.start(principal, params.id, portalAddress(req, sending.portalUrl)));
    },
  );
  routes.get(
    '/signature_requests/:id/identity_verifications',
    {},
    async ({ principal, params }, res) => {
      res.json({ identity_verifications: await identity.list(principal, params.id) });
    },
  );
  routes.delete('/signature_requests/:id', {}, async ({ principal, params }, res) => {
    await requests.delete(principal, params.id);
    res.json({ message: SIGNATURE_REQUEST_DELETED });
  });
}
