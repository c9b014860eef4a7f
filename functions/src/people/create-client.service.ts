// Create User and Entity (spec 3 §5): a client (and, for an Individual, a spouse), their entity and
// their sign-in logins (no password, set-password required, so they sign in by link later).
import { US_TIME_ZONES } from '@portico/common/firm/time-zones';
import {
  EMAIL_TAKEN,
  INDIVIDUAL,
  individualEntityName,
  type CreateClientInput,
  type CreateClientResultDto,
  type EmailAvailabilityDto,
} from '@portico/common/people/create-client';
import { entityNameSchema } from '@portico/common/people/profile-schema';
import { SPOUSE_INDIVIDUAL_ONLY } from '@portico/common/people/spouse';
import { string } from 'yup';
import type { FirmCatalogRepo } from '../firm/firm-catalog.repo';
import type { FirmService } from '../firm/firm.service';
import { badRequest, conflict, forbidden } from '../http/http-error';
import type { Principal } from '../http/principal';
import { parseInput } from '../http/parse-body';
import type { Clock } from '../platform/clock/clock';
import type { CompanyRecord } from './company-record';
import type { CreateClientRepo } from './create-client.repo';
import { newEntityHash } from './entity-hash';
import type { EntityTypeGate } from './entity-types';
import { newClientLogin, newClientRecord } from './new-client';
import { canSeeUser, requireStaff } from './people.policy';
import { fullName, type UserRecord } from './user-record';
import type { UsersRepo } from './users.repo';

interface Deps {
  repo: CreateClientRepo;
  users: UsersRepo;
  firms: FirmService;
  catalogRepo: FirmCatalogRepo;
  types: EntityTypeGate;
  clock: Clock;
  newId: () => string;
}

const emailSchema = string()
  .trim()
  .lowercase()
  .required('Email is missing')
  .email('Enter a valid email address')
  .max(254);

export function createClientService({
  repo,
  users,
  firms,
  catalogRepo,
  types,
  clock,
  newId,
}: Deps) {
  /** The group the new people belong to: required when the firm has groups; a group-limited advisor's own. */
  async function groupFor(
    caller: Principal,
    requested: string,
    groupsEnabled: boolean,
  ): Promise<string | null> {
    if (!groupsEnabled) return null;
    if (caller.firmAccess === 'group') {
      if (!caller.firmGroupId || (requested && requested !== caller.firmGroupId)) {
        throw forbidden('You can only add users to your firm group');
      }
      return caller.firmGroupId;
    }
    if (!requested) throw badRequest('Firm group is required');
    if (!(await catalogRepo.get(caller.firmId, 'groups', requested)))
      throw badRequest('Choose a firm group');
    return requested;
  }
  /** Firm groups restrict assignable advisors (spec 3 §6). */
  async function advisorFor(
    caller: Principal,
    id: string,
    group: string | null,
  ): Promise<UserRecord> {
    const advisor = await users.get(caller.firmId, id);
    if (!advisor?.isAdvisor) throw badRequest('Choose an assigned advisor');
    if (group && advisor.firmAccess === 'group' && advisor.firmGroupId !== group) {
      throw badRequest('The assigned advisor is not in this firm group');
    }
    return advisor;
  }
  async function requireFree(email: string): Promise<void> {
    if (email && (await repo.emailTaken(email))) throw conflict(EMAIL_TAKEN);
  }

  return {
    async checkEmail(
      principal: Principal | null | undefined,
      raw: unknown,
    ): Promise<EmailAvailabilityDto> {
      const caller = requireStaff(principal);
      const email = await parseInput(emailSchema, raw);
      if (!(await repo.emailTaken(email))) return { is_available: true, user: null };
      const id = await repo.userIdByEmail(caller.firmId, email);
      const holder = id ? await users.get(caller.firmId, id) : null;
      const firm = await firms.load(caller.firmId);
      const visible =
        holder && canSeeUser(caller, holder, { groupsEnabled: firm.preferences.has_firm_groups });
      return {
        is_available: false,
        user: visible ? { id: holder.id, full_name: fullName(holder) } : null,
      };
    },

    async create(
      principal: Principal | null | undefined,
      input: CreateClientInput,
    ): Promise<CreateClientResultDto> {
      const caller = requireStaff(principal);
      const firm = await firms.load(caller.firmId);
      const group = await groupFor(caller, input.firm_group_id, firm.preferences.has_firm_groups);
      const advisor = await advisorFor(caller, input.assigned_advisor_id, group);
      const recordType = await types.check(caller.firmId, input.entity_type);
      const individual = input.entity_type === INDIVIDUAL;
      if (input.add_spouse && !individual) throw badRequest(SPOUSE_INDIVIDUAL_ONLY);
      const entityName = await parseInput(
        entityNameSchema(),
        individual ? individualEntityName(input) : input.entity_name,
      );
      if (!input.email && !input.generate_temp_email) {
        throw badRequest('Enter an email address, or confirm creating the user without one');
      }
      if (!(US_TIME_ZONES as readonly string[]).includes(input.time_zone))
        throw badRequest('Choose a time zone');
      if (input.add_spouse && input.spouse_email && input.spouse_email === input.email) {
        throw badRequest('The spouse needs a different email address');
      }
      await requireFree(input.email);
      if (input.add_spouse) await requireFree(input.spouse_email);

      const now = clock.now();
      const companyId = newId();
      const person = (fname: string, lname: string, email: string, phoneNumber: string) =>
        newClientRecord(
          newId(),
          caller.firmId,
          {
            fname,
            lname,
            email,
            phoneNumber,
            firmGroupId: group,
            assignedAdvisorId: advisor.id,
            timeZone: input.time_zone,
            defaultCompanyId: companyId,
          },
          now,
        );
      const user = person(input.fname, input.lname, input.email, input.phone_number);
      const spouse = input.add_spouse
        ? person(input.spouse_fname, input.spouse_lname, input.spouse_email, '')
        : null;
      const people = spouse ? [user, spouse] : [user];
      const company: CompanyRecord = {
        id: companyId,
        firmId: caller.firmId,
        hashId: newEntityHash(entityName, newId),
        name: entityName,
        entityType: input.entity_type,
        ownerIds: people.map((p) => p.id),
        primaryOwnerId: user.id,
        assignedAdvisorId: advisor.id,
        firmGroupId: group,
        inactive: false,
        readonlyAccess: false,
        tagIds: [],
        createdAt: now,
        spouseId: spouse?.id ?? null,
      };
      const logins = people.map(newClientLogin).filter((l) => l !== null);
      if (!(await repo.create({ users: people, company, logins }))) throw conflict(EMAIL_TAKEN);
      await recordType();
      return {
        user: {
          id: user.id,
          full_name: fullName(user),
          email: user.email,
          has_temp_email: user.hasTempEmail,
        },
        spouse: spouse ? { id: spouse.id, full_name: fullName(spouse) } : null,
        company_id: company.id,
        company_hash: company.hashId,
      };
    },
  };
}

export type CreateClientService = ReturnType<typeof createClientService>;
