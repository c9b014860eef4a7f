// One change to many questionnaires (the overview's bulk actions), all or nothing: one
// transaction reads each, checks the caller through the policy for its entity, and writes what
// `decide` makes of it. An id the caller may not see refuses the whole request, as one would.
import { NotFound } from '../kernel/errors';
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { CompaniesRepo, CompanyRecord } from '../people/people.module';
import type { Db } from '../platform/db/db';
import type { PlannedWrites } from '../platform/db/planned-writes';
import type { QuestionnaireRecord } from './questionnaire-record';
import { QUESTIONNAIRE_NOT_FOUND } from './questionnaires.policy';
import type { QuestionnaireChange, QuestionnairesRepo } from './questionnaires.repo';

type Check = (
  caller: Principal,
  company: CompanyRecord | null,
  record: QuestionnaireRecord,
) => { company: CompanyRecord };

export interface BulkChanged {
  caller: Principal;
  /** The questionnaires the change moved, as they were before it. */
  changed: { record: QuestionnaireRecord; company: CompanyRecord }[];
}

export function bulkQuestionnaireChange(
  deps: { db: Db; questionnaires: QuestionnairesRepo; companies: CompaniesRepo },
  check: Check,
) {
  return async (
    principal: Principal | null | undefined,
    ids: string[],
    decide: (record: QuestionnaireRecord) => QuestionnaireChange | null,
  ): Promise<BulkChanged> => {
    const caller = requireSignedIn(principal);
    const entities = new Map<string, CompanyRecord | null>();
    const entityOf = async (companyId: string) => {
      if (!entities.has(companyId))
        entities.set(companyId, await deps.companies.getByIdOrHash(caller.firmId, companyId));
      return entities.get(companyId) ?? null;
    };
    const changed = await deps.db.runTransaction(async (tx) => {
      const planned: {
        writes: PlannedWrites;
        record: QuestionnaireRecord;
        company: CompanyRecord;
      }[] = [];
      for (const id of new Set(ids)) {
        const seen: { record?: QuestionnaireRecord; company?: CompanyRecord } = {};
        const plan = await deps.questionnaires.planChange(tx, caller.firmId, id, async (record) => {
          seen.company = check(caller, await entityOf(record.companyId), record).company;
          seen.record = record;
          return { change: decide(record), after: record };
        });
        if (!plan || !seen.record || !seen.company) throw new NotFound(QUESTIONNAIRE_NOT_FOUND);
        planned.push({ writes: plan.writes, record: seen.record, company: seen.company });
      }
      for (const p of planned) p.writes.apply();
      return planned.filter((p) => p.writes.count > 0);
    });
    return { caller, changed: changed.map(({ record, company }) => ({ record, company })) };
  };
}
