// Entity rules for the shell, the switcher, preview and the entity editors: a client's entities,
// one entity's details, saving them, a new entity for an existing user, the entity email update
// prompt, and an entity's own active / read-only flags (spec 1 §4–§5, spec 3 §4–§7).
import type { EntityDto, EntitySummaryDto } from '@portico/common/people/entity-dto';
import {
  ENTITY_INFO_UPDATED,
  NOT_AN_OWNER,
  type EntityEmailInput,
  type NewEntityInput,
} from '@portico/common/people/owners';
import type { EntityProfileInput } from '@portico/common/people/profile-schema';
import {
  ENTITY_READONLY_WHILE_INACTIVE,
  type EntityStatusInput,
  type EntityStatusResultDto,
} from '@portico/common/people/user-status';
import { entityTypesOf, type FirmCatalogRepo } from '../../firm/firm.module';
import { Forbidden, Invalid, NotFound } from '../../kernel/errors';
import { requireSignedIn, requireStaff, type Principal } from '../../kernel/principal';
import type { QuestionnaireFacts, DeliveryFacts } from '../people-links';
import type { Clock } from '../../platform/clock/clock';
import type { NewId } from '../../platform/ids/ids';
import {
  canSeeEntity,
  requireEntityEditable,
  requireDefaultCompanyChooser,
  requireVisibleClient,
  requireVisibleEntity,
  requireVisibleUser,
} from '../people.policy';
import { loadTagNames, NO_TAG_NAMES } from '../tags/tag-names';
import type { UsersRepo } from '../users/users.repo';
import type { EntitiesRepo } from './entities.repo';
import { ownedEntityCreation } from './owned-entity';
import { detailsFrom, EMPTY_ENTITY_DETAILS, type EntityRecord } from './entity-record';
import { toEntityDto, toEntitySummary } from './entity.dto';
import type { EntityTypeGate } from './entity-types';
import type { ActivityRepo } from '../../activity/activity.module';
import { logDetailChange } from '../detail-changes';
import { assignableAdvisor, followAdvisor } from './entity-advisor';

interface Deps {
  entities: EntitiesRepo;
  users: UsersRepo;
  catalog: FirmCatalogRepo;
  types: EntityTypeGate;
  questionnaireFacts: QuestionnaireFacts;
  deliveryFacts: DeliveryFacts;
  clock: Clock;
  newId: NewId;
  activity: ActivityRepo;
}

const byName = (a: EntitySummaryDto, b: EntitySummaryDto) => a.name.localeCompare(b.name);

