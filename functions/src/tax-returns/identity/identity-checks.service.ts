// Signers' identity checks on a delivered return (issue 45; spec 3 §2–§4): when the return asks it,
// each signer — each spouse on their own — verifies with Stripe Identity before signing. The flow
// (attempts, sessions, webhook events applied once, the Verification Checks) is the signing
// capability's; here is what a return is to it: where its checks are kept, its signers, the status
// its row shows, and who may start a check (a signer of it) or read them all (staff who manage it).
import type { ProcessedEventsRepo } from '../../payments/payments.module';
import type { IdentityChecks } from '../../platform/payments/identity-checks';
import {
  identityCheckFlow,
  type IdentityCheckedKind,
  type SigningEngine,
} from '../../signing/signing.module';
import { findManagedReturn, findSignedReturn } from '../return-lookup';
import { reviewPath } from '../return-notes';
import type { ReturnServiceDeps } from '../return-service-deps';
import type { TaxReturnRecord } from '../tax-return-record';
import { taxReturnsPath } from '../tax-returns.repo';
import { returnTrail } from '../signing/return-trail';

interface Deps extends ReturnServiceDeps {
  identityChecks: IdentityChecks;
  processedEvents: ProcessedEventsRepo;
  signing: SigningEngine;
}

function returnKind({ returns, parts, entities }: Deps): IdentityCheckedKind<TaxReturnRecord> {
  const lookup = { returns, entities };
  return {
    subject: 'tax return',
    metadataKey: 'tax_return_id',
    documentOf: (r) => ({ path: `${taxReturnsPath(r.firmId)}/${r.id}` }),
    // Sent asking it, every signer starts "Not Started" (classification.service.ts).
    asks: (r) => r.identityStatus !== null,
    read: (tx, firmId, id) => returns.read(tx, firmId, id),
    signerIds: async (tx, r) => (await parts.signers.read(tx, r)).map((s) => s.id),
    showStatus: (tx, r, identityStatus, now) => {
      returns.update(tx, r, { identityStatus, updatedAt: now });
    },
    trail: returnTrail,
    reviewPath,
    signerOf: (principal, id) => findSignedReturn(lookup, principal, id),
    managedOf: async (principal, id) => (await findManagedReturn(lookup, principal, id)).record,
    signersOf: (r) => parts.signers.list(r),
  };
}

export const identityChecksService = (deps: Deps) => identityCheckFlow(deps, returnKind(deps));

export type IdentityChecksService = ReturnType<typeof identityChecksService>;
