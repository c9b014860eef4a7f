// Password sign-in with its lock-out, and the look-ups the sign-in screen makes before it.
import type {
  AuthMethodsDto,
  PreferredSignInMethodDto,
  SignInResultDto,
} from '@portico/common/auth/session-schemas';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import type { PasswordSignIn } from '@portico/common/auth/sign-in-schema';
import { Invalid, NotFound, RateLimited, Unauthenticated } from '../kernel/errors';
import { maskEmail, maskPhone } from './mask';
import { verifyPassword } from './passwords';
import type { SignInActivity } from './sign-in-activity';
import type { SignInCompletion } from './sign-in-completion';
import type { SignInContext } from './sign-in-context';
import type { SignInDeps } from './sign-in-deps';
import { limitKeys, PASSWORD_FAILURES, UNKNOWN_LOOKUPS_PER_IP } from './sign-in-limits';
import type { SignInUsers } from './sign-in-users';

export const INCORRECT_CREDENTIALS = SIGN_IN_MESSAGES.incorrectCredentials;

export function sessionsService(
  deps: Pick<SignInDeps, 'limits' | 'clock'>,
  accounts: SignInUsers,
  completion: SignInCompletion,
  activity: SignInActivity,
) {
  const { limits, clock } = deps;
  return {
    /**
     * One message for an unknown email and a wrong password, and the same lock-out for both,
     * so the answer reveals neither. A locked account refuses even the right password.
     */
    async verifyPassword(input: PasswordSignIn, ctx: SignInContext): Promise<SignInResultDto> {
      const email = input.username.trim();
      const key = limitKeys.passwordFailures(email);
      const account = await accounts.byEmail(email);
      const who = account && {
        firmId: account.user.firmId,
        userId: account.user.id,
        email: account.user.email,
      };
      if (await limits.isLocked(key, PASSWORD_FAILURES, clock.now())) {
        if (who) await activity.failed(who, ctx, 'account temporarily restricted');
        throw new RateLimited(SIGN_IN_MESSAGES.accountRestricted);
      }
      const hash = account?.login.passwordHash;
      const matches = hash != null && (await verifyPassword(input.password, hash));
      if (!account || !matches) {
        const { locked } = await limits.hit(key, PASSWORD_FAILURES, clock.now());
        if (who) {
          await activity.failed(who, ctx, 'wrong password');
          if (locked)
            await activity.lockedOut(who, ctx, `${PASSWORD_FAILURES.limit} wrong passwords`);
        }
        throw new Unauthenticated(INCORRECT_CREDENTIALS);
      }
      await limits.clear(key);
      return completion.complete(account.user, ctx, 'password', false);
    },

    /**
     * A password user who has no password yet (a new account) is sent a link instead. The answer
     * tells whether an email has an account, so an address that keeps asking about unknown ones
     * (as a list of guesses would) is refused for a while; people who sign in are not counted.
     */
    async preferredMethod(username: string, ctx: SignInContext): Promise<PreferredSignInMethodDto> {
      const key = limitKeys.unknownLookupsFromIp(ctx.ip);
      if (await limits.isLocked(key, UNKNOWN_LOOKUPS_PER_IP, clock.now()))
        throw new RateLimited(SIGN_IN_MESSAGES.tooManySends);
      const account = await accounts.byEmail(username);
      if (!account) {
        await limits.hit(key, UNKNOWN_LOOKUPS_PER_IP, clock.now());
        throw new NotFound(SIGN_IN_MESSAGES.unknownUser);
      }
      const method = account.user.preferredSignInMethod;
      const usable =
        method === 'password' && account.login.passwordHash === null ? 'email' : method;
      return { uid: account.user.id, preferred_sign_in_method: usable };
    },

    /** Masked contact details for the expired-link choice; an unknown uid gets nothing useful. */
    async authMethods(uid: string): Promise<AuthMethodsDto> {
      const account = await accounts.byUid(uid);
      if (!account) throw new Invalid(SIGN_IN_MESSAGES.somethingWentWrong);
      const { email, phoneNumber, hasTempEmail } = account.user;
      return {
        email: email && !hasTempEmail ? maskEmail(email) : null,
        phone: phoneNumber ? maskPhone(phoneNumber) : null,
      };
    },
  };
}

export type SessionsService = ReturnType<typeof sessionsService>;
