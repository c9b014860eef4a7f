// The signing endpoints every document sent for signature has under its own path (a tax return,
// a signature request): the caller's signing state (recording that they opened it), staff's
// reading of its trail, and the signer's consent to sign electronically.
import { esignConsentSchema, type EsignConsentInput } from '@portico/common/signing/esign-consent';
import type { declareRoutes } from '../kernel/declared-routes';
import type { Principal } from '../kernel/principal';
import { signingContextOf, type SigningContext } from './signing-context';

type Caller = Principal | null | undefined;

export interface SigningEndpoints {
  state(principal: Caller, id: string, context: SigningContext): Promise<unknown>;
  trail(principal: Caller, id: string): Promise<unknown>;
  consent(
    principal: Caller,
    id: string,
    input: EsignConsentInput,
    context: SigningContext,
  ): Promise<unknown>;
}

/** GET {base}/:id/signing, GET {base}/:id/signing_trail, POST {base}/:id/esign_consent. */
export function signingRoutes(
  routes: ReturnType<typeof declareRoutes>,
  base: '/tax_returns' | '/signature_requests',
  service: SigningEndpoints,
): void {
  routes.get(`${base}/:id/signing`, {}, async ({ principal, params }, res, req) => {
    res.json(await service.state(principal, params.id, signingContextOf(req)));
  });
  routes.get(`${base}/:id/signing_trail`, {}, async ({ principal, params }, res) => {
    res.json(await service.trail(principal, params.id));
  });
  routes.post(
    `${base}/:id/esign_consent`,
    { body: esignConsentSchema },
    async ({ principal, params, body }, res, req) => {
      res.json(await service.consent(principal, params.id, body, signingContextOf(req)));
    },
  );
}
