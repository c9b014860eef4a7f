// Signer links (issue 45 "spouses are equal signers"): a spouse with no email of their own gets
// their return in a link mailed to the household's address. The link never signs in by itself:
// opening it texts a code to the spouse's own phone, and that code (verify_verification_code,
// then the usual exchange) signs them in as themselves. It stays good for SIGNER_LINK_DAYS, each
// visit asking a fresh code.
import { PHONE_DIGITS } from '@portico/common/people/phone';
import { isSafeRedirect } from '@portico/common/auth/safe-redirect';
import {
  SIGNER_LINK_DAYS,
  SIGNER_LINK_PARAM,
  SIGNER_LINK_MESSAGES,
  type OpenSignerLinkDto,
  type OpenSignerLinkInput,
} from '@portico/common/auth/signer-links';
import { Invalid, Unauthenticated } from '../kernel/errors';
import type { Clock } from '../platform/clock/clock';
import type { Db, DbTransaction } from '../platform/db/db';
import { fullName } from '../people/people.module';
import { authChallengesRepo, type AuthChallengesRepo } from './auth-challenges.repo';
import type { SignInContext } from './sign-in-context';
import type { SignInDeliveryService } from './sign-in-delivery.service';
import type { SignInDeps } from './sign-in-deps';
import { MAX_CODE_ATTEMPTS } from './sign-in-limits';
import { newLinkToken } from './secrets';

const DAY_MS = 86_400_000;

/** Issues signer links in the caller's transaction (the return's sending, its reminders). */
export function signerLinks(
  db: Db,
  clock: Clock,
  challenges: AuthChallengesRepo = authChallengesRepo(db, MAX_CODE_ATTEMPTS),
) {
  return {
    /**
     * A new link for the signer to the portal's `path` (the sign-in page with the token, landing
     * there), written with the mail that carries it.
     */
    issue(
      tx: DbTransaction,
      signer: { id: string; firmId: string },
      portal: { portalUrl: string; path: string },
    ): string {
      const token = newLinkToken();
      challenges.saveTokenIn(
        tx,
        token,
        { uid: signer.id, firmId: signer.firmId, purpose: 'signer_link', twoFactorPassed: false },
        new Date(clock.now().getTime() + SIGNER_LINK_DAYS * DAY_MS),
      );
      const params = new URLSearchParams({ [SIGNER_LINK_PARAM]: token });
      if (isSafeRedirect(portal.path)) params.set('redirect', portal.path);
      return `${portal.portalUrl}/signin?${params.toString()}`;
    },
  };
}

export type SignerLinks = ReturnType<typeof signerLinks>;

/** POST /sessions/open_signer_link: whose link it is, and a fresh code texted to their phone. */
export function signerLinkOpener(
  deps: Pick<SignInDeps, 'challenges' | 'clock' | 'users'>,
  delivery: Pick<SignInDeliveryService, 'sendSignerCode'>,
) {
  return {
    async open(input: OpenSignerLinkInput, ctx: SignInContext): Promise<OpenSignerLinkDto> {
      const peeked = await deps.challenges.peekToken(input.signer_token, deps.clock.now());
      if (peeked.kind !== 'ok' || peeked.grant.purpose !== 'signer_link')
        throw new Unauthenticated(SIGNER_LINK_MESSAGES.expired);
      const user = await deps.users.get(peeked.grant.firmId, peeked.grant.uid);
      if (!user?.paying) throw new Unauthenticated(SIGNER_LINK_MESSAGES.expired);
      if (user.phoneNumber.length !== PHONE_DIGITS)
        throw new Invalid(SIGNER_LINK_MESSAGES.noPhone(user.fname));
      await delivery.sendSignerCode(user, ctx);
      return {
        uid: user.id,
        fname: user.fname,
        full_name: fullName(user),
        phone_ending: user.phoneNumber.slice(-2),
      };
    },
  };
}

export type SignerLinkOpener = ReturnType<typeof signerLinkOpener>;
