// A return and its entity as stored, for a request about one return: what every policy check on
// a return reads (another firm's caller finds nothing: the lookup is in their own firm).
import type { Principal } from '../kernel/principal';
import type { EntitiesRepo, EntityRecord } from '../people/people.module';
import type { TaxReturnRecord } from './tax-return-record';
import {
  requireDeliveredClient,
  requireManagedReturn,
  SIGNED_BY_CLIENTS,
} from './tax-returns.policy';
import type { TaxReturnsRepo } from './tax-returns.repo';

interface Lookup {
  returns: TaxReturnsRepo;
  entities: EntitiesRepo;
}

export async function findReturn(
  { returns, entities }: Lookup,
  principal: Principal | null | undefined,
  id: string,
): Promise<{ record: TaxReturnRecord | null; entity: EntityRecord | null }> {
  const record = principal ? await returns.get(principal.firmId, id) : null;
  const entity = record ? await entities.get(record.firmId, record.companyId) : null;
  return { record, entity };
}

/** The return staff manage, with its entity and the caller (requireManagedReturn). */
export async function findManagedReturn(
  lookup: Lookup,
  principal: Principal | null | undefined,
  id: string,
) {
  const { record, entity } = await findReturn(lookup, principal, id);
  return requireManagedReturn(principal, record, entity);
}

/** The delivered return the caller signs, with its entity (requireDeliveredClient). */
export async function findSignedReturn(
  lookup: Lookup,
  principal: Principal | null | undefined,
  id: string,
) {
  const { record, entity } = await findReturn(lookup, principal, id);
  return requireDeliveredClient(principal, record, entity, SIGNED_BY_CLIENTS);
}
