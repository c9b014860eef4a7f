// Turns a verified code into an auth token, and an auth token (from a code or an emailed
// link) into a Firebase custom token, asking for the second factor when required.
import type { SignInResultDto, VerifyCodeInput } from '@portico/common/auth/session-schemas';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { RateLimited, Unauthenticated } from '../kernel/errors';
import type { SignInActivity } from './sign-in-activity';
import type { SignInCompletion } from './sign-in-completion';
import type { SignInContext } from './sign-in-context';
import type { SignInDeps } from './sign-in-deps';
import { AUTH_TOKEN_TTL_MS, limitKeys, MAX_CODE_ATTEMPTS } from './sign-in-limits';
import type { SignInUsers } from './sign-in-users';
import { newLinkToken } from './secrets';

export function signInGrantsService(
  deps: Pick<SignInDeps, 'challenges' | 'limits' | 'clock' | 'users'>,
  accounts: SignInUsers,
  completion: SignInCompletion,
  activity: SignInActivity,
) {
  const { challenges, limits, clock, users } = deps;
  return {
    async verifyCode(input: VerifyCodeInput, ctx: SignInContext): Promise<{ auth_token: string }> {
      const result = await challenges.verifyCode(input.uid, input.verification_code, clock.now());
      if (result.kind !== 'ok') {
        const account = await accounts.byUid(input.uid);
        if (account) {
          const who = {
            firmId: account.user.firmId,
            userId: account.user.id,
            email: account.user.email,
          };
          if (result.kind === 'too-many')
            await activity.lockedOut(who, ctx, `${MAX_CODE_ATTEMPTS} wrong codes`);
          else await activity.failed(who, ctx, 'invalid or expired verification code');
        }
        if (result.kind === 'too-many') throw new RateLimited(SIGN_IN_MESSAGES.tooManyCodeAttempts);
        throw new Unauthenticated(SIGN_IN_MESSAGES.invalidCode);
      }
      const token = newLinkToken();
      // A signer's code (their link opened, their phone answered) is both factors at once.
      const signer = result.purpose === 'signer_link';
      await challenges.saveToken(
        token,
        {
          uid: input.uid,
          firmId: result.firmId,
          purpose: signer ? 'signer_code' : 'sign_in',
          twoFactorPassed: signer || result.purpose === 'two_factor',
        },
        new Date(clock.now().getTime() + AUTH_TOKEN_TTL_MS),
      );
      return { auth_token: token };
    },

    /** An expired or used link answers its uid, so the screen can offer a new link or code. */
    async exchange(authToken: string, ctx: SignInContext): Promise<SignInResultDto> {
      const result = await challenges.consumeToken(authToken, clock.now());
      if (result.kind === 'unknown') throw new Unauthenticated(SIGN_IN_MESSAGES.signInProblem);
      if (result.kind === 'expired')
        throw new Unauthenticated(SIGN_IN_MESSAGES.expiredLink, { uid: result.uid });
      const { grant } = result;
      const user = await users.get(grant.firmId, grant.uid);
      // A withdrawn invitation's link no longer signs anyone in (Firm Settings → Team).
      if (!user || user.invitation?.state === 'withdrawn')
        throw new Unauthenticated(SIGN_IN_MESSAGES.signInProblem);
      if (grant.purpose === 'reset') {
        // A reset link is the spec's "immediate access": it lifts a password lock-out and
        // asks for a new sign-in method.
        await users.patch(user.firmId, user.id, { setPasswordRequired: true });
        await limits.clear(limitKeys.passwordFailures(user.email));
      }
      const how =
        grant.purpose === 'signer_code'
          ? 'signer link and a code texted to their phone'
          : grant.twoFactorPassed
            ? 'two-factor code'
            : grant.purpose === 'reset'
              ? 'reset link'
              : 'link or code';
      return completion.complete(user, ctx, how, grant.twoFactorPassed);
    },
  };
}

export type SignInGrantsService = ReturnType<typeof signInGrantsService>;
