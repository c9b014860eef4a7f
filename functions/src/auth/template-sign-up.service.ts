// The public template link: who the template is, and signing up a new client from it. An
// existing account is never signed in from the link; it gets a sign-in link by mail instead.
import { entityNameSchema } from '@portico/common/people/profile-schema';
import type {
  CreateTemplateUserInput,
  TemplateInfoDto,
} from '@portico/common/auth/session-schemas';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import type { FirmCatalogRepo } from '../firm/firm.module';
import { NotFound, RateLimited } from '../kernel/errors';
import { checkValue } from '../kernel/parse-input';
import {
  newClientRecord,
  type EntitiesRepo,
  type EntityConversations,
} from '../people/people.module';
import type { TemplatesRepo } from '../questionnaires/questionnaires.module';
import { newLinkToken } from './secrets';
import type { SignInContext } from './sign-in-context';
import type { SignInDeps } from './sign-in-deps';
import type { SignInDeliveryService } from './sign-in-delivery.service';
import { AUTH_TOKEN_TTL_MS, limitKeys, SIGN_UPS_PER_IP } from './sign-in-limits';
import type { SignInUsers } from './sign-in-users';

/** The page a template sign-up lands on (web route /template/{hashId}/create-questionnaire-from-template). */
export const templateLandingPath = (hashId: string) =>
  `/template/${encodeURIComponent(hashId)}/create-questionnaire-from-template`;

export type TemplateSignUpResult = { auth_token: string } | { link_sent: true };

export function templateSignUpService(
  deps: Pick<
    SignInDeps,
    'db' | 'firms' | 'users' | 'logins' | 'challenges' | 'limits' | 'clock' | 'newId'
  >,
  stores: {
    templates: TemplatesRepo;
    entities: EntitiesRepo;
    catalog: FirmCatalogRepo;
    conversations: EntityConversations;
  },
  accounts: SignInUsers,
  delivery: SignInDeliveryService,
) {
  const { db, firms, users, logins, challenges, limits, clock, newId } = deps;

  async function templateOrFail(hashId: string) {
    const template = await stores.templates.findByHashId(hashId);
    if (!template) throw new NotFound(SIGN_IN_MESSAGES.templateNotFound);
    return template;
  }

  return {
    async info(hashId: string): Promise<TemplateInfoDto> {
      const template = await templateOrFail(hashId);
      const firm = await firms.get(template.firmId);
      return { hash_id: template.hashId, name: template.name, firm_name: firm?.name ?? '' };
    },

    async createUser(
      input: CreateTemplateUserInput,
      ctx: SignInContext,
    ): Promise<TemplateSignUpResult> {
      const template = await templateOrFail(input.templateHashId);
      const existing = await accounts.byEmail(input.email);
      if (existing) {
        await delivery.sendAuthLink(
          { uid: existing.user.id, redirect: templateLandingPath(template.hashId) },
          ctx,
        );
        return { link_sent: true };
      }
      const allowed = await limits.hit(
        limitKeys.signUpsFromIp(ctx.ip),
        SIGN_UPS_PER_IP,
        clock.now(),
      );
      if (!allowed.allowed) throw new RateLimited(SIGN_IN_MESSAGES.tooManySends);

      const now = clock.now();
      const id = `u-${newId()}`;
      const companyId = `c-${newId()}`;
      const email = input.email.trim().toLowerCase();
      const group = input.firmGroupId
        ? await stores.catalog.get(template.firmId, 'groups', input.firmGroupId)
        : null;
      const firmGroupId = group?.id ?? null;
      const fname = input.fname.trim();
      const lname = input.lname.trim();
      // The entity is named after them: the Entity Name rules hold as for any new entity.
      const entityName = await checkValue(entityNameSchema(), `${fname} ${lname}`);
      const user = {
        ...newClientRecord(
          id,
          template.firmId,
          {
            fname,
            lname,
            email,
            phoneNumber: '',
            firmGroupId,
            assignedAdvisorId: null,
            timeZone: DEFAULT_TIME_ZONE,
            defaultCompanyId: companyId,
          },
          now,
        ),
        // They signed up themselves and keep signing in by emailed link: no set-up step.
        setPasswordRequired: false,
      };
      // All or nothing; the login's create fails if the email was taken meanwhile.
      await db.runTransaction(async (tx) => {
        logins.insert(tx, { email, firmId: template.firmId, userId: id, passwordHash: null });
        users.insert(tx, user);
        stores.entities.insert(tx, {
          id: companyId,
          firmId: template.firmId,
          hashId: `${companyId.slice(2, 10)}-${newId().slice(0, 4)}`,
          name: entityName,
          entityType: 'Individual',
          ownerIds: [id],
          primaryOwnerId: id,
          assignedAdvisorId: null,
          firmGroupId,
          inactive: false,
          readonlyAccess: false,
          tagIds: [],
          createdAt: now,
        });
        // No advisor yet: staff who see the entity may join its conversation.
        stores.conversations.open(tx, {
          firmId: template.firmId,
          companyId,
          advisorIds: [],
          clients: [{ id, name: `${fname} ${lname}` }],
          at: now,
        });
      });
      const token = newLinkToken();
      await challenges.saveToken(
        token,
        { uid: id, firmId: template.firmId, purpose: 'sign_in', twoFactorPassed: false },
        new Date(now.getTime() + AUTH_TOKEN_TTL_MS),
      );
      return { auth_token: token };
    },
  };
}

export type TemplateSignUpService = ReturnType<typeof templateSignUpService>;
