// Who receives an entity's notifications, as stored and by default
// (docs/decisions/notifications.md): owners receive every type until they choose; of the firm's
// staff, the assigned advisor receives every type and anyone else none until they subscribe. Read
// in a transaction, for the settings screens and for the notices every area sends.
import { NOTIFICATION_TYPE_IDS } from '@portico/common/notifications/notification-types';
import type { EntitiesRepo, EntityRecord, UserRecord, UsersRepo } from '../people/people.module';
import type { DbTransaction } from '../platform/db/db';
import type { NotificationSettingsRepo, Subscriptions } from './notification-settings.repo';

export interface SubscriptionDeps {
  settings: NotificationSettingsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
}

/** One entity as the subscription rules need it: the record, its owners and what is stored. */
export interface SubscriptionState {
  entity: EntityRecord;
  owners: UserRecord[];
  ownerSubscriptions: Subscriptions;
  staffSubscriptions: Subscriptions;
}

/** Owners without a stored choice receive every type (the default for a new owner). */
export function ownerTypeIds(state: SubscriptionState, ownerId: string): number[] {
  return state.ownerSubscriptions[ownerId] ?? [...NOTIFICATION_TYPE_IDS];
}

/** The firm user is the entity's assigned advisor, or the assigned advisor of one of its owners. */
export function isAssignedAdvisor(state: SubscriptionState, staffId: string): boolean {
  return (
    state.entity.assignedAdvisorId === staffId ||
    state.owners.some((o) => o.assignedAdvisorId === staffId)
  );
}

/** Staff without a stored choice: the assigned advisor receives every type, anyone else none. */
export function staffTypeIds(state: SubscriptionState, staffId: string): number[] {
  return (
    state.staffSubscriptions[staffId] ??
    (isAssignedAdvisor(state, staffId) ? [...NOTIFICATION_TYPE_IDS] : [])
  );
}

/** Who receives `typeId` on the entity: its owners and the firm users, by their choices. */
export function subscribersOf(state: SubscriptionState, typeId: number): string[] {
  const staff = new Set([
    ...Object.keys(state.staffSubscriptions),
    ...(state.entity.assignedAdvisorId ? [state.entity.assignedAdvisorId] : []),
    ...state.owners.flatMap((o) => (o.assignedAdvisorId ? [o.assignedAdvisorId] : [])),
  ]);
  return [
    ...state.entity.ownerIds.filter((id) => ownerTypeIds(state, id).includes(typeId)),
    ...[...staff].filter((id) => staffTypeIds(state, id).includes(typeId)),
  ];
}

/** In `tx`: the entities (null where one is gone), their owners and their stored choices. */
export async function readSubscriptionStates(
  { settings, entities, users }: SubscriptionDeps,
  tx: DbTransaction,
  firmId: string,
  companyIds: string[],
): Promise<(SubscriptionState | null)[]> {
  const found = new Map((await entities.readMany(tx, firmId, companyIds)).map((c) => [c.id, c]));
  const ownerIds = [...new Set([...found.values()].flatMap((c) => c.ownerIds))];
  const owners = new Map((await users.readMany(tx, firmId, ownerIds)).map((u) => [u.id, u]));
  const stored = await settings.readMany(tx, firmId, companyIds);
  return companyIds.map((id, i) => {
    const entity = found.get(id);
    if (!entity) return null;
    return {
      entity,
      owners: entity.ownerIds.flatMap((ownerId) => owners.get(ownerId) ?? []),
      ownerSubscriptions: stored[i]?.owners ?? {},
      staffSubscriptions: stored[i]?.staff ?? {},
    };
  });
}
