// HTTP for signing a delivered return (docs/api.md "Tax returns"): the caller's signatures and
// consent, agreeing to sign electronically, and signing one form (the caller's address and browser
// go onto the signing trail with each); the sealed signed forms and their check; the trail and
// the evidence pack.
import type { Router } from 'express';
import { copyCheckSchema } from '@portico/common/tax-returns/copy-check';
import { signatureCaptureSchema } from '@portico/common/signing/signature-capture';
import { declareRoutes } from '../../kernel/declared-routes';
import { portalAddress } from '../../kernel/portal-address';
import { signingContextOf, signingRoutes } from '../../signing/signing.module';
import type { ReturnSigningService } from './return-signing.service';
import type { SignedFormsService } from './signed-forms.service';
import type { EvidencePackService } from './evidence-pack.service';
import { sendZip } from '../../platform/blobs/zip-response';

export function returnSigningRoutes(
  router: Router,
  signing: ReturnSigningService,
  signed: SignedFormsService,
  evidence: EvidencePackService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.post('/tax_returns/:id/evidence_pack', {}, async ({ principal, params }, res) => {
    const { fileName, entries } = await evidence.prepare(principal, params.id);
    await sendZip(res, fileName, entries);
  });
  routes.get(
    '/tax_returns/:id/e_sign_forms/:formId/signed',
    {},
    async ({ principal, params }, res) => {
      res.json(await signed.download(principal, params.id, params.formId));
    },
  );
  routes.get(
    '/tax_returns/:id/e_sign_forms/:formId/seal_check',
    {},
    async ({ principal, params }, res) => {
      res.json(await signed.check(principal, params.id, params.formId));
    },
  );
  routes.post(
    '/tax_returns/:id/copy_check',
    { body: copyCheckSchema },
    async ({ principal, params, body }, res) => {
      res.json(await signed.checkCopy(principal, params.id, body));
    },
  );
  signingRoutes(routes, '/tax_returns', signing);
  routes.post(
    '/tax_returns/:id/e_sign_forms/:formId/sign',
    { body: signatureCaptureSchema },
    async ({ principal, params, body }, res, req) => {
      res.json(
        await signing.sign(
          principal,
          params.id,
          params.formId,
          body,
          signingContextOf(req),
          portalAddress(req, portalUrl),
        ),
      );
    },
  );
}
