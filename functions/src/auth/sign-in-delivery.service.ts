// Sends sign-in links, reset links and codes (mail and SMS), rate limited per user and per IP.
import type {
  ResetSignInMethodInput,
  SendAuthLinkInput,
} from '@portico/common/auth/session-schemas';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { PHONE_DIGITS } from '@portico/common/people/phone';
import { Invalid, RateLimited } from '../kernel/errors';
import type { TokenPurpose } from './auth-challenges.repo';
import type { SignInCompletion } from './sign-in-completion';
import type { SignInContext } from './sign-in-context';
import type { SignInDeps } from './sign-in-deps';
import type { UserRecord } from '../people/people.module';
import { contactValue, type NewSignInContact } from './sign-in-contact';
import {
  codeMail,
  codeSms,
  contactCodeMail,
  contactCodeSms,
  resetLinkMail,
  signInLinkMail,
  signInLinkUrl,
} from './sign-in-mail';
import {
  CODE_TTL_MS,
  LINK_TTL_MS,
  limitKeys,
  SENDS_PER_IP,
  SENDS_PER_USER,
} from './sign-in-limits';
import type { Account, SignInUsers } from './sign-in-users';
import { newLinkToken, newVerificationCode } from './secrets';

export function signInDeliveryService(
  deps: Pick<SignInDeps, 'challenges' | 'limits' | 'clock' | 'outbox'>,
  accounts: SignInUsers,
  completion: SignInCompletion,
) {
  const { challenges, limits, clock, outbox } = deps;
  const later = (ms: number) => new Date(clock.now().getTime() + ms);

  /** Counts a send against the address and the user; any 429 carries a message the screen shows. */
  async function allowFromIp(ctx: SignInContext): Promise<void> {
    const fromIp = await limits.hit(limitKeys.sendsFromIp(ctx.ip), SENDS_PER_IP, clock.now());
    if (!fromIp.allowed) throw new RateLimited(SIGN_IN_MESSAGES.tooManySends);
  }

  async function allowSend(uid: string, ctx: SignInContext): Promise<void> {
    await allowFromIp(ctx);
    const toUser = await limits.hit(limitKeys.sendsToUser(uid), SENDS_PER_USER, clock.now());
    if (!toUser.allowed) throw new RateLimited(SIGN_IN_MESSAGES.tooManySends);
  }

  /** The account for a uid, or the caller's "problem sending" message (never "no such user"). */
  async function accountFor(uid: string, problem: string): Promise<Account> {
    const account = await accounts.byUid(uid);
    if (!account) throw new Invalid(problem);
    return account;
  }

  async function mailLink(
    account: Account,
    purpose: TokenPurpose,
    redirect: string | undefined,
    ctx: SignInContext,
  ) {
    const token = newLinkToken();
    const { user } = account;
    await challenges.saveToken(
      token,
      { uid: user.id, firmId: user.firmId, purpose, twoFactorPassed: false },
      later(LINK_TTL_MS),
    );
    const url = signInLinkUrl(ctx.portalUrl, token, redirect);
    await outbox.sendMail(
      purpose === 'reset' ? resetLinkMail(user.email, url) : signInLinkMail(user.email, url),
    );
  }

  async function saveCode(account: Account): Promise<string> {
    const code = newVerificationCode();
    await challenges.saveCode(
      account.user.id,
      account.user.firmId,
      'sign_in',
      code,
      later(CODE_TTL_MS),
    );
    return code;
  }

  return {
    async sendAuthLink(input: SendAuthLinkInput, ctx: SignInContext): Promise<void> {
      const account = await accountFor(input.uid, SIGN_IN_MESSAGES.linkSendProblem);
      await allowSend(account.user.id, ctx);
      await mailLink(account, 'sign_in', input.redirect, ctx);
    },

    /**
     * Forgot password, alternate sign-in and the SMS-failure button. Answers the same for an
     * unknown email, so the call cannot be used to find out who has an account.
     */
    async sendResetLink(input: ResetSignInMethodInput, ctx: SignInContext): Promise<void> {
      const account = input.uid
        ? await accounts.byUid(input.uid)
        : await accounts.byEmail(input.username ?? '');
      if (!account) {
        await allowFromIp(ctx);
        return;
      }
      await allowSend(account.user.id, ctx);
      await mailLink(account, 'reset', input.redirect, ctx);
    },

    /** A phone that cannot take a text is refused as the SMS provider would refuse it. */
    async sendSmsCode(uid: string, ctx: SignInContext): Promise<void> {
      const account = await accountFor(uid, SIGN_IN_MESSAGES.smsFailed);
      if (account.user.phoneNumber.length !== PHONE_DIGITS)
        throw new Invalid(SIGN_IN_MESSAGES.smsFailed);
      await allowSend(account.user.id, ctx);
      await outbox.sendSms(codeSms(account.user.phoneNumber, await saveCode(account)));
    },

    /** A signer link's code, texted to the signer's own phone (the caller checked it can be). */
    async sendSignerCode(user: UserRecord, ctx: SignInContext): Promise<void> {
      await allowSend(user.id, ctx);
      const code = newVerificationCode();
      await challenges.saveCode(user.id, user.firmId, 'signer_link', code, later(CODE_TTL_MS));
      await outbox.sendSms(codeSms(user.phoneNumber, code));
    },

    async sendEmailCode(uid: string, ctx: SignInContext): Promise<void> {
      const account = await accountFor(uid, SIGN_IN_MESSAGES.codeSendProblem);
      await allowSend(account.user.id, ctx);
      await outbox.sendMail(codeMail(account.user.email, await saveCode(account)));
    },

    /** A code to a signed-in user's new email or phone, which confirms that value only. */
    async sendContactCode(
      user: UserRecord,
      contact: NewSignInContact,
      ctx: SignInContext,
    ): Promise<void> {
      await allowSend(user.id, ctx);
      const code = newVerificationCode();
      await challenges.saveContactCode(
        user.id,
        user.firmId,
        contactValue(contact),
        code,
        later(CODE_TTL_MS),
      );
      await (contact.kind === 'email'
        ? outbox.sendMail(contactCodeMail(contact.value, code))
        : outbox.sendSms(contactCodeSms(contact.value, code)));
    },

    /** Sends the two-factor code again; only while a first factor is waiting for it. */
    async resendTwoFactorCode(uid: string, ctx: SignInContext): Promise<void> {
      const account = await accountFor(uid, SIGN_IN_MESSAGES.twoFactorLinkProblem);
      if ((await challenges.liveCodePurpose(uid, clock.now())) !== 'two_factor') {
        throw new Invalid(SIGN_IN_MESSAGES.twoFactorLinkProblem);
      }
      await allowSend(account.user.id, ctx);
      await completion.sendTwoFactorCode(account.user);
    },
  };
}

export type SignInDeliveryService = ReturnType<typeof signInDeliveryService>;
