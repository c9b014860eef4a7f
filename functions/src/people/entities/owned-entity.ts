// A new entity for an existing client (spec 3 §7 "Create a new entity"): owned by them, with their
// advisor and group, its name unlike their other entities', its type one the firm allows. The
// entity editor's route and a client list import (a business whose contact is already a client)
// both make it here.
import { ENTITY_NAME_EXISTS } from '@portico/common/people/create-client';
import { Conflict } from '../../kernel/errors';
import type { Clock } from '../../platform/clock/clock';
import type { NewId } from '../../platform/ids/ids';
import type { UserRecord } from '../users/user-record';
import type { EntitiesRepo } from './entities.repo';
import { newEntityHash } from './entity-hash';
import type { EntityDetails, EntityRecord } from './entity-record';
import type { EntityTypeGate } from './entity-types';

export interface OwnedEntityInput {
  name: string;
  entityType: string;
  details: EntityDetails;
  tagIds?: string[];
  /** The client list import making it. */
  importId?: string;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export function ownedEntityCreation(deps: {
  entities: EntitiesRepo;
  types: EntityTypeGate;
  clock: Clock;
  newId: NewId;
}) {
  const { entities, types, clock, newId } = deps;
  /** `id` fixes the new entity's id (an import's row makes the same id when retried). */
  return async function createOwnedEntity(
    owner: UserRecord,
    input: OwnedEntityInput,
    id: string = newId(),
  ): Promise<EntityRecord> {
    const related = await entities.listByOwner(owner.firmId, owner.id);
    if (related.some((c) => sameName(c.name, input.name))) throw new Conflict(ENTITY_NAME_EXISTS);
    const recordType = await types.check(owner.firmId, input.entityType);
    const entity: EntityRecord = {
      id,
      firmId: owner.firmId,
      hashId: newEntityHash(input.name, newId),
      name: input.name,
      entityType: input.entityType,
      ownerIds: [owner.id],
      primaryOwnerId: owner.id,
      assignedAdvisorId: owner.assignedAdvisorId,
      firmGroupId: owner.firmGroupId,
      inactive: false,
      readonlyAccess: false,
      tagIds: input.tagIds ?? [],
      createdAt: clock.now(),
      details: input.details,
      ...(input.importId && { importId: input.importId }),
    };
    await entities.create(entity);
    await recordType();
    return entity;
  };
}

export type CreateOwnedEntity = ReturnType<typeof ownedEntityCreation>;
