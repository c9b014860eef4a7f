// Placing a request's fields (issue 46 "Placing fields"): staff read who signs (the entity's
// owners, spouses separately), the pages' sizes and the fields placed — or, before any is saved,
// those the document's signature lines suggest — and save the fields they placed while the request
// waits for them (action_required). Every field is checked: a signer of this document, on a page,
// inside it, not too small, one id each.
import {
  FIELD_MESSAGES,
  fieldProblem,
  type FieldPlacementDto,
  type FieldSignerDto,
  type SaveFieldsInput,
} from '@portico/common/signature-requests/signature-fields';
import { SIGNATURE_REQUEST_MESSAGES as SAY } from '@portico/common/signature-requests/signature-request-model';
import { Conflict, Invalid } from '../../kernel/errors';
import type { Principal } from '../../kernel/principal';
import type { EntitiesRepo, UsersRepo } from '../../people/people.module';
import type { Clock } from '../../platform/clock/clock';
import type { Db } from '../../platform/db/db';
import type { SignatureRequestRecord } from '../signature-request-record';
import { requireManagedRequest } from '../signature-requests.policy';
import type { SignatureRequestsRepo } from '../signature-requests.repo';
import { findRequest } from '../request-lookup';
import { proposedFields } from './proposed-fields';
import { signersOf } from './signers';

interface Deps {
  db: Db;
  requests: SignatureRequestsRepo;
  entities: EntitiesRepo;
  users: UsersRepo;
  clock: Clock;
}

export function fieldsService({ db, requests, entities, users, clock }: Deps) {
  async function load(principal: Principal | null | undefined, id: string) {
    const { record, entity } = await findRequest({ requests, entities }, principal, id);
    const found = requireManagedRequest(principal, record, entity);
    if (found.record.status === 'processing') throw new Conflict(SAY.stillProcessing);
    return found;
  }

  const answer = (r: SignatureRequestRecord, signers: FieldSignerDto[]): FieldPlacementDto => ({
    signers,
    pages: r.pageSizes,
    fields: r.fields ?? proposedFields(r, signers),
    suggested: r.fields === null,
  });

  function check(input: SaveFieldsInput, r: SignatureRequestRecord, signers: FieldSignerDto[]) {
    const ids = new Set<string>();
    for (const field of input.fields) {
      if (!signers.some((s) => s.id === field.signer_id))
        throw new Invalid(FIELD_MESSAGES.unknownSigner);
      const problem = fieldProblem(field, r.pageSizes);
      if (problem) throw new Invalid(problem);
      if (ids.has(field.id)) throw new Invalid(FIELD_MESSAGES.duplicateId);
      ids.add(field.id);
    }
  }

  return {
    /** GET /signature_requests/{id}/fields. */
    async placement(principal: Principal | null | undefined, id: string) {
      const { record, entity } = await load(principal, id);
      return answer(record, await signersOf(users, entity));
    },

    /** PUT /signature_requests/{id}/fields: the fields as placed, all of them. */
    async save(principal: Principal | null | undefined, id: string, input: SaveFieldsInput) {
      const { caller, entity } = await load(principal, id);
      const signers = await signersOf(users, entity);
      return db.runTransaction(async (tx) => {
        const current = await requests.read(tx, caller.firmId, id);
        if (!current) throw new Conflict(SAY.notFound);
        if (current.status !== 'action_required') throw new Conflict(FIELD_MESSAGES.notPlaceable);
        check(input, current, signers);
        const saved = requests.update(tx, current, {
          fields: input.fields.map((f) => ({ ...f })),
          updatedAt: clock.now(),
        });
        return answer(saved, signers);
      });
    },
  };
}

export type FieldsService = ReturnType<typeof fieldsService>;
