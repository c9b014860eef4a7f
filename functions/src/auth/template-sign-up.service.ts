// The public template link: who the template is, and signing up a new client from it. An
// existing account is never signed in from the link; it gets a sign-in link by mail instead.
import { randomUUID } from 'node:crypto';
import type {
  CreateTemplateUserInput,
  TemplateInfoDto,
} from '@portico/common/auth/session-schemas';
import { SIGN_IN_MESSAGES } from '@portico/common/auth/sign-in-messages';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import type { FirmCatalogRepo } from '../firm/firm-catalog.repo';
import { notFound, tooManyRequests } from '../http/http-error';
import type { CompaniesRepo } from '../people/companies.repo';
import type { TemplateLinksRepo } from '../questionnaires/template-links.repo';
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
  deps: Pick<SignInDeps, 'firms' | 'users' | 'logins' | 'challenges' | 'limits' | 'clock'>,
  stores: { templates: TemplateLinksRepo; companies: CompaniesRepo; catalog: FirmCatalogRepo },
  accounts: SignInUsers,
  delivery: SignInDeliveryService,
) {
  const { firms, users, logins, challenges, limits, clock } = deps;

  async function templateOrFail(hashId: string) {
    const template = await stores.templates.findByHashId(hashId);
    if (!template) throw notFound(SIGN_IN_MESSAGES.templateNotFound);
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
      if (!allowed.allowed) throw tooManyRequests(SIGN_IN_MESSAGES.tooManySends);

      const now = clock.now();
      const id = `u-${randomUUID()}`;
      const companyId = `c-${randomUUID()}`;
      const email = input.email.trim().toLowerCase();
      const group = input.firmGroupId
        ? await stores.catalog.get(template.firmId, 'groups', input.firmGroupId)
        : null;
      const firmGroupId = group?.id ?? null;
      const name = `${input.fname.trim()} ${input.lname.trim()}`;
      // The login first: its create() fails if the email was taken meanwhile, before anything else exists.
      await logins.create({ email, firmId: template.firmId, userId: id, passwordHash: null });
      await users.create({
        id,
        firmId: template.firmId,
        email,
        fname: input.fname.trim(),
        lname: input.lname.trim(),
        preferredName: '',
        phoneNumber: '',
        isAdvisor: false,
        firmAccess: null,
        firmGroupId,
        assignedAdvisorId: null,
        paying: true,
        readonlyAccess: false,
        setPasswordRequired: false,
        preferredSignInMethod: 'email',
        enabled2fa: false,
        timeZone: DEFAULT_TIME_ZONE,
        hasTempEmail: false,
        defaultCompanyId: companyId,
        createdAt: now,
      });
      await stores.companies.create({
        id: companyId,
        firmId: template.firmId,
        hashId: `${companyId.slice(2, 10)}-${randomUUID().slice(0, 4)}`,
        name,
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
