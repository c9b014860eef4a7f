// HTTP for signing a questionnaire's engagement letter (spec 2 §4 "Signatures", §7 "Sign
// agreement"; paths in docs/api.md): an owner signs; staff mark a signature not needed or remove it.
import type { Router } from 'express';
import { boolean, object } from 'yup';
import { signAgreementSchema } from '@portico/common/questionnaires/signatures-input';
import { declareRoutes } from '../../kernel/declared-routes';
import type { SigningService } from './signing.service';

export function signingRoutes(router: Router, signing: SigningService): void {
  const routes = declareRoutes(router);
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
}
