// Entity owners (spec 3 §5, §6, §7): add an existing user as owner, remove one, change the primary
// contact, and add a brand-new user as owner. Staff who may see the entity; firm groups restrict
// which existing users can be added (their group or no group).
import { COPY_OR_TRANSFER } from '@portico/common/messaging/conversations';
import { EMAIL_TAKEN } from '@portico/common/people/create-client';
import { DEFAULT_TIME_ZONE } from '@portico/common/firm/time-zones';
import {
  NOT_AN_OWNER,
  groupAllowsOwner,
  OWNER_GROUP_MISMATCH,
  PRIMARY_CANNOT_BE_REMOVED,
  type ConversationChoice,
  type NewOwnerInput,
  type OwnersDto,
} from '@portico/common/people/owners';
import { Conflict, Invalid, NotFound } from '../../kernel/errors';
import { requireStaff, type Principal } from '../../kernel/principal';
import type { Clock } from '../../platform/clock/clock';
import type { DbTransaction } from '../../platform/db/db';
import { NO_WRITES } from '../../platform/db/planned-writes';
import type { NewId } from '../../platform/ids/ids';
import type { EntityRecord } from '../entities/entity-record';
import type { EarlierConversationsRequest } from '../people-links';
import { requireVisibleClient, requireVisibleEntity } from '../people.policy';
import { fullName } from '../users/user-record';
import { addNewOwner, type NewOwnerDeps } from './new-owner';
import { newClientLogin, newClientRecord } from './new-client';

interface Deps extends NewOwnerDeps {
  clock: Clock;
  newId: NewId;
}

/** An entity's owners and which of them is the primary contact. */
type Owners = Pick<EntityRecord, 'ownerIds' | 'primaryOwnerId'>;

const dto = (companyId: string, o: Owners): OwnersDto => ({
  company_id: companyId,
  primary_owner_id: o.primaryOwnerId,
  owner_ids: o.ownerIds,
});

