// The one way a change to a questionnaire is made (answers, entries, marks, signatures,
// submission; and staff's locks, drafts and requests): in a transaction that reads the
// questionnaire, looks up its entity, checks the caller through the policy, and writes what the
// caller's `decide` makes of it.
import { NotFound } from '../kernel/errors';
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { CompaniesRepo, CompanyRecord } from '../people/people.module';
import type { DbTransaction } from '../platform/db/db';
import type { QuestionnaireRecord } from './questionnaire-record';
import { QUESTIONNAIRE_NOT_FOUND, requireAnswerer } from './questionnaires.policy';
import type { ChangeDecision, QuestionnairesRepo } from './questionnaires.repo';

export interface ChangedQuestionnaire {
  caller: Principal;
  company: CompanyRecord;
  record: QuestionnaireRecord;
}

export type AnsweringChange = (
  principal: Principal | null | undefined,
  id: string,
  decide: (
    record: QuestionnaireRecord,
    caller: Principal,
    company: CompanyRecord,
    tx: DbTransaction,
  ) => Promise<ChangeDecision> | ChangeDecision,
) => Promise<ChangedQuestionnaire>;

type Check = (
  caller: Principal,
  company: CompanyRecord | null,
  record: QuestionnaireRecord,
) => { company: CompanyRecord };

/**
 * A change to one questionnaire by a caller `check` allows (the policy's requireAnswerer,
 * requireQuestionnaireManager, …): the transaction reads it and its entity, checks, and writes
 * what `decide` makes of it.
 */
export function questionnaireChange(
  deps: { questionnaires: QuestionnairesRepo; companies: CompaniesRepo },
  check: Check,
): AnsweringChange {
  return async (principal, id, decide) => {
    const caller = requireSignedIn(principal);
    let company: CompanyRecord | null = null;
    const record = await deps.questionnaires.change(caller.firmId, id, async (current, tx) => {
      company ??= await deps.companies.getByIdOrHash(caller.firmId, current.companyId);
      const found = check(caller, company, current);
      return decide(current, caller, found.company, tx);
    });
    if (!record || !company) throw new NotFound(QUESTIONNAIRE_NOT_FOUND);
    return { caller, company, record };
  };
}

/** A change only those who may answer the questionnaire make (answers, marks, signatures). */
export const answeringChange = (deps: {
  questionnaires: QuestionnairesRepo;
  companies: CompaniesRepo;
}): AnsweringChange => questionnaireChange(deps, requireAnswerer);
