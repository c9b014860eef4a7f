// Sending a request to its signers (issue 46): once every signer has a signature (or initials)
// among the fields saved, staff send it; it moves to `sending` in one transaction with its log
// line, and a queued task mails each signer (deliver-signature-request.task.ts). The signers are
// the entity's owners as they are now: a field for someone no longer an owner is refused, and so
// is an owner whose account is inactive, or a spouse who could be reached neither by an email of
// their own nor by a code to their phone.
// Staff may ask each signer to verify their identity first, when the firm verifies signers.
import {
  FIELD_MESSAGES,
  noSignatureFor,
  signersWithoutSignature,
} from '@portico/common/signature-requests/signature-fields';
import type { SendRequestInput } from '@portico/common/signature-requests/send-request';
import { identityMessages } from '@portico/common/signing/identity-verification';
import {
  SIGNATURE_REQUEST_MESSAGES as SAY,
  type SignatureRequestDto,
} from '@portico/common/signature-requests/signature-request-model';
import type { ActivityRepo } from '../../activity/activity.module';
import { Conflict, Invalid } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo, UsersRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { Db } from '../../platform/db/db';
import type { TaskQueue } from '../../platform/queue/task-queue';
import { signersOf } from '../fields/signers';
import { findRequest } from '../request-lookup';
import { requestLine } from '../request-line';
import { toSignatureRequestDto } from '../signature-requests.dto';
import { requireManagedRequest } from '../signature-requests.policy';
import type { SignatureRequestsRepo } from '../signature-requests.repo';
import { deliverSignatureRequestTask } from './deliver-signature-request.task';
import { signerProblem } from './signer-problem';

interface Deps {
  db: Db;
  requests: SignatureRequestsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  activity: ActivityRepo;
  queue: TaskQueue;
  clock: Clock;
}

export function sendRequestService(deps: Deps) {
  const { db, requests, entities, users, activity, queue, clock } = deps;
  return {
    /** POST /signature_requests/{id}/send. */
    async send(
      principal: Principal | null | undefined,
      id: string,
      input: SendRequestInput,
      portalUrl: string,
    ): Promise<SignatureRequestDto> {
      const { record, entity } = await findRequest({ requests, entities }, principal, id);
      const { caller, entity: of } = requireManagedRequest(principal, record, entity);
      if (input.identity_verification && !caller.firm.preferences.identity_verification_enabled)
        throw new Invalid(identityMessages('signature request').turnedOff);
      const signers = await signersOf(users, of);
      // Each owner must be able to sign: an active account, and a spouse without an email of their
      // own needs a mobile to be reached (signer-problem.ts).
      const owners = await users.getMany(of.firmId, of.ownerIds);
      const cannotSign = signerProblem(owners);
      if (cannotSign) throw new Invalid(cannotSign);
      const sending = await db.runTransaction(async (tx) => {
        const current = await requests.read(tx, caller.firmId, id);
        if (!current) throw new Conflict(SAY.notFound);
        if (current.status !== 'action_required') throw new Conflict(SAY.notSendable);
        if (!current.fields) throw new Invalid(SAY.fieldsNotSaved);
        const fields = current.fields;
        if (fields.some((f) => !signers.some((s) => s.id === f.signer_id)))
          throw new Invalid(FIELD_MESSAGES.unknownSigner);
        const [missing] = signersWithoutSignature(signers, fields);
        if (missing) throw new Invalid(noSignatureFor(missing.name));
        const now = clock.now();
        const updated = requests.update(tx, current, {
          status: 'sending',
          signerIds: signers.map((s) => s.id),
          signatures: { done: 0, total: signers.length },
          identityStatus: input.identity_verification ? 'not_started' : null,
          updatedAt: now,
        });
        activity
          .plan(tx, requestLine(updated, 'Signature request sent', caller.userId, now))
          .apply();
        return updated;
      });
      await queue.enqueue(
        deliverSignatureRequestTask,
        { firmId: sending.firmId, signatureRequestId: sending.id, portalUrl },
        { taskId: `deliver-signature-request-${sending.id}` },
      );
      return toSignatureRequestDto(sending);
    },
  };
}

export type SendRequestService = ReturnType<typeof sendRequestService>;
