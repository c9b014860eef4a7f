// HTTP for creating a firm (docs/api.md "Create your firm"): public, the sign-up's id and code
// decide.
import type { Router } from 'express';
import {
  firmSignUpSchema,
  resendFirmSignUpSchema,
  verifyFirmSignUpSchema,
} from '@portico/common/firm/firm-sign-up';
import { declareRoutes } from '../kernel/declared-routes';
import type { FirmSignUpService } from './firm-sign-up.service';
import { signInContext } from './sign-in-context';

export function firmSignUpRoutes(
  router: Router,
  signUp: FirmSignUpService,
  portalUrl: string | undefined,
): void {
  const routes = declareRoutes(router);
  routes.post(
    '/firms/sign_up',
    { body: firmSignUpSchema, public: true },
    async ({ body }, res, req) => {
      const answer = await signUp.start(body, signInContext(req, portalUrl));
      res.status('signup_id' in answer ? 201 : 200).json(answer);
    },
  );
  routes.post(
    '/firms/sign_up/verify',
    { body: verifyFirmSignUpSchema, public: true },
    async ({ body }, res) => {
      res.status(201).json(await signUp.verify(body));
    },
  );
  routes.post(
    '/firms/sign_up/resend',
    { body: resendFirmSignUpSchema, public: true },
    async ({ body }, res) => {
      res.json(await signUp.resend(body.signup_id));
    },
  );
}
