// Signers' identity checks on a signature request (issue 46 "identity verification when the firm
// requires it"): sent asking it, each signer — each spouse on their own — verifies with Stripe
// Identity before filling in their fields, on the flow the tax returns use (the signing
// capability's). Here is what a request is to that flow: where its checks are kept
// (firms/{f}/signature_requests/{id}/identity_verifications/{userId}), its signers, the status its
// row shows, and who may start a check (a signer of it) or read them all (staff who manage it).
import { reviewSignatureRequestPath } from '@portico/common/signature-requests/signature-request-model';
import type { ProcessedEventsRepo } from '../../payments/payments.module';
import { shownEmail, type EntitiesRepo, type UsersRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { Db } from '../../platform/db/db';
import type { IdentityChecks } from '../../platform/payments/identity-checks';
import {
  identityCheckFlow,
  type IdentityCheckedKind,
  type SigningEngine,
} from '../../signing/signing.module';
import { findRequest } from '../request-lookup';
import { requestTrail } from '../request-trail';
import type { SignatureRequestRecord } from '../signature-request-record';
import { requireManagedRequest, requireRequestSigner } from '../signature-requests.policy';
import { signatureRequestsPath, type SignatureRequestsRepo } from '../signature-requests.repo';

interface Deps {
  db: Db;
  requests: SignatureRequestsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  identityChecks: IdentityChecks;
  processedEvents: ProcessedEventsRepo;
  signing: SigningEngine;
  clock: Clock;
}

function requestKind({
  requests,
  entities,
  users,
}: Deps): IdentityCheckedKind<SignatureRequestRecord> {
  const lookup = { requests, entities };
  return {
    subject: 'signature request',
    metadataKey: 'signature_request_id',
    documentOf: (r) => ({ path: `${signatureRequestsPath(r.firmId)}/${r.id}` }),
    // Sent asking it, every signer starts "Not Started" (send-request.service.ts).
    asks: (r) => r.identityStatus !== null,
    read: (tx, firmId, id) => requests.read(tx, firmId, id),
    signerIds: async (_tx, r) => r.signerIds,
    showStatus: (tx, r, identityStatus, now) => {
      requests.update(tx, r, { identityStatus, updatedAt: now });
    },
    trail: requestTrail,
    reviewPath: (r) => reviewSignatureRequestPath(r.id, r.companyId),
    signerOf: async (principal, id) => {
      const { record, entity } = await findRequest(lookup, principal, id);
      return requireRequestSigner(principal, record, entity);
    },
    managedOf: async (principal, id) => {
      const { record, entity } = await findRequest(lookup, principal, id);
      return requireManagedRequest(principal, record, entity).record;
    },
    signersOf: async (r) => {
      const people = await users.getMany(r.firmId, r.signerIds);
      return r.signerIds.flatMap((userId) => {
        const user = people.find((u) => u.id === userId);
        return user
          ? [{ id: user.id, fname: user.fname, lname: user.lname, email: shownEmail(user) }]
          : [];
      });
    },
  };
}

export const requestIdentityService = (deps: Deps) => identityCheckFlow(deps, requestKind(deps));

export type RequestIdentityService = ReturnType<typeof requestIdentityService>;
