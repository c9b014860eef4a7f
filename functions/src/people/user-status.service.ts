// Activate / deactivate a client or an entity, and their read-only flags (spec 3 §4): deactivating
// locks the questionnaires of the entities they are primary owner of, removes those entities'
// scheduled sends, and can also deactivate those entities; activating needs a real (not
// temporary) email, unlocks nothing, and can also activate their inactive entities; read-only
// applies to active users only.
import {
  ENTITY_READONLY_WHILE_INACTIVE,
  READONLY_ONLY_ACTIVE,
  USER_EMAIL_REQUIRED,
  type EntityStatusInput,
  type EntityStatusResultDto,
  type UserStatusInput,
  type UserStatusResultDto,
} from '@portico/common/people/user-status';
import { tooManyStatusChanges } from '@portico/common/questionnaires/entity-questionnaires';
import type { FirmService } from '../firm/firm.service';
import { badRequest, notFound } from '../http/http-error';
import type { Principal } from '../http/principal';
import type { CompaniesRepo } from './companies.repo';
import {
  canSeeCompany,
  requireStaff,
  requireVisibleCompany,
  requireVisibleUser,
} from './people.policy';
import { StatusChangeTooLargeError, type UserStatusRepo } from './user-status.repo';
import type { UsersRepo } from './users.repo';

interface Deps {
  users: UsersRepo;
  companies: CompaniesRepo;
  firms: FirmService;
  status: UserStatusRepo;
}

export function userStatusService({ users, companies, firms, status }: Deps) {
  return {
    async update(
      principal: Principal | null | undefined,
      userId: string,
      input: UserStatusInput,
    ): Promise<UserStatusResultDto> {
      const caller = requireStaff(principal);
      const setting = {
        groupsEnabled: (await firms.load(caller.firmId)).preferences.has_firm_groups,
      };
      const { user } = requireVisibleUser(caller, await users.get(caller.firmId, userId), setting);
      if (user.isAdvisor) throw notFound('User not found');
      const paying = input.paying ?? user.paying;
      const activating = paying && !user.paying;
      const deactivating = !paying && user.paying;
      if (activating && (user.hasTempEmail || !user.email)) throw badRequest(USER_EMAIL_REQUIRED);
      if (
        input.readonly_access !== undefined &&
        input.readonly_access !== user.readonlyAccess &&
        !paying
      ) {
        throw badRequest(READONLY_ONLY_ACTIVE);
      }
      const owned = (await companies.listByOwner(caller.firmId, user.id)).filter((c) =>
        canSeeCompany(caller, c, setting),
      );
      const affected =
        activating && input.is_activating_all_entities
          ? owned.filter((c) => c.inactive)
          : deactivating && input.is_deactivating_all_entities
            ? owned.filter((c) => c.primaryOwnerId === user.id && !c.inactive)
            : [];
      // "Their" questionnaires are those of the entities they are primary owner of (co-owned
      // entities stay open for their primary owner), whether or not the entities go inactive too.
      const lockQuestionnairesOf = deactivating
        ? owned.filter((c) => c.primaryOwnerId === user.id).map((c) => c.id)
        : [];
      try {
        await status.apply(caller.firmId, user.id, {
          paying,
          readonlyAccess: input.readonly_access,
          companyIds: affected.map((c) => c.id),
          companiesInactive: deactivating,
          lockQuestionnairesOf,
        });
      } catch (error) {
        if (error instanceof StatusChangeTooLargeError)
          throw badRequest(tooManyStatusChanges(error.writes));
        throw error;
      }
      return {
        id: user.id,
        paying,
        readonly_access: input.readonly_access ?? user.readonlyAccess,
        changed_entity_ids: affected.map((c) => c.id),
      };
    },

    /** An entity's inactive flag, and read-only (which cannot change while it is inactive). */
    async updateEntity(
      principal: Principal | null | undefined,
      companyId: string,
      input: EntityStatusInput,
    ): Promise<EntityStatusResultDto> {
      const caller = requireStaff(principal);
      const setting = {
        groupsEnabled: (await firms.load(caller.firmId)).preferences.has_firm_groups,
      };
      const { company } = requireVisibleCompany(
        caller,
        await companies.get(caller.firmId, companyId),
        setting,
      );
      const inactive = input.inactive ?? company.inactive;
      const readonlyAccess = input.readonly_access ?? company.readonlyAccess;
      if (inactive && readonlyAccess !== company.readonlyAccess)
        throw badRequest(ENTITY_READONLY_WHILE_INACTIVE);
      await status.applyEntity(caller.firmId, company.id, { inactive, readonlyAccess });
      return { id: company.id, inactive, readonly_access: readonlyAccess };
    },
  };
}

export type UserStatusService = ReturnType<typeof userStatusService>;
