// Create User and Entity (spec 3 §5): a client (and, for an Individual, a spouse), their entity and
// their sign-in logins (no password, set-password required, so they sign in by link later).
import {
  EMAIL_TAKEN,
  FIRM_GROUP_REQUIRED,
  INDIVIDUAL,
  individualEntityName,
  type CreateClientInput,
  type CreateClientResultDto,
  type EmailAvailabilityDto,
} from '@portico/common/people/create-client';
import { entityNameSchema } from '@portico/common/people/profile-schema';
import { SPOUSE_INDIVIDUAL_ONLY } from '@portico/common/people/spouse';
import type { FirmCatalogRepo } from '../../firm/firm.module';
import { Conflict, Forbidden, Invalid } from '../../kernel/errors';
import { checkValue } from '../../kernel/parse-input';
import { requireStaff, type Principal } from '../../kernel/principal';
import type { Clock } from '../../platform/clock/clock';
import type { Db } from '../../platform/db/db';
import type { NewId } from '../../platform/ids/ids';
import type { EntitiesRepo } from '../entities/entities.repo';
import type { EntityDetails, EntityRecord } from '../entities/entity-record';
import { newEntityHash } from '../entities/entity-hash';
import type { EntityTypeGate } from '../entities/entity-types';
import { ownedEntityCreation, type OwnedEntityInput } from '../entities/owned-entity';
import { newClientLogin, newClientRecord } from '../owners/new-client';
import type { EntityConversations, LoginDirectory } from '../people-links';
import { canSeeUser } from '../people.policy';
import { fullName, shownEmail, type UserRecord } from './user-record';
import type { UsersRepo } from './users.repo';

const NOT_YOUR_CLIENT = 'You can only add entities for clients you can see';

/** The ids of the records Create User and Entity makes. */
export interface NewClientIds {
  user: string;
  spouse: string;
  company: string;
}

/**
 * What a client list row adds to what the dialog collects (checked by the caller): the client's
 * preferred name, external id and contact tags, the entity's details and tags.
 */
export interface NewClientExtras {
  preferredName: string;
  externalUserId: string;
  userTagIds: string[];
  entityDetails: EntityDetails;
  entityTagIds: string[];
  /** The import making the records, which a later import of the list may update. */
  importId: string;
}

interface Deps {
  db: Db;
  users: UsersRepo;
  entities: EntitiesRepo;
  logins: LoginDirectory;
  entityConversations: EntityConversations;
  catalog: FirmCatalogRepo;
  types: EntityTypeGate;
  clock: Clock;
  newId: NewId;
}

