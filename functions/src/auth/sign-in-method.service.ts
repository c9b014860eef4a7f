// The set-up step after a first sign-in or a reset: the signed-in user chooses how to sign in
// (password, emailed links or texted codes) and optionally turns on two-factor.
import type { SetSignInMethodInput } from '@portico/common/auth/session-schemas';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { phoneDigits } from '@portico/common/people/phone';
import { conflict, forbidden } from '../http/http-error';
import type { Principal } from '../http/principal';
import type { SignInPatch } from '../people/users.repo';
import { hashPassword } from './passwords';
import type { SignInDeps } from './sign-in-deps';

export function signInMethodService({
  logins,
  users,
  identity,
}: Pick<SignInDeps, 'logins' | 'users' | 'identity'>) {
  return {
    /** Answers a fresh custom token, as the spec's set sign-in method call does. */
    async setSignInMethod(
      principal: Principal,
      input: SetSignInMethodInput,
    ): Promise<{ token: string }> {
      const { user } = principal;
      // Only during set-up (first sign-in or a reset link): a session alone must not be enough
      // to give an established account a new password, phone or email.
      if (!user.setPasswordRequired) throw forbidden(SIGN_IN_MESSAGES.methodAlreadySet);
      const patch: SignInPatch = {
        preferredSignInMethod: input.signInMethod,
        setPasswordRequired: false,
        ...(input.enable2fa !== undefined && { enabled2fa: input.enable2fa }),
      };
      if (input.signInMethod === 'password' && input.newPassword) {
        await logins.setPasswordHash(user.email, await hashPassword(input.newPassword));
      }
      if (input.signInMethod === 'sms' && input.phoneNumber)
        patch.phoneNumber = phoneDigits(input.phoneNumber);
      if (input.signInMethod === 'email' && input.email) {
        const email = input.email.trim().toLowerCase();
        if (!(await logins.changeEmail(user.email, email)))
          throw conflict(SIGN_IN_MESSAGES.emailTaken);
        patch.email = email;
      }
      await users.updateSignIn(user.firmId, user.id, patch);
      return { token: await identity.createCustomToken(user.id, user.firmId) };
    },
  };
}

export type SignInMethodService = ReturnType<typeof signInMethodService>;
