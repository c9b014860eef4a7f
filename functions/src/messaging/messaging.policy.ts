// Who may read an entity's conversations in this slice: staff who may see the entity (people's
// rules). Clients are refused until their inbox is built; the Messages screens widen this.
import { requireStaff, type Principal } from '../kernel/principal';
import { requireVisibleCompany, type CompanyRecord } from '../people/people.module';

/** 401 signed out, 403 a client, 404 an entity that is not there or not the caller's to see. */
export function requireEntityConversationsReader(
  principal: Principal | null | undefined,
  company: CompanyRecord | null,
): { caller: Principal; company: CompanyRecord } {
  return requireVisibleCompany(requireStaff(principal), company);
}
