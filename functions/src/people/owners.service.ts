// Entity owners (spec 3 §5, §6, §7): add an existing user as owner, remove one, change the primary
// contact, and create a new entity for an existing user. Staff who may see the entity; firm groups
// restrict which existing users can be added (their group or no group).
import { COPY_OR_TRANSFER, TOO_MANY_CONVERSATIONS } from '@portico/common/messaging/conversations';
import type { CompanySummaryDto } from '@portico/common/people/company-dto';
import { EMAIL_TAKEN, ENTITY_NAME_EXISTS } from '@portico/common/people/create-client';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import {
  ENTITY_INFO_UPDATED,
  NOT_AN_OWNER,
  OWNER_GROUP_MISMATCH,
  type EntityEmailInput,
  PRIMARY_CANNOT_BE_REMOVED,
  type NewEntityInput,
  type NewOwnerInput,
  type OwnersDto,
} from '@portico/common/people/owners';
import type { FirmService } from '../firm/firm.service';
import { badRequest, conflict, notFound } from '../http/http-error';
import type { Principal } from '../http/principal';
import { TooManyConversationsError } from '../messaging/earlier-messages';
import type { Clock } from '../platform/clock/clock';
import type { CompaniesRepo } from './companies.repo';
import { EMPTY_COMPANY_DETAILS, type CompanyRecord } from './company-record';
import { newEntityHash } from './entity-hash';
import type { EntityTypeGate } from './entity-types';
import { newClientLogin, newClientRecord } from './new-client';
import type { EarlierMessagesRequest, Owners, OwnersRepo } from './owners.repo';
import { toCompanySummary } from './people.dto';
import {
  requireStaff,
  requireVisibleCompany,
  requireVisibleUser,
  type FirmGroupsSetting,
} from './people.policy';
import { fullName, type UserRecord } from './user-record';
import type { UsersRepo } from './users.repo';

