// HTTP for /sessions (spec 1 §7): parse with the shared schema, call the service, answer.
import type { Request, Router } from 'express';
import {
  createTemplateUserSchema,
  exchangeTokenSchema,
  preferredMethodQuerySchema,
  resetSignInMethodSchema,
  sendAuthLinkSchema,
  setSignInMethodSchema,
  uidSchema,
  verifyCodeSchema,
} from '@portico/common/auth/session-schemas';
import { passwordSignInSchema } from '@portico/common/auth/sign-in-schema';
import { object, string } from 'yup';
import { parseInput } from '../kernel/parse-input';
import { Unauthenticated } from '../kernel/errors';
import { requireSignedIn } from '../kernel/principal';
import type { UsersRepo } from '../people/people.module';
import { toCurrentUserDto } from './current-user.dto';
import type { SessionsService } from './sessions.service';
import type { SignInDeliveryService } from './sign-in-delivery.service';
import type { SignInGrantsService } from './sign-in-grants.service';
import type { SignInMethodService } from './sign-in-method.service';
import type { TemplateSignUpService } from './template-sign-up.service';
import { signInContext } from './sign-in-context';

const hashIdSchema = object({
  hashId: string().strict().required().max(128, 'hashId is too long'),
});

export interface SessionServices {
  portalUrl: string | undefined;
  sessions: SessionsService;
  delivery: SignInDeliveryService;
  grants: SignInGrantsService;
  method: SignInMethodService;
  templates: TemplateSignUpService;
}

/** Answered by the send calls: the screen only needs to know it went. */
const SENT = { message: 'sent' } as const;

export function sessionsRoutes(router: Router, services: SessionServices, users: UsersRepo): void {
  const { sessions, delivery, grants, method, templates } = services;
  const ctx = (req: Request) => signInContext(req, services.portalUrl);

  router.get('/sessions/get_preferred_sign_in_method', async (req, res) => {
    const { username } = await parseInput(preferredMethodQuerySchema, req.query);
    res.json(await sessions.preferredMethod(username));
  });

  router.get('/sessions/get_auth_methods', async (req, res) => {
    const { uid } = await parseInput(uidSchema, req.query);
    res.json(await sessions.authMethods(uid));
  });

  router.post('/sessions/verify_password_for_firebase_token', async (req, res) => {
    const input = await parseInput(passwordSignInSchema, req.body);
    res.json(await sessions.verifyPassword(input, ctx(req)));
  });

  router.post('/sessions/send_auth_link', async (req, res) => {
    await delivery.sendAuthLink(await parseInput(sendAuthLinkSchema, req.body), ctx(req));
    res.json(SENT);
  });

  router.post('/sessions/send_sms_verification_code', async (req, res) => {
    const { uid } = await parseInput(uidSchema, req.body);
    await delivery.sendSmsCode(uid, ctx(req));
    res.json(SENT);
  });

  router.post('/sessions/send_email_verification_code', async (req, res) => {
    const { uid } = await parseInput(uidSchema, req.body);
    await delivery.sendEmailCode(uid, ctx(req));
    res.json(SENT);
  });

  router.post('/sessions/send_2fa_link', async (req, res) => {
    const { uid } = await parseInput(uidSchema, req.body);
    await delivery.resendTwoFactorCode(uid, ctx(req));
    res.json(SENT);
  });

  router.post('/sessions/verify_verification_code', async (req, res) => {
    const input = await parseInput(verifyCodeSchema, req.body);
    res.json(await grants.verifyCode(input, ctx(req)));
  });

  router.post('/sessions/exchange_for_firebase_token', async (req, res) => {
    const { auth_token } = await parseInput(exchangeTokenSchema, req.body);
    res.json(await grants.exchange(auth_token, ctx(req)));
  });

  router.post('/sessions/reset_sign_in_method', async (req, res) => {
    await delivery.sendResetLink(await parseInput(resetSignInMethodSchema, req.body), ctx(req));
    res.json(SENT);
  });

  router.post('/sessions/set_sign_in_method', async (req, res) => {
    const principal = requireSignedIn(req.principal);
    const input = await parseInput(setSignInMethodSchema, req.body);
    res.json(await method.setSignInMethod(principal, input));
  });

  router.get('/sessions/template_info/:hashId', async (req, res) => {
    const { hashId } = await parseInput(hashIdSchema, req.params);
    res.json(await templates.info(hashId));
  });

  router.post('/sessions/create_template_user', async (req, res) => {
    const input = await parseInput(createTemplateUserSchema, req.body);
    res.json(await templates.createUser(input, ctx(req)));
  });

  router.get('/sessions/current_user', async (req, res) => {
    const caller = requireSignedIn(req.principal);
    const user = await users.get(caller.firmId, caller.userId);
    if (!user) throw new Unauthenticated('Your account no longer exists');
    res.json(toCurrentUserDto(user));
  });
}
