// The set-up step after a first sign-in or a reset: the signed-in user chooses how to sign in
// (password, emailed links or texted codes) and optionally turns on two-factor.
import type { SetSignInMethodInput } from '@portico/common/auth/session-schemas';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { phoneDigits } from '@portico/common/people/phone';
import { Conflict, Unauthenticated } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import type { SignInContactNotices, UserPatch } from '../people/people.module';
import { NO_WRITES } from '../platform/db/planned-writes';
import { requireSetUpPending } from './auth.policy';
import { hashPassword } from './passwords';
import type { SignInDeps } from './sign-in-deps';

export function signInMethodService(
  { db, logins, users, identity }: Pick<SignInDeps, 'db' | 'logins' | 'users' | 'identity'>,
  notices: SignInContactNotices,
) {
  return {
    /** Answers a fresh custom token, as the spec's set sign-in method call does. */
    async setSignInMethod(
      principal: Principal,
      input: SetSignInMethodInput,
    ): Promise<{ token: string }> {
      const user = await users.get(principal.firmId, principal.userId);
      if (!user) throw new Unauthenticated('Your account no longer exists');
      requireSetUpPending(user);
      const patch: UserPatch = {
        preferredSignInMethod: input.signInMethod,
        setPasswordRequired: false,
        // An invited staff member's set-up is their acceptance (Firm Settings → Team).
        ...(user.invitation?.state === 'pending' && {
          invitation: { ...user.invitation, state: 'accepted' as const },
        }),
        ...(input.enable2fa !== undefined && { enabled2fa: input.enable2fa }),
      };
      if (input.signInMethod === 'password' && input.newPassword) {
        await logins.setPasswordHash(user.email, await hashPassword(input.newPassword));
      }
      if (input.signInMethod === 'sms' && input.phoneNumber)
        patch.phoneNumber = phoneDigits(input.phoneNumber);
      const newEmail =
        input.signInMethod === 'email' && input.email ? input.email.trim().toLowerCase() : null;
      if (newEmail) patch.email = newEmail;
      // Choosing email moves the login in the transaction that changes the user.
      const saved = await db.runTransaction(async (tx) => {
        const current = await users.read(tx, user.firmId, user.id);
        const move = newEmail
          ? await logins.planMove(tx, user.firmId, user.id, { from: user.email, to: newEmail })
          : NO_WRITES;
        if (!current || !move) return false;
        move.apply();
        users.update(tx, current, patch);
        notices.queue(tx, current, patch);
        return true;
      });
      if (!saved) throw new Conflict(SIGN_IN_MESSAGES.emailTaken);
      return { token: await identity.createCustomToken(user.id, user.firmId) };
    },
  };
}

export type SignInMethodService = ReturnType<typeof signInMethodService>;
