// Entity and user rules for the shell, the switcher, the chooser, preview and the profile editors.
import type {
  CompanyDto,
  CompanySummaryDto,
  OwnedEntityDto,
  UserProfileDto,
} from '@portico/common/people/company-dto';
import {
  EMAIL_REMOVE_FAILED,
  EMAIL_REMOVED,
  type EntityProfileInput,
  type UserProfileInput,
} from '@portico/common/people/profile-schema';
import type { FirmCatalogService } from '../firm/firm-catalog.service';
import type { FirmCatalogRepo } from '../firm/firm-catalog.repo';
import type { FirmService } from '../firm/firm.service';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../http/http-error';
import type { Principal } from '../http/principal';
import type { CompaniesRepo } from './companies.repo';
import type { CompanyRecord } from './company-record';
import { toCompanyDto, toCompanySummary, toUserProfileDto } from './people.dto';
import { loadTagNames, type TagNames } from './people-list.dto';
import {
  canChangeAssignedAdvisor,
  canSeeCompany,
  requireCompanyEditable,
  requireProfileEditable,
  requireStaff,
  requireVisibleCompany,
  requireVisibleUser,
  type FirmGroupsSetting,
} from './people.policy';
import { profileDocPatch, type UsersRepo } from './users.repo';
import type { UserEditRepo } from './user-edit.repo';
import { emailRemoval, staffEditChanges } from './user-edit';
import { EMAIL_EXISTS } from '@portico/common/people/create-client';
import { requireSignedIn } from '../auth/auth.policy';

interface Deps {
  companies: CompaniesRepo;
  users: UsersRepo;
  firms: FirmService;
  catalog: FirmCatalogService;
  catalogRepo: FirmCatalogRepo;
  userEdit: UserEditRepo;
  newId: () => string;
}

const byName = (a: CompanySummaryDto, b: CompanySummaryDto) => a.name.localeCompare(b.name);