export function ownersService(deps: Deps) {
  const { db, entities, users, clock, newId } = deps;

  async function context(principal: Principal | null | undefined, companyId: string) {
    const caller = requireStaff(principal);
    const { entity } = requireVisibleEntity(caller, await entities.get(caller.firmId, companyId));
    return { caller, entity };
  }

  /**
   * Applies `change` to the owners as they are inside a transaction (read, check, write), so two
   * editors cannot lose each other's change; `change` may throw to refuse. A spouse who is no
   * longer an owner is no longer the entity's spouse.
   */
  function changeOwners(
    firmId: string,
    companyId: string,
    change: (current: Owners) => Owners,
    conversations?: { mode: ConversationChoice; added: string | null; removedId: string | null },
  ): Promise<Owners> {
    return db.runTransaction(async (tx) => {
      const entity = await entities.read(tx, firmId, companyId);
      if (!entity) throw new NotFound('Entity not found');
      const next = change(entity);
      const moved = conversations
        ? await planConversations(tx, entity, next, conversations)
        : NO_WRITES;
      const spouseLeaves = entity.spouseId && !next.ownerIds.includes(entity.spouseId);
      entities.update(tx, entity, {
        ownerIds: next.ownerIds,
        primaryOwnerId: next.primaryOwnerId,
        ...(spouseLeaves && { spouseId: null }),
      });
      moved.apply();
      return next;
    });
  }

  /** Inside `tx`: what the owner change does to the entity's conversations (messaging decides). */
  async function planConversations(
    tx: DbTransaction,
    entity: EntityRecord,
    next: Owners,
    change: { mode: ConversationChoice; added: string | null; removedId: string | null },
  ) {
    const people = await users.readMany(tx, entity.firmId, next.ownerIds);
    const participant = (id: string) => {
      const user = people.find((u) => u.id === id);
      return { id, name: user ? fullName(user) : '' };
    };
    return deps.earlierConversations.planOwnerChange(tx, entity.firmId, entity.id, {
      mode: change.mode,
      added: change.added ? participant(change.added) : null,
      removedId: change.removedId,
      owners: next.ownerIds.map(participant),
      advisorIds: entity.assignedAdvisorId ? [entity.assignedAdvisorId] : [],
      newConversationId: newId(),
      at: clock.now(),
    });
  }

  return {
    async add(
      principal: Principal | null | undefined,
      companyId: string,
      userId: string,
      conversation: ConversationChoice = 'move',
    ): Promise<OwnersDto> {
      const { caller, entity } = await context(principal, companyId);
      const user = requireVisibleClient(caller, await users.get(caller.firmId, userId));
      if (!groupAllowsOwner(caller.firm.groupsEnabled, user.firmGroupId, entity.firmGroupId)) {
        throw new Invalid(OWNER_GROUP_MISMATCH);
      }
      const next = await changeOwners(
        caller.firmId,
        entity.id,
        (o) => ({
          ownerIds: o.ownerIds.includes(user.id) ? o.ownerIds : [...o.ownerIds, user.id],
          primaryOwnerId: o.primaryOwnerId,
        }),
        { mode: conversation, added: user.id, removedId: null },
      );
      return dto(entity.id, next);
    },

    async remove(
      principal: Principal | null | undefined,
      companyId: string,
      userId: string,
      conversation: ConversationChoice = 'move',
    ): Promise<OwnersDto> {
      const { caller, entity } = await context(principal, companyId);
      const next = await changeOwners(
        caller.firmId,
        entity.id,
        (o) => {
          if (!o.ownerIds.includes(userId)) throw new Invalid(NOT_AN_OWNER);
          if (o.primaryOwnerId === userId) throw new Invalid(PRIMARY_CANNOT_BE_REMOVED);
          return {
            ownerIds: o.ownerIds.filter((id) => id !== userId),
            primaryOwnerId: o.primaryOwnerId,
          };
        },
        { mode: conversation, added: null, removedId: userId },
      );
      return dto(entity.id, next);
    },

    async changePrimary(
      principal: Principal | null | undefined,
      companyId: string,
      userId: string,
    ): Promise<OwnersDto> {
      const { caller, entity } = await context(principal, companyId);
      const next = await changeOwners(caller.firmId, entity.id, (o) => {
        if (!o.ownerIds.includes(userId)) throw new Invalid(NOT_AN_OWNER);
        return { ownerIds: o.ownerIds, primaryOwnerId: userId };
      });
      return dto(entity.id, next);
    },

    /**
     * Add owner → New User: a client in the entity's group who signs in by link. Copy lets them
     * join the entity's conversations; transfer also lets its previous clients leave them (the
     * messaging area decides which); both happen in the transaction that creates them.
     */
    async createOwner(
      principal: Principal | null | undefined,
      companyId: string,
      input: NewOwnerInput,
    ): Promise<OwnersDto> {
      const { caller, entity } = await context(principal, companyId);
      if (input.copyPreviousMessages && input.transferPreviousMessages) {
        throw new Invalid(COPY_OR_TRANSFER);
      }
      let advisorId = entity.assignedAdvisorId;
      if (input.advisor !== '-1') {
        const advisor = await users.get(caller.firmId, input.advisor);
        if (!advisor?.isStaff) throw new Invalid('Choose an assigned advisor');
        if (
          entity.firmGroupId &&
          advisor.firmAccess === 'group' &&
          advisor.firmGroupId !== entity.firmGroupId
        ) {
          throw new Invalid('The assigned advisor is not in this firm group');
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
          firmGroupId: entity.firmGroupId,
          assignedAdvisorId: advisorId,
          timeZone: DEFAULT_TIME_ZONE,
          defaultCompanyId: entity.id,
        },
        clock.now(),
      );
      const mode = input.copyPreviousMessages
        ? 'copy'
        : input.transferPreviousMessages
          ? 'transfer'
          : null;
      const earlier: EarlierConversationsRequest | undefined = mode
        ? { mode, newOwner: { id: user.id, name: fullName(user) } }
        : undefined;
      const created = await addNewOwner(deps, {
        companyId: entity.id,
        user,
        login: newClientLogin(user),
        ...(earlier && { earlier }),
      });
      if (!created) throw new Conflict(EMAIL_TAKEN);
      return dto(entity.id, {
        ownerIds: [...entity.ownerIds, user.id],
        primaryOwnerId: entity.primaryOwnerId,
      });
    },
  };
}

export type OwnersService = ReturnType<typeof ownersService>;
