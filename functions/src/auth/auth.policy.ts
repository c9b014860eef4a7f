// Who may use the session endpoints: sign-in is public (the credential decides); reading yourself
// needs a session; choosing a sign-in method needs a set-up in progress; confirming a new sign-in
// contact needs a session of one's own that may edit its profile.
import { SESSION_COOKIE_MESSAGES } from '@portico/common/auth/session-cookie';
import { SIGN_IN_CONTACT_MESSAGES, SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { Forbidden, Invalid, Unauthenticated } from '../kernel/errors';
import { requireStaff, type Principal } from '../kernel/principal';
import type { UserRecord } from '../people/people.module';
import type { NewSignInContact } from './sign-in-contact';

/**
 * A session cookie is made only from a signed-in caller's own ID token: never from another cookie
 * (a stolen cookie must not renew itself), never for nobody.
 */
export function requireIdTokenCaller(
  principal: Principal | null | undefined,
  idToken: string | null,
  viaCookie: boolean,
): { caller: Principal; idToken: string } {
  if (!principal || !idToken || viaCookie)
    throw new Unauthenticated(SESSION_COOKIE_MESSAGES.idTokenNeeded);
  return { caller: principal, idToken };
}

/** Anyone signed in ends their own sessions (and only theirs: the caller names no one). */
export function requireSessionsOwner(principal: Principal | null | undefined): Principal {
  if (!principal) throw new Unauthenticated('Please sign in to continue');
  return principal;
}

/**
 * Only during set-up (first sign-in or a reset link): a session alone must not be enough to give
 * an established account a new password, phone or email.
 */
export function requireSetUpPending(user: UserRecord): void {
  if (!user.setPasswordRequired) throw new Forbidden(SIGN_IN_MESSAGES.methodAlreadySet);
}

/**
 * A user confirms a new contact of their own: staff their email or phone, clients their phone
 * (their firm changes their email), unless their account is read-only or has no email yet, as
 * for the profile it belongs to (spec 1 §5).
 */
export function requireContactChanger(
  caller: Principal,
  user: UserRecord,
  contact: NewSignInContact,
): void {
  if (!caller.isStaff) {
    if (caller.readonly) throw new Forbidden('This account is read-only');
    if (user.hasTempEmail) throw new Forbidden('Add an email address before editing your profile');
    if (contact.kind === 'email') throw new Forbidden(SIGN_IN_CONTACT_MESSAGES.clientEmail);
  }
  const current = contact.kind === 'email' ? user.email.toLowerCase() : user.phoneNumber;
  if (contact.value === current && !(contact.kind === 'email' && user.hasTempEmail)) {
    throw new Invalid(
      contact.kind === 'email'
        ? SIGN_IN_CONTACT_MESSAGES.sameEmail
        : SIGN_IN_CONTACT_MESSAGES.samePhone,
    );
  }
}

/** Staff who are not read-only send clients sign-in links (spec 2 §6). */
export function requireSignInLinkSender(principal: Principal | null | undefined): Principal {
  const caller = requireStaff(principal);
  if (caller.readonly) throw new Forbidden('Read-only staff cannot send sign-in links');
  return caller;
}