export function peopleService({
  companies,
  users,
  firms,
  catalog,
  catalogRepo,
  userEdit,
  newId,
}: Deps) {
  async function groups(firmId: string): Promise<FirmGroupsSetting> {
    const firm = await firms.load(firmId);
    return { groupsEnabled: firm.preferences.has_firm_groups };
  }
  async function visibleCompany(principal: Principal | null | undefined, idOrHash: string) {
    const caller = requireSignedIn(principal);
    const record =
      (await companies.get(caller.firmId, idOrHash)) ??
      (await companies.getByHash(caller.firmId, idOrHash));
    return requireVisibleCompany(caller, record, await groups(caller.firmId));
  }
  /** Tag names for staff answers; tags are advisor-side, so others get none. */
  async function tagNamesFor(caller: Principal): Promise<TagNames> {
    return caller.isAdvisor ? loadTagNames(catalogRepo, caller.firmId) : new Map();
  }
  /** Clients do not see the firm's internal staffing of their entity (role assignments). */
  async function companyDto(caller: Principal, company: CompanyRecord): Promise<CompanyDto> {
    const [owners, tags] = await Promise.all([
      users.getMany(company.firmId, company.ownerIds),
      tagNamesFor(caller),
    ]);
    const dto = toCompanyDto(company, owners, tags);
    return caller.isAdvisor ? dto : { ...dto, firm_role_assignments: [] };
  }

  return {
    /** The switcher: a client's own active entities, or (staff, for preview) a visible client's. */
    async activeCompaniesOf(
      principal: Principal | null | undefined,
      userId?: string,
    ): Promise<CompanySummaryDto[]> {
      const caller = requireSignedIn(principal);
      let ownerId = caller.userId;
      if (userId && userId !== caller.userId) {
        requireStaff(caller);
        const target = await users.get(caller.firmId, userId);
        requireVisibleUser(caller, target, await groups(caller.firmId));
        ownerId = userId;
      }
      const owned = await companies.listByOwner(caller.firmId, ownerId);
      const setting = await groups(caller.firmId);
      return owned
        .filter(
          (c) => !c.inactive && (ownerId === caller.userId || canSeeCompany(caller, c, setting)),
        )
        .map(toCompanySummary)
        .sort(byName);
    },

    /** The staff user view's entities: every entity of the client the caller may see. */
    async entitiesOf(
      principal: Principal | null | undefined,
      userId: string,
    ): Promise<OwnedEntityDto[]> {
      const caller = requireStaff(principal);
      const setting = await groups(caller.firmId);
      const { user } = requireVisibleUser(caller, await users.get(caller.firmId, userId), setting);
      const owned = await companies.listByOwner(caller.firmId, user.id);
      return owned
        .filter((c) => canSeeCompany(caller, c, setting))
        .map((c) => ({
          ...toCompanySummary(c),
          business_email: c.details?.businessEmail ?? '',
          is_primary: c.primaryOwnerId === user.id,
        }))
        .sort(byName);
    },

    async company(principal: Principal | null | undefined, idOrHash: string): Promise<CompanyDto> {
      const { caller, company } = await visibleCompany(principal, idOrHash);
      return companyDto(caller, company);
    },

    async updateCompany(
      principal: Principal | null | undefined,
      id: string,
      input: EntityProfileInput,
    ): Promise<CompanyDto> {
      const { caller, company } = await visibleCompany(principal, id);
      requireCompanyEditable(caller, company);
      const types = await catalog.entityTypes(caller.firmId);
      const type = types.find((t) => t.name === input.entity_type);
      if (type && !type.allowed && input.entity_type !== company.entityType) {
        throw badRequest(`${input.entity_type} is not allowed by your firm`);
      }
      if (!type && !caller.isAdvisor && input.entity_type !== company.entityType) {
        throw badRequest('Choose one of the firm’s entity types');
      }
      if (!type && caller.isAdvisor) {
        // "New Custom Entity": staff typing a new type adds it to the firm's list.
        await catalogRepo.create(caller.firmId, 'entity_types', newId(), {
          name: input.entity_type,
          allowed: true,
        });
      }
      const wantsAdvisorChange =
        input.assigned_advisor_id !== undefined &&
        input.assigned_advisor_id !== company.assignedAdvisorId;
      if (wantsAdvisorChange && !canChangeAssignedAdvisor(caller)) {
        throw forbidden('Only partners and full users can change the assigned firm user');
      }
      if (wantsAdvisorChange && input.assigned_advisor_id) {
        const advisor = await users.get(caller.firmId, input.assigned_advisor_id);
        if (!advisor?.isAdvisor) throw badRequest('Choose a firm user');
      }
      const flagsChanged = input.inactive !== undefined || input.readonly_access !== undefined;
      if (flagsChanged && !caller.isAdvisor)
        throw forbidden('Only firm staff can change these settings');
      const inactive = input.inactive ?? company.inactive;
      if (
        inactive &&
        input.readonly_access !== undefined &&
        input.readonly_access !== company.readonlyAccess
      ) {
        throw badRequest('The read-only setting cannot change while the entity is inactive');
      }
      await companies.update(caller.firmId, company.id, {
        name: input.name,
        entityType: input.entity_type,
        details: {
          businessEmail: input.business_email,
          otherEmail: input.other_email,
          street: input.street,
          city: input.city,
          state: input.state,
          zip: input.zip,
          country: input.country,
          externalEntityId: input.external_entity_id,
          taxReturnId: input.tax_return_id,
        },
        ...(wantsAdvisorChange ? { assignedAdvisorId: input.assigned_advisor_id ?? null } : {}),
        ...(caller.isAdvisor && input.inactive !== undefined ? { inactive: input.inactive } : {}),
        ...(caller.isAdvisor && input.readonly_access !== undefined
          ? { readonlyAccess: input.readonly_access }
          : {}),
      });
      return companyDto(caller, (await companies.get(caller.firmId, company.id))!);
    },

    async user(principal: Principal | null | undefined, id: string): Promise<UserProfileDto> {
      const caller = requireSignedIn(principal);
      const { user } = requireVisibleUser(
        caller,
        await users.get(caller.firmId, id),
        await groups(caller.firmId),
      );
      return toUserProfileDto(user, await tagNamesFor(caller));
    },

    async updateUser(
      principal: Principal | null | undefined,
      id: string,
      input: UserProfileInput,
    ): Promise<UserProfileDto> {
      const caller = requireSignedIn(principal);
      const firm = await firms.load(caller.firmId);
      const { user } = requireVisibleUser(caller, await users.get(caller.firmId, id), {
        groupsEnabled: firm.preferences.has_firm_groups,
      });
      if (!caller.isAdvisor && user.id !== caller.userId) throw notFound('User not found');
      requireProfileEditable(caller, user);
      const forced = user.isAdvisor
        ? firm.preferences.force_2fa_on_firm_users
        : firm.preferences.force_2fa_on_users;
      const staff = await staffEditChanges({ users, catalogRepo }, caller, user, input);
      const profile = profileDocPatch({
        fname: input.fname,
        lname: input.lname,
        preferredName: input.preferred_name,
        phoneNumber: input.phone_number,
        timeZone: input.time_zone,
        // Locked on while the firm forces two-factor (spec 1 §5).
        enabled2fa: forced ? true : input.enabled_2fa,
        workPhoneNumber: input.work_phone_number,
        workPhoneExtension: input.work_phone_extension,
        workEmail: input.work_email,
        preferredContactMethod: input.preferred_contact_method,
      });
      const saved = await userEdit.save(
        caller.firmId,
        user.id,
        { ...profile, ...staff.patch },
        staff.move,
      );
      if (!saved) throw conflict(EMAIL_EXISTS);
      return toUserProfileDto(
        (await users.get(caller.firmId, user.id))!,
        await tagNamesFor(caller),
      );
    },

    /** Edit user's Remove email: the user keeps a temporary address and loses their login. */
    async removeEmail(
      principal: Principal | null | undefined,
      id: string,
    ): Promise<{ message: string; user: UserProfileDto }> {
      const caller = requireStaff(principal);
      const { user } = requireVisibleUser(
        caller,
        await users.get(caller.firmId, id),
        await groups(caller.firmId),
      );
      if (user.isAdvisor) throw notFound('User not found');
      const { patch, move } = emailRemoval(user);
      if (!(await userEdit.save(caller.firmId, user.id, patch, move))) {
        throw new HttpError(500, EMAIL_REMOVE_FAILED);
      }
      const saved = (await users.get(caller.firmId, user.id))!;
      return { message: EMAIL_REMOVED, user: toUserProfileDto(saved, await tagNamesFor(caller)) };
    },

    /** firm_role_assignments: one firm user per role on an entity, or none. */
    async assignRole(
      principal: Principal | null | undefined,
      input: { firmRoleId: string; companyId: string; userId: string | null },
    ): Promise<{ id: string | null; firm_role_id: string }> {
      const caller = requireStaff(principal);
      const { company } = await visibleCompany(caller, input.companyId);
      const firm = await firms.load(caller.firmId);
      if (!firm.preferences.use_firm_roles)
        throw forbidden('Firm roles are not enabled for this firm');
      if (!(await catalogRepo.get(caller.firmId, 'roles', input.firmRoleId)))
        throw notFound('No such role');
      const others = (company.firmRoleAssignments ?? []).filter(
        (a) => a.firmRoleId !== input.firmRoleId,
      );
      if (!input.userId) {
        await companies.setRoleAssignments(caller.firmId, company.id, others);
        return { id: null, firm_role_id: input.firmRoleId };
      }
      const assignee = await users.get(caller.firmId, input.userId);
      if (!assignee?.isAdvisor) throw badRequest('Choose a firm user');
      const id = newId();
      await companies.setRoleAssignments(caller.firmId, company.id, [
        ...others,
        { id, firmRoleId: input.firmRoleId, userId: assignee.id },
      ]);
      return { id, firm_role_id: input.firmRoleId };
    },
  };
}

export type PeopleService = ReturnType<typeof peopleService>;