interface Deps {
  owners: OwnersRepo;
  companies: CompaniesRepo;
  users: UsersRepo;
  firms: FirmService;
  types: EntityTypeGate;
  clock: Clock;
  newId: () => string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function ownersService({ owners, companies, users, firms, types, clock, newId }: Deps) {
  async function scope(principal: Principal | null | undefined) {
    const caller = requireStaff(principal);
    const setting: FirmGroupsSetting = {
      groupsEnabled: (await firms.load(caller.firmId)).preferences.has_firm_groups,
    };
    return { caller, setting };
  }
  async function visibleClient(
    caller: Principal,
    userId: string,
    setting: FirmGroupsSetting,
  ): Promise<UserRecord> {
    const { user } = requireVisibleUser(caller, await users.get(caller.firmId, userId), setting);
    if (user.isAdvisor) throw notFound('User not found');
    return user;
  }
  async function context(principal: Principal | null | undefined, companyId: string) {
    const { caller, setting } = await scope(principal);
    const { company } = requireVisibleCompany(
      caller,
      await companies.get(caller.firmId, companyId),
      setting,
    );
    return { caller, setting, company };
  }
  const dto = (companyId: string, o: Owners): OwnersDto => ({
    company_id: companyId,
    primary_owner_id: o.primaryOwnerId,
    owner_ids: o.ownerIds,
  });

  return {
    /** The entity email update prompt: an owner's new email becomes the entity's business email. */
    async updateEntityEmail(
      principal: Principal | null | undefined,
      companyId: string,
      input: EntityEmailInput,
    ): Promise<{ message: string; company_id: string; business_email: string }> {
      const { caller, company } = await context(principal, companyId);
      if (!company.ownerIds.includes(input.userId)) throw badRequest(NOT_AN_OWNER);
      await companies.setBusinessEmail(caller.firmId, company.id, input.business_email);
      return {
        message: ENTITY_INFO_UPDATED,
        company_id: company.id,
        business_email: input.business_email,
      };
    },

    async add(
      principal: Principal | null | undefined,
      companyId: string,
      userId: string,
    ): Promise<OwnersDto> {
      const { caller, setting, company } = await context(principal, companyId);
      const user = await visibleClient(caller, userId, setting);
      if (
        setting.groupsEnabled &&
        user.firmGroupId &&
        company.firmGroupId &&
        user.firmGroupId !== company.firmGroupId
      ) {
        throw badRequest(OWNER_GROUP_MISMATCH);
      }
      const next = await owners.update(caller.firmId, company.id, (o) => ({
        ...o,
        ownerIds: o.ownerIds.includes(user.id) ? o.ownerIds : [...o.ownerIds, user.id],
      }));
      return dto(company.id, next);
    },

    async remove(
      principal: Principal | null | undefined,
      companyId: string,
      userId: string,
    ): Promise<OwnersDto> {
      const { caller, company } = await context(principal, companyId);
      const next = await owners.update(caller.firmId, company.id, (o) => {
        if (!o.ownerIds.includes(userId)) throw badRequest(NOT_AN_OWNER);
        if (o.primaryOwnerId === userId) throw badRequest(PRIMARY_CANNOT_BE_REMOVED);
        return { ...o, ownerIds: o.ownerIds.filter((id) => id !== userId) };
      });
      return dto(company.id, next);
    },

    async changePrimary(
      principal: Principal | null | undefined,
      companyId: string,
      userId: string,
    ): Promise<OwnersDto> {
      const { caller, company } = await context(principal, companyId);
      const next = await owners.update(caller.firmId, company.id, (o) => {
        if (!o.ownerIds.includes(userId)) throw badRequest(NOT_AN_OWNER);
        return { ...o, primaryOwnerId: userId };
      });
      return dto(company.id, next);
    },

    /**
     * Add owner → New User: a client in the entity's group who signs in by link. Copy lets them
     * join the entity's conversations; transfer also lets its previous clients leave them (see
     * messaging/earlier-messages.ts); both happen in the transaction that creates them.
     */
    async createOwner(
      principal: Principal | null | undefined,
      companyId: string,
      input: NewOwnerInput,
    ): Promise<OwnersDto> {
      const { caller, company } = await context(principal, companyId);
      if (input.copyPreviousMessages && input.transferPreviousMessages) {
        throw badRequest(COPY_OR_TRANSFER);
      }
      let advisorId = company.assignedAdvisorId;
      if (input.advisor !== '-1') {
        const advisor = await users.get(caller.firmId, input.advisor);
        if (!advisor?.isAdvisor) throw badRequest('Choose an assigned advisor');
        if (
          company.firmGroupId &&
          advisor.firmAccess === 'group' &&
          advisor.firmGroupId !== company.firmGroupId
        ) {
          throw badRequest('The assigned advisor is not in this firm group');
        }
        advisorId = advisor.id;
      }
      const user = newClientRecord(
        newId(),
        caller.firmId,
        {
          fname: input.firstName,
          lname: input.lastName,
          email: input.email,
          phoneNumber: input.phoneNumber,
          firmGroupId: company.firmGroupId,
          assignedAdvisorId: advisorId,
          timeZone: DEFAULT_TIME_ZONE,
          defaultCompanyId: company.id,
        },
        clock.now(),
      );
      const login = newClientLogin(user);
      const mode = input.copyPreviousMessages
        ? 'copy'
        : input.transferPreviousMessages
          ? 'transfer'
          : null;
      const earlier: EarlierMessagesRequest | undefined = mode
        ? { mode, newOwner: { id: user.id, name: fullName(user) } }
        : undefined;
      let created: boolean;
      try {
        created = await owners.createOwner(company.id, user, login, undefined, earlier);
      } catch (error) {
        if (error instanceof TooManyConversationsError) throw badRequest(TOO_MANY_CONVERSATIONS);
        throw error;
      }
      if (!created) throw conflict(EMAIL_TAKEN);
      return dto(company.id, {
        ownerIds: [...company.ownerIds, user.id],
        primaryOwnerId: company.primaryOwnerId,
      });
    },

    /** A new entity for an existing user; its name must differ from the user's other entities'. */
    async createEntity(
      principal: Principal | null | undefined,
      input: NewEntityInput,
    ): Promise<CompanySummaryDto> {
      const { caller, setting } = await scope(principal);
      const user = await visibleClient(caller, input.user_id, setting);
      const related = await companies.listByOwner(caller.firmId, user.id);
      if (related.some((c) => sameName(c.name, input.name))) throw conflict(ENTITY_NAME_EXISTS);
      const recordType = await types.check(caller.firmId, input.entity_type);
      const id = newId();
      const company: CompanyRecord = {
        id,
        firmId: caller.firmId,
        hashId: newEntityHash(input.name, newId),
        name: input.name,
        entityType: input.entity_type,
        ownerIds: [user.id],
        primaryOwnerId: user.id,
        assignedAdvisorId: user.assignedAdvisorId,
        firmGroupId: user.firmGroupId,
        inactive: false,
        readonlyAccess: false,
        tagIds: [],
        createdAt: clock.now(),
        details: {
          ...EMPTY_COMPANY_DETAILS,
          businessEmail: input.business_email,
          otherEmail: input.other_email,
          street: input.street,
          city: input.city,
          state: input.state,
          zip: input.zip,
          country: input.country,
        },
      };
      await companies.create(company);
      await recordType();
      return toCompanySummary(company);
    },
  };
}

export type OwnersService = ReturnType<typeof ownersService>;