export function createClientService({
  db,
  users,
  entities,
  logins,
  entityConversations,
  catalog,
  types,
  clock,
  newId,
}: Deps) {
  const createOwnedEntity = ownedEntityCreation({ entities, types, clock, newId });
  /** The group the new people belong to: required when the firm has groups; a group-limited advisor's own. */
  async function groupFor(
    caller: Principal,
    requested: string,
    groupsEnabled: boolean,
  ): Promise<string | null> {
    if (!groupsEnabled) return null;
    if (caller.firmAccess === 'group') {
      if (!caller.firmGroupId || (requested && requested !== caller.firmGroupId)) {
        throw new Forbidden('You can only add users to your firm group');
      }
      return caller.firmGroupId;
    }
    if (!requested) throw new Invalid(FIRM_GROUP_REQUIRED);
    if (!(await catalog.get(caller.firmId, 'groups', requested)))
      throw new Invalid('Choose a firm group');
    return requested;
  }
  /** Firm groups restrict assignable advisors (spec 3 §6). */
  async function advisorFor(
    caller: Principal,
    id: string,
    group: string | null,
  ): Promise<UserRecord> {
    const advisor = await users.get(caller.firmId, id);
    if (!advisor?.isStaff) throw new Invalid('Choose an assigned advisor');
    if (group && advisor.firmAccess === 'group' && advisor.firmGroupId !== group) {
      throw new Invalid('The assigned advisor is not in this firm group');
    }
    return advisor;
  }
  async function requireFree(email: string): Promise<void> {
    if (email && (await logins.isTaken(email))) throw new Conflict(EMAIL_TAKEN);
  }

  return {
    async checkEmail(
      principal: Principal | null | undefined,
      email: string,
    ): Promise<EmailAvailabilityDto> {
      const caller = requireStaff(principal);
      if (!(await logins.isTaken(email))) return { is_available: true, user: null };
      const id = await users.idByEmail(caller.firmId, email);
      const holder = id ? await users.get(caller.firmId, id) : null;
      const visible = holder && canSeeUser(caller, holder);
      return {
        is_available: false,
        user: visible ? { id: holder.id, full_name: fullName(holder) } : null,
      };
    },

    /**
     * `ids` fixes the new records' ids (an import's row makes the same ids when retried, so a
     * retry finds what it made); otherwise they are new.
     */
    async create(
      principal: Principal | null | undefined,
      input: CreateClientInput,
      ids?: NewClientIds,
      extras?: NewClientExtras,
    ): Promise<CreateClientResultDto> {
      const caller = requireStaff(principal);
      const group = await groupFor(caller, input.firm_group_id, caller.firm.groupsEnabled);
      const advisor = await advisorFor(caller, input.assigned_advisor_id, group);
      const recordType = await types.check(caller.firmId, input.entity_type);
      const individual = input.entity_type === INDIVIDUAL;
      if (input.add_spouse && !individual) throw new Invalid(SPOUSE_INDIVIDUAL_ONLY);
      const entityName = await checkValue(
        entityNameSchema(),
        individual ? individualEntityName(input) : input.entity_name,
      );
      if (!input.email && !input.generate_temp_email) {
        throw new Invalid('Enter an email address, or confirm creating the user without one');
      }
      if (input.add_spouse && input.spouse_email && input.spouse_email === input.email) {
        throw new Invalid('The spouse needs a different email address');
      }
      await requireFree(input.email);
      if (input.add_spouse) await requireFree(input.spouse_email);

      const now = clock.now();
      const companyId = ids?.company ?? newId();
      const person = (
        id: string,
        fname: string,
        lname: string,
        email: string,
        phoneNumber: string,
      ) =>
        newClientRecord(
          id,
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
      const user: UserRecord = {
        ...person(ids?.user ?? newId(), input.fname, input.lname, input.email, input.phone_number),
        ...(extras && {
          preferredName: extras.preferredName,
          externalUserId: extras.externalUserId,
          tagIds: extras.userTagIds,
          importId: extras.importId,
        }),
      };
      const spouse = input.add_spouse
        ? person(
            ids?.spouse ?? newId(),
            input.spouse_fname,
            input.spouse_lname,
            input.spouse_email,
            '',
          )
        : null;
      const people = spouse ? [user, spouse] : [user];
      const entity: EntityRecord = {
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
        tagIds: extras?.entityTagIds ?? [],
        createdAt: now,
        spouseId: spouse?.id ?? null,
        ...(extras && { details: extras.entityDetails, importId: extras.importId }),
      };
      const newLogins = people.map(newClientLogin).filter((l) => l !== null);
      // All or nothing: a login that appeared meanwhile makes the whole write refuse.
      const created = await db.runTransaction(async (tx) => {
        if (
          await logins.anyTaken(
            tx,
            newLogins.map((l) => l.email),
          )
        )
          return false;
        for (const person of people) users.insert(tx, person);
        entities.insert(tx, entity);
        for (const login of newLogins) logins.insert(tx, login);
        entityConversations.open(tx, {
          firmId: caller.firmId,
          companyId: entity.id,
          advisorIds: [advisor.id],
          clients: people.map((p) => ({ id: p.id, name: fullName(p) })),
          at: now,
        });
        return true;
      });
      if (!created) throw new Conflict(EMAIL_TAKEN);
      await recordType();
      return {
        user: {
          id: user.id,
          full_name: fullName(user),
          email: shownEmail(user),
          has_temp_email: user.hasTempEmail,
        },
        spouse: spouse ? { id: spouse.id, full_name: fullName(spouse) } : null,
        company_id: entity.id,
        company_hash: entity.hashId,
      };
    },

    /**
     * A business on a client list whose contact is already a client the caller sees: a new entity
     * of theirs (as "Create a new entity" makes it), with the id the import fixes.
     */
    async addEntity(
      principal: Principal | null | undefined,
      ownerId: string,
      input: OwnedEntityInput,
      id: string,
    ): Promise<void> {
      const caller = requireStaff(principal);
      const owner = await users.get(caller.firmId, ownerId);
      if (!owner || owner.isStaff || !canSeeUser(caller, owner))
        throw new Forbidden(NOT_YOUR_CLIENT);
      await createOwnedEntity(owner, input, id);
    },
  };
}

export type CreateClientService = ReturnType<typeof createClientService>;
