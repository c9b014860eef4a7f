// Who may see the records one area keeps for an entity and sends its owners (a tax return, a
// signature request; spec 3 §6), behind the firm's preference that turns the area on: staff who may
// see the entity make, list and manage them; a client reads only the records of an entity they own
// that have reached them. Not visible and not there read the same — 404, checked before the firm's
// switch — so another firm's caller learns nothing either way. Each area makes its policy from this
// with its own preference, words and "reached the client" test.
import type { BooleanPreferenceKey } from '@portico/common/firm/preferences';
import { Forbidden, NotFound } from '../kernel/errors';
import { requireSignedIn, requireStaff, type Principal } from '../kernel/principal';
import type { EntityRecord } from './entities/entity-record';
import { canSeeEntity, requireVisibleEntity } from './people.policy';

interface EntityScoped {
  companyId: string;
}

export function entityRecordsPolicy<R extends EntityScoped>(area: {
  /** The firm preference that turns the area on. */
  preference: BooleanPreferenceKey;
  /** Its words while the preference is off (403). */
  off: string;
  /** Its words for a record not there or not visible (404). */
  notFound: string;
  /** Whether a record has reached its entity's owners. */
  reachedClient: (record: R) => boolean;
}) {
  function requireOn(caller: Principal): void {
    if (!caller.firm.preferences[area.preference]) throw new Forbidden(area.off);
  }

  /** One record its reader may see: staff who see its entity, its owners once it reached them. */
  function requireReader(
    principal: Principal | null | undefined,
    record: R | null,
    entity: EntityRecord | null,
  ): { caller: Principal; record: R; entity: EntityRecord } {
    const caller = requireSignedIn(principal);
    if (
      !record ||
      !entity ||
      record.companyId !== entity.id ||
      !canSeeEntity(caller, entity) ||
      (!caller.isStaff && !area.reachedClient(record))
    )
      throw new NotFound(area.notFound);
    requireOn(caller);
    return { caller, record, entity };
  }

  return {
    requireOn,
    /** Staff reading the firm's table of them (its rows limited to their groups by the query). */
    requireTableReader(principal: Principal | null | undefined): Principal {
      const caller = requireStaff(principal);
      requireOn(caller);
      return caller;
    },
    /** Staff making one for an entity they may see. */
    requireMaker(
      principal: Principal | null | undefined,
      entity: EntityRecord | null,
    ): { caller: Principal; entity: EntityRecord } {
      const found = requireVisibleEntity(requireStaff(principal), entity);
      requireOn(found.caller);
      return found;
    },
    /** Whoever may list an entity's: staff who see it, or its owners. */
    requireListReader(
      principal: Principal | null | undefined,
      entity: EntityRecord | null,
    ): { caller: Principal; entity: EntityRecord } {
      const found = requireVisibleEntity(requireSignedIn(principal), entity);
      requireOn(found.caller);
      return found;
    },
    /** The records of an entity this caller may see in a list. */
    visible: (caller: Principal, records: R[]) =>
      caller.isStaff ? records : records.filter(area.reachedClient),
    requireReader,
    /** One record staff manage: theirs to see, else 404; clients 403. */
    requireManaged: (
      principal: Principal | null | undefined,
      record: R | null,
      entity: EntityRecord | null,
    ) => requireReader(requireStaff(principal), record, entity),
  };
}
