// Who may use the session endpoints: sign-in is public (the credential decides); reading yourself
// needs a session; choosing a sign-in method needs a set-up in progress.
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { Forbidden } from '../kernel/errors';
import type { UserRecord } from '../people/people.module';

/**
 * Only during set-up (first sign-in or a reset link): a session alone must not be enough to give
 * an established account a new password, phone or email.
 */
export function requireSetUpPending(user: UserRecord): void {
  if (!user.setPasswordRequired) throw new Forbidden(SIGN_IN_MESSAGES.methodAlreadySet);
}
