// Who may deliver and read tax returns (spec 3 §6): staff who may see the entity upload, read and
// manage its returns, while the firm has delivery on; a client reads only the returns of an entity
// they own that have reached them. Not visible and not there read the same: 404, checked before
// the firm's switch, so another firm's caller learns nothing either way.
import { reachedClient as clientSees } from '@portico/common/tax-returns/client-status';
import { isDelivered } from '@portico/common/tax-returns/sending';
import { UPLOAD_MESSAGES } from '@portico/common/tax-returns/upload-tax-return';
import { Forbidden, NotFound } from '../kernel/errors';
import { requireSignedIn, requireStaff, type Principal } from '../kernel/principal';
import {
  canSeeEntity,
  requireEntityEditable,
  requireVisibleEntity,
  type EntityRecord,
} from '../people/people.module';
import type { TaxReturnRecord } from './tax-return-record';

const DRAFT_REVIEW_BY_CLIENTS = 'Only the entity’s owners review its draft';

/** A client sees a return once it has reached them (a draft for their review, or delivered). */
export const reachedClient = (r: TaxReturnRecord) =>
  clientSees({ status: r.status, draft_status: r.draftStatus });

function requireDeliveryOn(caller: Principal): void {
  if (!caller.firm.preferences.new_tax_return_delivery_enabled)
    throw new Forbidden(UPLOAD_MESSAGES.deliveryOff);
}

/** Staff reading the firm's Deliver table (its rows limited to their groups by the query). */
export function requireTableReader(principal: Principal | null | undefined): Principal {
  const caller = requireStaff(principal);
  requireDeliveryOn(caller);
  return caller;
}

/** Staff delivering to an entity they may see. */
export function requireDeliverer(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
): { caller: Principal; entity: EntityRecord } {
  const found = requireVisibleEntity(requireStaff(principal), entity);
  requireDeliveryOn(found.caller);
  return found;
}

/** Whoever may read this entity's returns: staff who see it, or its owners. */
export function requireReturnsReader(
  principal: Principal | null | undefined,
  entity: EntityRecord | null,
): { caller: Principal; entity: EntityRecord } {
  const found = requireVisibleEntity(requireSignedIn(principal), entity);
  requireDeliveryOn(found.caller);
  return found;
}

/** The returns of the entity this caller may see in a list. */
export const visibleReturns = (caller: Principal, returns: TaxReturnRecord[]) =>
  caller.isStaff ? returns : returns.filter(reachedClient);

/** One return staff manage (delete, mark finished): theirs to see, else 404. */
export function requireManagedReturn(
  principal: Principal | null | undefined,
  record: TaxReturnRecord | null,
  entity: EntityRecord | null,
): { caller: Principal; record: TaxReturnRecord; entity: EntityRecord } {
  const caller = requireStaff(principal);
  if (!record || !entity || record.companyId !== entity.id || !canSeeEntity(caller, entity))
    throw new NotFound(UPLOAD_MESSAGES.notFound);
  requireDeliveryOn(caller);
  return { caller, record, entity };
}

/** One return its reader may see: staff who see its entity, its owners once it reached them. */
export function requireReturnReader(
  principal: Principal | null | undefined,
  record: TaxReturnRecord | null,
  entity: EntityRecord | null,
): { caller: Principal; record: TaxReturnRecord; entity: EntityRecord } {
  const caller = requireSignedIn(principal);
  if (
    !record ||
    !entity ||
    record.companyId !== entity.id ||
    !canSeeEntity(caller, entity) ||
    (!caller.isStaff && !reachedClient(record))
  )
    throw new NotFound(UPLOAD_MESSAGES.notFound);
  requireDeliveryOn(caller);
  return { caller, record, entity };
}

/** The entity's owners review its draft (staff only view it); a read-only client cannot. */
export function requireDraftReviewer(
  principal: Principal | null | undefined,
  record: TaxReturnRecord | null,
  entity: EntityRecord | null,
): { caller: Principal; record: TaxReturnRecord; entity: EntityRecord } {
  const found = requireReturnReader(principal, record, entity);
  if (found.caller.isStaff) throw new Forbidden(DRAFT_REVIEW_BY_CLIENTS);
  requireEntityEditable(found.caller, found.entity);
  return found;
}

/** Staff's answer where the act is the signer's (signing, consenting, a voucher paid). */
export const SIGNED_BY_CLIENTS = 'Only the client signs their tax return';

/**
 * An owner acting on a delivered return — signing it, agreeing to sign electronically, saying a
 * voucher is paid, paying the invoice: staff never do these for them (refused with
 * `staffMessage`); a read-only client or entity cannot; which signatures are theirs is checked on
 * each one.
 */
export function requireDeliveredClient(
  principal: Principal | null | undefined,
  record: TaxReturnRecord | null,
  entity: EntityRecord | null,
  staffMessage: string,
): { caller: Principal; record: TaxReturnRecord; entity: EntityRecord } {
  const found = requireReturnReader(principal, record, entity);
  if (found.caller.isStaff) throw new Forbidden(staffMessage);
  if (!isDelivered(found.record.status)) throw new NotFound(UPLOAD_MESSAGES.notFound);
  requireEntityEditable(found.caller, found.entity);
  return found;
}