export function entitiesService({
  entities,
  users,
  catalog,
  types,
  questionnaireFacts,
  deliveryFacts,
  clock,
  newId,
  activity,
}: Deps) {
  const createOwnedEntity = ownedEntityCreation({ entities, types, clock, newId });
  async function visibleCompany(principal: Principal | null | undefined, idOrHash: string) {
    const caller = requireSignedIn(principal);
    return requireVisibleEntity(caller, await entities.getByIdOrHash(caller.firmId, idOrHash));
  }
  async function staffVisibleCompany(principal: Principal | null | undefined, id: string) {
    const caller = requireStaff(principal);
    return requireVisibleEntity(caller, await entities.get(caller.firmId, id));
  }
  /** Clients see no tags and not the firm's internal staffing of their entity (role assignments). */
  async function companyDto(caller: Principal, entity: EntityRecord): Promise<EntityDto> {
    const [owners, tags] = await Promise.all([
      users.getMany(entity.firmId, entity.ownerIds),
      caller.isStaff ? loadTagNames(catalog, caller.firmId) : NO_TAG_NAMES,
    ]);
    const dto = toEntityDto(entity, owners, tags);
    return caller.isStaff ? dto : { ...dto, firm_role_assignments: [] };
  }

  return {
    /** The switcher: a client's own active entities, or (staff, for preview) a visible client's. */
    async activeEntitiesOf(
      principal: Principal | null | undefined,
      userId?: string,
    ): Promise<EntitySummaryDto[]> {
      const caller = requireSignedIn(principal);
      let ownerId = caller.userId;
      if (userId && userId !== caller.userId) {
        requireStaff(caller);
        requireVisibleUser(caller, await users.get(caller.firmId, userId));
        ownerId = userId;
      }
      const owned = await entities.listByOwner(caller.firmId, ownerId);
      return owned
        .filter((c) => !c.inactive && (ownerId === caller.userId || canSeeEntity(caller, c)))
        .map(toEntitySummary)
        .sort(byName);
    },

    /** The entity a client's screens open on, in any browser (people.policy says whose). */
    async setDefaultCompany(
      principal: Principal | null | undefined,
      companyId: string,
    ): Promise<{ default_company_id: string }> {
      const caller = requireSignedIn(principal);
      const { entity } = requireDefaultCompanyChooser(
        caller,
        await entities.get(caller.firmId, companyId),
      );
      await users.patch(caller.firmId, caller.userId, { defaultCompanyId: entity.id });
      return { default_company_id: entity.id };
    },

    async entity(principal: Principal | null | undefined, idOrHash: string): Promise<EntityDto> {
      const { caller, entity } = await visibleCompany(principal, idOrHash);
      return companyDto(caller, entity);
    },

    async updateCompany(
      principal: Principal | null | undefined,
      id: string,
      input: EntityProfileInput,
    ): Promise<EntityDto> {
      const { caller, entity } = await visibleCompany(principal, id);
      requireEntityEditable(caller, entity);
      const type = (await entityTypesOf(catalog, caller.firmId)).find(
        (t) => t.name === input.entity_type,
      );
      if (type && !type.allowed && input.entity_type !== entity.entityType) {
        throw new Invalid(`${input.entity_type} is not allowed by your firm`);
      }
      if (!type && !caller.isStaff && input.entity_type !== entity.entityType) {
        throw new Invalid('Choose one of the firm’s entity types');
      }
      if (!type && caller.isStaff) {
        // "New Custom Entity": staff typing a new type adds it to the firm's list.
        await catalog.create(caller.firmId, 'entity_types', newId(), {
          name: input.entity_type,
          allowed: true,
        });
      }
      const wantsAdvisorChange =
        input.assigned_advisor_id !== undefined &&
        input.assigned_advisor_id !== entity.assignedAdvisorId;
      if (wantsAdvisorChange)
        await assignableAdvisor(users, caller, input.assigned_advisor_id ?? null);
      const flagsChanged = input.inactive !== undefined || input.readonly_access !== undefined;
      if (flagsChanged && !caller.isStaff)
        throw new Forbidden('Only firm staff can change these settings');
      const inactive = input.inactive ?? entity.inactive;
      if (
        inactive &&
        input.readonly_access !== undefined &&
        input.readonly_access !== entity.readonlyAccess
      ) {
        throw new Invalid('The read-only setting cannot change while the entity is inactive');
      }
      const saved = await entities.patch(caller.firmId, entity.id, {
        name: input.name,
        entityType: input.entity_type,
        details: detailsFrom(input),
        ...(wantsAdvisorChange ? { assignedAdvisorId: input.assigned_advisor_id ?? null } : {}),
        ...(caller.isStaff && input.inactive !== undefined ? { inactive: input.inactive } : {}),
        ...(caller.isStaff && input.readonly_access !== undefined
          ? { readonlyAccess: input.readonly_access }
          : {}),
      });
      if (!saved) throw new NotFound('Entity not found');
      if (wantsAdvisorChange) await followAdvisor({ questionnaireFacts, deliveryFacts }, saved);
      else await deliveryFacts.followEntity(saved);
      await logDetailChange(activity, caller, {
        title: 'Entity details updated',
        description: saved.name,
        companyId: saved.id,
        at: clock.now(),
      });
      return companyDto(caller, saved);
    },

    /** A new entity for an existing user; its name must differ from the user's other entities'. */
    async createEntity(
      principal: Principal | null | undefined,
      input: NewEntityInput,
    ): Promise<EntitySummaryDto> {
      const caller = requireStaff(principal);
      const user = requireVisibleClient(caller, await users.get(caller.firmId, input.user_id));
      const entity = await createOwnedEntity(user, {
        name: input.name,
        entityType: input.entity_type,
        details: detailsFrom(input),
      });
      return toEntitySummary(entity);
    },

    /** The entity email update prompt: an owner's new email becomes the entity's business email. */
    async updateEntityEmail(
      principal: Principal | null | undefined,
      companyId: string,
      input: EntityEmailInput,
    ): Promise<{ message: string; company_id: string; business_email: string }> {
      const { caller, entity } = await staffVisibleCompany(principal, companyId);
      if (!entity.ownerIds.includes(input.userId)) throw new Invalid(NOT_AN_OWNER);
      // Only the business email, so a concurrent edit of the entity's other details is kept.
      await entities.patch(caller.firmId, entity.id, (current) => ({
        details: {
          ...(current.details ?? EMPTY_ENTITY_DETAILS),
          businessEmail: input.business_email,
        },
      }));
      return {
        message: ENTITY_INFO_UPDATED,
        company_id: entity.id,
        business_email: input.business_email,
      };
    },

    /** An entity's inactive flag, and read-only (which cannot change while it is inactive). */
    async updateStatus(
      principal: Principal | null | undefined,
      companyId: string,
      input: EntityStatusInput,
    ): Promise<EntityStatusResultDto> {
      const { caller, entity } = await staffVisibleCompany(principal, companyId);
      const inactive = input.inactive ?? entity.inactive;
      const readonlyAccess = input.readonly_access ?? entity.readonlyAccess;
      if (inactive && readonlyAccess !== entity.readonlyAccess)
        throw new Invalid(ENTITY_READONLY_WHILE_INACTIVE);
      await entities.patch(caller.firmId, entity.id, { inactive, readonlyAccess });
      return { id: entity.id, inactive, readonly_access: readonlyAccess };
    },
  };
}

export type EntitiesService = ReturnType<typeof entitiesService>;
