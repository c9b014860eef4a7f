// Staff send sign-in links (spec 2 §6 "Advisors … send … sign-in links", §7): to clients they see,
// or to the owners of entities (or of questionnaires' entities) they see; each gets a single-use link to the portal, good
// for a few days, in a mail that names the firm. Clients who are inactive, have no email, or were
// sent too many links lately are skipped and named in the answer.
import {
  SIGN_IN_LINKS_MESSAGES,
  STAFF_SIGN_IN_LINK_DAYS,
  type SendSignInLinksInput,
  type SignInLinksResultDto,
} from '@portico/common/auth/sign-in-links';
import { NotFound } from '../kernel/errors';
import type { QuestionnairesRepo } from '../questionnaires/questionnaires.module';
import type { Principal } from '../kernel/principal';
import {
  fullName,
  requireVisibleClient,
  requireVisibleEntity,
  shownEmail,
  type EntitiesRepo,
  type UserRecord,
} from '../people/people.module';
import { requireSignInLinkSender } from './auth.policy';
import type { SignInDeps } from './sign-in-deps';
import { limitKeys, SENDS_PER_USER } from './sign-in-limits';
import { signInLinkUrl } from './sign-in-mail';
import { newLinkToken } from './secrets';

const DAY_MS = 24 * 60 * 60 * 1000;

export function staffSignInLinksService(
  deps: Pick<SignInDeps, 'users' | 'challenges' | 'limits' | 'clock' | 'outbox'>,
  records: { entities: EntitiesRepo; questionnaires: QuestionnairesRepo },
) {
  const { entities, questionnaires } = records;
  const { users, challenges, limits, clock, outbox } = deps;

  /** The clients the input names, each visible to the caller, once each. */
  async function recipients(caller: Principal, input: SendSignInLinksInput) {
    const named = await Promise.all(
      input.user_ids.map(async (id) =>
        requireVisibleClient(caller, await users.get(caller.firmId, id)),
      ),
    );
    const ofQuestionnaires = await Promise.all(
      input.questionnaire_ids.map(async (id) => {
        const record = await questionnaires.get(caller.firmId, id);
        if (!record) throw new NotFound('Questionnaire not found');
        return record.companyId;
      }),
    );
    const owners = await Promise.all(
      [...new Set([...input.company_ids, ...ofQuestionnaires])].map(async (id) => {
        const { entity } = requireVisibleEntity(
          caller,
          await entities.getByIdOrHash(caller.firmId, id),
        );
        return users.getMany(caller.firmId, entity.ownerIds);
      }),
    );
    return [...new Map([...named, ...owners.flat()].map((u) => [u.id, u])).values()];
  }

  async function sendOne(user: UserRecord, firmName: string, portalUrl: string) {
    const email = shownEmail(user);
    if (!user.paying) return 'inactive' as const;
    if (!email) return 'no-email' as const;
    const now = clock.now();
    if (!(await limits.hit(limitKeys.sendsToUser(user.id), SENDS_PER_USER, now)).allowed)
      return 'too-many' as const;
    const token = newLinkToken();
    await challenges.saveToken(
      token,
      { uid: user.id, firmId: user.firmId, purpose: 'sign_in', twoFactorPassed: false },
      new Date(now.getTime() + STAFF_SIGN_IN_LINK_DAYS * DAY_MS),
    );
    await outbox.sendMail({
      to: email,
      subject: `${firmName}: sign in to your client portal`,
      text: [
        `Hello ${user.preferredName || user.fname},`,
        '',
        `${firmName} invites you to sign in to your client portal. This link signs you in once and works for ${STAFF_SIGN_IN_LINK_DAYS} days:`,
        '',
        signInLinkUrl(portalUrl, token),
        '',
        'After that, sign in from the portal with your email.',
      ].join('\n'),
    });
    return null;
  }

  return {
    async send(
      principal: Principal | null | undefined,
      input: SendSignInLinksInput,
      portalUrl: string,
    ): Promise<SignInLinksResultDto> {
      const caller = requireSignInLinkSender(principal);
      const result: SignInLinksResultDto = { message: '', sent: 0, skipped: [] };
      for (const user of await recipients(caller, input)) {
        const skipped = await sendOne(user, caller.firm.name, portalUrl);
        if (skipped) result.skipped.push({ name: fullName(user), reason: skipped });
        else result.sent += 1;
      }
      result.message =
        result.sent > 0 ? SIGN_IN_LINKS_MESSAGES.sent : SIGN_IN_LINKS_MESSAGES.noneSent;
      return result;
    },
  };
}

export type StaffSignInLinksService = ReturnType<typeof staffSignInLinksService>;
