// Who may deliver and read tax returns (spec 3 §6): staff who may see the entity upload, read and
// manage its returns, while the firm has delivery on; a client reads only the returns of an entity
// they own that have reached them (the people area's entityRecordsPolicy); the entity's owners
// review its draft and act on what was delivered.
import { reachedClient as clientSees } from '@portico/common/tax-returns/client-status';
import { isDelivered } from '@portico/common/tax-returns/sending';
import { UPLOAD_MESSAGES } from '@portico/common/tax-returns/upload-tax-return';
import { Forbidden, NotFound } from '../kernel/errors';
import type { Principal } from '../kernel/principal';
import {
  entityRecordsPolicy,
  requireEntityEditable,
  type EntityRecord,
} from '../people/people.module';
import type { TaxReturnRecord } from './tax-return-record';

const DRAFT_REVIEW_BY_CLIENTS = 'Only the entity’s owners review its draft';

/** A client sees a return once it has reached them (a draft for their review, or delivered). */
export const reachedClient = (r: TaxReturnRecord) =>
  clientSees({ status: r.status, draft_status: r.draftStatus });

const policy = entityRecordsPolicy<TaxReturnRecord>({
  preference: 'new_tax_return_delivery_enabled',
  off: UPLOAD_MESSAGES.deliveryOff,
  notFound: UPLOAD_MESSAGES.notFound,
  reachedClient,
});

/** Staff reading the firm's Deliver table (its rows limited to their groups by the query). */
export const requireTableReader = policy.requireTableReader;

/** Staff delivering to an entity they may see. */
export const requireDeliverer = policy.requireMaker;

/** Whoever may read this entity's returns: staff who see it, or its owners. */
export const requireReturnsReader = policy.requireListReader;

/** The returns of the entity this caller may see in a list. */
export const visibleReturns = policy.visible;

/** One return staff manage (delete, mark finished): theirs to see, else 404. */
export const requireManagedReturn = policy.requireManaged;

/** One return its reader may see: staff who see its entity, its owners once it reached them. */
export const requireReturnReader = policy.requireReader;

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
