// Who may read an entity's conversations in this slice: staff who may see the entity (people.policy's
// rules). Clients are refused until their inbox is built; the Messages screens widen this.
import type { Principal } from '../http/principal';
import type { CompanyRecord } from '../people/company-record';
import {
  requireStaff,
  requireVisibleCompany,
  type FirmGroupsSetting,
} from '../people/people.policy';

/** 401 signed out, 403 a client, 404 an entity that is not there or not the caller's to see. */
export function requireEntityConversationsReader(
  principal: Principal | null | undefined,
  company: CompanyRecord | null,
  firm: FirmGroupsSetting,
): { caller: Principal; company: CompanyRecord } {
  return requireVisibleCompany(requireStaff(principal), company, firm);
}
