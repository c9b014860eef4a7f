// Who may read an entity's questionnaires: staff who may see the entity (people's rules); clients
// are refused here until their own questionnaire view is built.
import { requireStaff, type Principal } from '../kernel/principal';
import { requireVisibleCompany, type CompanyRecord } from '../people/people.module';

/** 401 signed out, 403 a client, 404 an entity that is not there or not the caller's to see. */
export function requireEntityQuestionnairesReader(
  principal: Principal | null | undefined,
  company: CompanyRecord | null,
): { caller: Principal; company: CompanyRecord } {
  return requireVisibleCompany(requireStaff(principal), company);
}
