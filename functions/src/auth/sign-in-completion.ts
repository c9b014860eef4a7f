// The last step of every sign-in path: ask for the second factor when one is required, else
// log the sign-in and answer the Firebase custom token.
import type { SignInResultDto } from '@portico/common/auth/session-schemas';
import type { UserRecord } from '../people/people.module';
import type { SignInActivity } from './sign-in-activity';
import type { SignInContext } from './sign-in-context';
import type { SignInDeps } from './sign-in-deps';
import { twoFactorMail } from './sign-in-mail';
import { CODE_TTL_MS } from './sign-in-limits';
import { newVerificationCode } from './secrets';

export function signInCompletion(deps: SignInDeps, activity: SignInActivity) {
  /** Spec 1 §2: the user enabled it, or the firm forces it for its staff or for its clients. */
  async function needsTwoFactor(user: UserRecord): Promise<boolean> {
    if (user.enabled2fa) return true;
    const firm = await deps.firms.get(user.firmId);
    const prefs = firm?.preferences;
    return Boolean(user.isStaff ? prefs?.force_2fa_on_firm_users : prefs?.force_2fa_on_users);
  }

  /** A fresh two-factor code, mailed to the user; it replaces any code they had. */
  async function sendTwoFactorCode(user: UserRecord): Promise<void> {
    const code = newVerificationCode();
    const now = deps.clock.now();
    await deps.challenges.saveCode(
      user.id,
      user.firmId,
      'two_factor',
      code,
      new Date(now.getTime() + CODE_TTL_MS),
    );
    await deps.outbox.sendMail(twoFactorMail(user.email, code));
  }

  return {
    needsTwoFactor,
    sendTwoFactorCode,
    async complete(
      user: UserRecord,
      ctx: SignInContext,
      how: string,
      twoFactorPassed: boolean,
    ): Promise<SignInResultDto> {
      if (!twoFactorPassed && (await needsTwoFactor(user))) {
        await sendTwoFactorCode(user);
        return { two_factor_required: true, uid: user.id };
      }
      await activity.signedIn(
        { firmId: user.firmId, userId: user.id, email: user.email },
        ctx,
        how,
      );
      return { token: await deps.identity.createCustomToken(user.id, user.firmId) };
    },
  };
}

export type SignInCompletion = ReturnType<typeof signInCompletion>;
