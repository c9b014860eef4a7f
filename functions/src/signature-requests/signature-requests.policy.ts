// Who may send and read signature requests (spec 1 §3 "Signatures … signature requests enabled",
// spec 3 §6): staff who may see the entity upload, read and manage its requests while the firm has
// signature requests on; a client reads only the requests of an entity they own that have reached
// them (sent, signed, completed); a send to many is for entities the sender may all see, and its
// progress is the sender's. Not visible and not there read the same: 404, checked before the
// firm's switch, so another firm's caller learns nothing either way (the people area's
// entityRecordsPolicy, as the tax returns').
import {
  REACHED_SIGNERS,
  SIGNATURE_REQUEST_MESSAGES as SAY,
} from '@portico/common/signature-requests/signature-request-model';
import { Forbidden, NotFound } from '../kernel/errors';
import { requireStaff, type Principal } from '../kernel/principal';
import { REQUEST_SIGNING_MESSAGES as SIGNING } from '@portico/common/signature-requests/request-signing';
import { REQUEST_BATCH_MESSAGES as BATCH } from '@portico/common/signature-requests/request-batches';
import {
  canSeeEntity,
  entityRecordsPolicy,
  requireEntityEditable,
  type EntityRecord,
} from '../people/people.module';
import type { SignatureRequestRecord } from './signature-request-record';

/** A client sees a request once it has gone out to them. */
export const reachedSigners = (r: SignatureRequestRecord) => REACHED_SIGNERS.includes(r.status);

const policy = entityRecordsPolicy<SignatureRequestRecord>({
  preference: 'signature_requests_enabled',
  off: SAY.off,
  notFound: SAY.notFound,
  reachedClient: reachedSigners,
});

/** Staff reading the firm's Signatures table (its rows limited to their groups by the query). */
export const requireTableReader = policy.requireTableReader;

/** Staff sending a request to an entity they may see. */
export const requireSender = policy.requireMaker;

/** Whoever may list this entity's requests: staff who see it, or its owners. */
export const requireRequestsReader = policy.requireListReader;

/** The requests of the entity this caller may see in a list. */
export const visibleRequests = policy.visible;

/** One request its reader may see: staff who see its entity, its owners once it reached them. */
export const requireRequestReader = policy.requireReader;

/** One request staff manage (mark completed, delete): theirs to see, else 404. */
export const requireManagedRequest = policy.requireManaged;

/** An owner opening a request that reached them (staff read it through their own screens). */
export function requireRequestClient(
  principal: Principal | null | undefined,
  record: SignatureRequestRecord | null,
  entity: EntityRecord | null,
): { caller: Principal; record: SignatureRequestRecord; entity: EntityRecord } {
  const found = requireRequestReader(principal, record, entity);
  if (found.caller.isStaff) throw new Forbidden(SIGNING.staff);
  return found;
}

/** A signer the request asks, filling in their fields or declining: not a read-only client. */
export function requireRequestSigner(
  principal: Principal | null | undefined,
  record: SignatureRequestRecord | null,
  entity: EntityRecord | null,
): { caller: Principal; record: SignatureRequestRecord; entity: EntityRecord } {
  const found = requireRequestClient(principal, record, entity);
  if (!found.record.signerIds.includes(found.caller.userId))
    throw new Forbidden(SIGNING.notASigner);
  requireEntityEditable(found.caller, found.entity);
  return found;
}

/** Staff sending one document to many entities: every one of them theirs to see (else 404). */
export function requireBatchSender(
  principal: Principal | null | undefined,
  entities: (EntityRecord | null)[],
): { caller: Principal; entities: EntityRecord[] } {
  const caller = requireStaff(principal);
  const seen = entities.filter((e): e is EntityRecord => e !== null && canSeeEntity(caller, e));
  if (seen.length !== entities.length) throw new NotFound('Entity not found');
  policy.requireOn(caller);
  return { caller, entities: seen };
}

/**
 * Who follows a send to many: the one who sent it (it names entities across the firm's groups,
 * which another advisor may not see).
 */
export function requireBatchSenderOf(
  principal: Principal | null | undefined,
  batch: { firmId: string; createdBy: string } | null,
): Principal {
  const caller = requireStaff(principal);
  if (!batch || batch.firmId !== caller.firmId || batch.createdBy !== caller.userId)
    throw new NotFound(BATCH.notFound);
  policy.requireOn(caller);
  return caller;
}
