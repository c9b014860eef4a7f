// HTTP for /sessions (spec 1 §7): parse with the shared schema, call the service, answer.
import type { Request, Router } from 'express';
import {
  createTemplateUserSchema,
  exchangeTokenSchema,
  preferredMethodQuerySchema,
  resetSignInMethodSchema,
  sendAuthLinkSchema,
  setSignInMethodSchema,
  signInContactSchema,
  uidSchema,
  verifyCodeSchema,
  verifySignInContactSchema,
} from '@portico/common/auth/session-schemas';
import { passwordSignInSchema } from '@portico/common/auth/sign-in-schema';
import { openSignerLinkSchema } from '@portico/common/auth/signer-links';
import { recordId } from '@portico/common/input/record-id';
import { declareRoutes } from '../kernel/declared-routes';
import { Unauthenticated } from '../kernel/errors';
import { requireSignedIn } from '../kernel/principal';
import type { UsersRepo } from '../people/people.module';
import { toCurrentUserDto } from './current-user.dto';
import type { SessionsService } from './sessions.service';
import type { SignInContactService } from './sign-in-contact.service';
import type { SignInDeliveryService } from './sign-in-delivery.service';
import type { SignInGrantsService } from './sign-in-grants.service';
import type { SignInMethodService } from './sign-in-method.service';
import type { TemplateSignUpService } from './template-sign-up.service';
import type { SignerLinkOpener } from './signer-links';
import { signInContext } from './sign-in-context';

const hashIdParam = recordId('hashId').required('hashId is missing');

export interface SessionServices {
  portalUrl: string | undefined;
  sessions: SessionsService;
  delivery: SignInDeliveryService;
  grants: SignInGrantsService;
  method: SignInMethodService;
  contact: SignInContactService;
  templates: TemplateSignUpService;
  signerLinks: SignerLinkOpener;
}

/** Answered by the send calls: the screen only needs to know it went. */
const SENT = { message: 'sent' } as const;

export function sessionsRoutes(router: Router, services: SessionServices, users: UsersRepo): void {
  const { sessions, delivery, grants, method, contact, templates, signerLinks } = services;
  const ctx = (req: Request) => signInContext(req, services.portalUrl);
  const routes = declareRoutes(router);

  routes.get(
    '/sessions/get_preferred_sign_in_method',
    { query: preferredMethodQuerySchema, public: true },
    async ({ query }, res, req) => {
      res.json(await sessions.preferredMethod(query.username, ctx(req)));
    },
  );

  routes.get(
    '/sessions/get_auth_methods',
    { query: uidSchema, public: true },
    async ({ query }, res) => {
      res.json(await sessions.authMethods(query.uid));
    },
  );

  routes.post(
    '/sessions/verify_password_for_firebase_token',
    { body: passwordSignInSchema, public: true },
    async ({ body }, res, req) => {
      res.json(await sessions.verifyPassword(body, ctx(req)));
    },
  );

  routes.post(
    '/sessions/send_auth_link',
    { body: sendAuthLinkSchema, public: true },
    async ({ body }, res, req) => {
      await delivery.sendAuthLink(body, ctx(req));
      res.json(SENT);
    },
  );

  routes.post(
    '/sessions/send_sms_verification_code',
    { body: uidSchema, public: true },
    async ({ body }, res, req) => {
      await delivery.sendSmsCode(body.uid, ctx(req));
      res.json(SENT);
    },
  );

  routes.post(
    '/sessions/send_email_verification_code',
    { body: uidSchema, public: true },
    async ({ body }, res, req) => {
      await delivery.sendEmailCode(body.uid, ctx(req));
      res.json(SENT);
    },
  );

  routes.post(
    '/sessions/send_2fa_link',
    { body: uidSchema, public: true },
    async ({ body }, res, req) => {
      await delivery.resendTwoFactorCode(body.uid, ctx(req));
      res.json(SENT);
    },
  );

  routes.post(
    '/sessions/open_signer_link',
    { body: openSignerLinkSchema, public: true },
    async ({ body }, res, req) => {
      res.json(await signerLinks.open(body, ctx(req)));
    },
  );

  routes.post(
    '/sessions/verify_verification_code',
    { body: verifyCodeSchema, public: true },
    async ({ body }, res, req) => {
      res.json(await grants.verifyCode(body, ctx(req)));
    },
  );

  routes.post(
    '/sessions/exchange_for_firebase_token',
    { body: exchangeTokenSchema, public: true },
    async ({ body }, res, req) => {
      res.json(await grants.exchange(body.auth_token, ctx(req)));
    },
  );

  routes.post(
    '/sessions/reset_sign_in_method',
    { body: resetSignInMethodSchema, public: true },
    async ({ body }, res, req) => {
      await delivery.sendResetLink(body, ctx(req));
      res.json(SENT);
    },
  );

  routes.post(
    '/sessions/set_sign_in_method',
    { body: setSignInMethodSchema },
    async ({ principal, body }, res) => {
      res.json(await method.setSignInMethod(requireSignedIn(principal), body));
    },
  );

  routes.post(
    '/sessions/sign_in_contact/send_code',
    { body: signInContactSchema },
    async ({ principal, body }, res, req) => {
      await contact.sendCode(principal, body, ctx(req));
      res.json(SENT);
    },
  );

  routes.post(
    '/sessions/sign_in_contact/verify',
    { body: verifySignInContactSchema },
    async ({ principal, body }, res) => {
      res.json(await contact.verify(principal, body));
    },
  );

  routes.get(
    '/sessions/template_info/:hashId',
    { params: { hashId: hashIdParam }, public: true },
    async ({ params }, res) => {
      res.json(await templates.info(params.hashId));
    },
  );

  routes.post(
    '/sessions/create_template_user',
    { body: createTemplateUserSchema, public: true },
    async ({ body }, res, req) => {
      res.json(await templates.createUser(body, ctx(req)));
    },
  );

  routes.get('/sessions/current_user', {}, async ({ principal }, res) => {
    const caller = requireSignedIn(principal);
    const user = await users.get(caller.firmId, caller.userId);
    if (!user) throw new Unauthenticated('Your account no longer exists');
    res.json(toCurrentUserDto(user));
  });
}
