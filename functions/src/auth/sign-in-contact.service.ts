// Changing one's own sign-in contact (issue 11): a code goes to the new email or phone, and only
// that code moves it; the change, the login's move and the notice to the old address are written
// in one transaction.
import type {
  SignInContactInput,
  VerifySignInContactInput,
} from '@portico/common/auth/session-schemas';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { Conflict, Invalid, NotFound, RateLimited, Unauthenticated } from '../kernel/errors';
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { SignInContactNotices, UserRecord } from '../people/people.module';
import { NO_WRITES } from '../platform/db/planned-writes';
import { requireContactChanger } from './auth.policy';
import { toCurrentUserDto } from './current-user.dto';
import {
  contactPatch,
  contactValue,
  newSignInContact,
  type NewSignInContact,
} from './sign-in-contact';
import type { SignInContext } from './sign-in-context';
import type { SignInDeliveryService } from './sign-in-delivery.service';
import type { SignInDeps } from './sign-in-deps';

export function signInContactService(
  {
    db,
    users,
    logins,
    challenges,
    clock,
  }: Pick<SignInDeps, 'db' | 'users' | 'logins' | 'challenges' | 'clock'>,
  delivery: Pick<SignInDeliveryService, 'sendContactCode'>,
  notices: SignInContactNotices,
) {
  async function changer(
    principal: Principal | null | undefined,
    contact: NewSignInContact,
  ): Promise<UserRecord> {
    const caller = requireSignedIn(principal);
    const user = await users.get(caller.firmId, caller.userId);
    if (!user) throw new Unauthenticated('Your account no longer exists');
    requireContactChanger(caller, user, contact);
    return user;
  }

  /** The contact, the login moved for an email, and the notice, or false when it is taken. */
  function apply(user: UserRecord, contact: NewSignInContact): Promise<UserRecord | null> {
    const patch = contactPatch(contact);
    return db.runTransaction(async (tx) => {
      const current = await users.read(tx, user.firmId, user.id);
      if (!current) throw new NotFound('User not found');
      const from = current.hasTempEmail ? null : current.email.toLowerCase();
      const move =
        contact.kind === 'email'
          ? await logins.planMove(tx, user.firmId, user.id, { from, to: contact.value })
          : NO_WRITES;
      if (!move) return null;
      move.apply();
      users.update(tx, current, patch);
      notices.queue(tx, current, patch);
      return { ...current, ...patch };
    });
  }

  return {
    async sendCode(
      principal: Principal | null | undefined,
      input: SignInContactInput,
      ctx: SignInContext,
    ): Promise<void> {
      const contact = newSignInContact(input);
      const user = await changer(principal, contact);
      if (contact.kind === 'email' && (await logins.isTaken(contact.value)))
        throw new Conflict(SIGN_IN_MESSAGES.emailTaken);
      await delivery.sendContactCode(user, contact, ctx);
    },

    /** A wrong code is a 400, not a 401: the caller's session is fine, only the code is not. */
    async verify(principal: Principal | null | undefined, input: VerifySignInContactInput) {
      const contact = newSignInContact(input);
      const user = await changer(principal, contact);
      const result = await challenges.verifyContactCode(
        user.id,
        contactValue(contact),
        input.verification_code,
        clock.now(),
      );
      if (result.kind === 'too-many') throw new RateLimited(SIGN_IN_MESSAGES.tooManyCodeAttempts);
      if (result.kind === 'invalid') throw new Invalid(SIGN_IN_MESSAGES.invalidCode);
      const saved = await apply(user, contact);
      if (!saved) throw new Conflict(SIGN_IN_MESSAGES.emailTaken);
      return toCurrentUserDto(saved);
    },
  };
}

export type SignInContactService = ReturnType<typeof signInContactService>;
