// Who receives which notifications for an entity: staff set every owner's types; an owner sets
// their own; a firm user subscribes themselves. An entity always keeps an owner receiving and an
// owner signing questionnaires, and an assigned advisor cannot switch their clients' entities off.
import {
  ASSIGNED_ADVISOR_CANNOT_DISABLE,
  NOTIFICATION_WARNING,
  subscriptionsValid,
  type MyNotificationsDto,
  type OwnerSubscription,
} from '@portico/common/people/notification-settings';
import { Forbidden, Invalid, NotFound } from '../kernel/errors';
import { requireSignedIn, requireStaff, type Principal } from '../kernel/principal';
import {
  canSeeEntity,
  fullName,
  requireEntityEditable,
  requireVisibleEntity,
} from '../people/people.module';
import type { Db, DbTransaction } from '../platform/db/db';
import type { SubscriptionWrite, Subscriptions } from './notification-settings.repo';
import {
  isAssignedAdvisor,
  ownerTypeIds,
  readSubscriptionStates,
  staffTypeIds,
  type SubscriptionDeps,
  type SubscriptionState,
} from './subscription-states';

interface Deps extends SubscriptionDeps {
  db: Db;
}

const sorted = (ids: number[]) => [...new Set(ids)].sort((a, b) => a - b);

const ownersValid = (state: SubscriptionState, subs: Subscriptions) =>
  subscriptionsValid(
    state.entity.ownerIds.map((id) => ({
      notification_type_ids: subs[id] ?? ownerTypeIds(state, id),
    })),
  );

export interface StaffSubscriptionResult {
  updated: string[];
  skipped: string[];
}

export function notificationSettingsService(deps: Deps) {
  const { db, settings } = deps;
  const readStates = (tx: DbTransaction, firmId: string, companyIds: string[]) =>
    readSubscriptionStates(deps, tx, firmId, companyIds);
  /**
   * Reads the entities and their owners in one transaction, lets `decide` check them all (it
   * throws to refuse) and writes what it answers: all of it or, when anything fails, none.
   */
  function change<T>(
    firmId: string,
    companyIds: string[],
    decide: (states: (SubscriptionState | null)[]) => { writes: SubscriptionWrite[]; result: T },
  ): Promise<T> {
    return db.runTransaction(async (tx) => {
      const { writes, result } = decide(await readStates(tx, firmId, companyIds));
      for (const write of writes) settings.write(tx, firmId, write);
      return result;
    });
  }

  async function visible(principal: Principal | null | undefined, companyId: string) {
    const caller = requireSignedIn(principal);
    const [state] = await db.runTransaction((tx) => readStates(tx, caller.firmId, [companyId]));
    requireVisibleEntity(caller, state?.entity ?? null);
    return { caller, state: state! };
  }
  /** Every entity of a bulk change, read in the transaction: all visible, or 404 for the lot. */
  function allVisible(
    caller: Principal,
    states: (SubscriptionState | null)[],
  ): SubscriptionState[] {
    return states.map((state) => {
      if (!state || !canSeeEntity(caller, state.entity)) throw new NotFound('Entity not found');
      return state;
    });
  }

  /** A firm user's own types on several entities; the assigned advisor only adds types. */
  async function saveStaff(
    caller: Principal,
    entityIds: string[],
    typeIds: number[],
  ): Promise<StaffSubscriptionResult> {
    const next = sorted(typeIds);
    return change(caller.firmId, entityIds, (states) => {
      const result: StaffSubscriptionResult = { updated: [], skipped: [] };
      const writes: SubscriptionWrite[] = [];
      for (const state of allVisible(caller, states)) {
        const current = staffTypeIds(state, caller.userId);
        const removes = current.some((id) => !next.includes(id));
        if (removes && isAssignedAdvisor(state, caller.userId)) {
          // One entity: say why nothing changed; in bulk, change only the others (spec 1 §5).
          if (entityIds.length === 1) throw new Forbidden(ASSIGNED_ADVISOR_CANNOT_DISABLE);
          result.skipped.push(state.entity.id);
          continue;
        }
        writes.push({
          companyId: state.entity.id,
          staff: { ...state.staffSubscriptions, [caller.userId]: next },
        });
        result.updated.push(state.entity.id);
      }
      return { writes, result };
    });
  }

  /** An owner's own types on several entities they own; every entity is checked first. */
  async function saveOwner(caller: Principal, entityIds: string[], typeIds: number[]) {
    const next = sorted(typeIds);
    await change(caller.firmId, entityIds, (states) => {
      const writes = allVisible(caller, states).map((state) => {
        if (!state.entity.ownerIds.includes(caller.userId))
          throw new Forbidden('You can change only your own notifications');
        requireEntityEditable(caller, state.entity);
        const subs = { ...state.ownerSubscriptions, [caller.userId]: next };
        if (!ownersValid(state, subs)) throw new Invalid(NOTIFICATION_WARNING);
        return { companyId: state.entity.id, owners: subs };
      });
      return { writes, result: undefined };
    });
  }

  /** The caller's own types and whether they may turn any off (the "My notifications" dialog). */
  async function mine(
    principal: Principal | null | undefined,
    companyId: string,
  ): Promise<MyNotificationsDto> {
    const { caller, state } = await visible(principal, companyId);
    if (caller.isStaff) {
      return {
        notification_type_ids: staffTypeIds(state, caller.userId),
        locked: isAssignedAdvisor(state, caller.userId),
      };
    }
    return { notification_type_ids: ownerTypeIds(state, caller.userId), locked: false };
  }

  return {
    mine,

    /** get_notification_type_ids: the caller's own types on the entity (owner or firm user). */
    async myTypeIds(principal: Principal | null | undefined, companyId: string): Promise<number[]> {
      return (await mine(principal, companyId)).notification_type_ids;
    },

    async owners(principal: Principal | null | undefined, companyId: string) {
      const { caller, state } = await visible(principal, companyId);
      requireStaff(caller);
      return state.owners.map((o) => ({
        user_id: o.id,
        full_name: fullName(o),
        notification_type_ids: ownerTypeIds(state, o.id),
      }));
    },

    /** Staff set the owners' types (save_owner_notifications); an owner left out keeps theirs. */
    async setOwners(
      principal: Principal | null | undefined,
      companyId: string,
      input: OwnerSubscription[],
    ): Promise<void> {
      const caller = requireSignedIn(principal);
      await change(caller.firmId, [companyId], (states) => {
        const [state] = allVisible(caller, states);
        requireStaff(caller);
        const subs = { ...state!.ownerSubscriptions };
        for (const sub of input) {
          if (!state!.entity.ownerIds.includes(sub.user_id))
            throw new Invalid('Not an owner of this entity');
          subs[sub.user_id] = sorted(sub.notification_type_ids);
        }
        if (!ownersValid(state!, subs)) throw new Invalid(NOTIFICATION_WARNING);
        return { writes: [{ companyId, owners: subs }], result: undefined };
      });
    },

    /**
     * save_notification_subscription: the caller's own types on each entity. Firm users get
     * which entities changed and which were skipped; owners get nothing back but the message.
     */
    async saveMine(
      principal: Principal | null | undefined,
      entityIds: string[],
      typeIds: number[],
    ): Promise<StaffSubscriptionResult | null> {
      const caller = requireSignedIn(principal);
      const ids = [...new Set(entityIds)];
      if (caller.isStaff) return saveStaff(caller, ids, typeIds);
      await saveOwner(caller, ids, typeIds);
      return null;
    },
  };
}

export type NotificationSettingsService = ReturnType<typeof notificationSettingsService>;
