// A request and its entity as stored, for a call about one request: what every policy check on a
// request reads (another firm's caller finds nothing: the lookup is in their own firm).
import type { Principal } from '../kernel/principal';
import type { EntitiesRepo, EntityRecord } from '../people/people.module';
import type { SignatureRequestRecord } from './signature-request-record';
import type { SignatureRequestsRepo } from './signature-requests.repo';

export interface RequestLookup {
  requests: SignatureRequestsRepo;
  entities: EntitiesRepo;
}

export async function findRequest(
  { requests, entities }: RequestLookup,
  principal: Principal | null | undefined,
  id: string,
): Promise<{ record: SignatureRequestRecord | null; entity: EntityRecord | null }> {
  const record = principal ? await requests.get(principal.firmId, id) : null;
  const entity = record ? await entities.get(record.firmId, record.companyId) : null;
  return { record, entity };
}
