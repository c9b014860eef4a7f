// The one way a change to a questionnaire is made (answers, entries, marks, signatures,
// submission; and staff's locks, drafts, requests and reminders): in a transaction that reads the
// questionnaire, looks up its entity, checks the caller through the policy, and writes what the
// caller's `decide` makes of it, with the next reminder that change gives it.
import { NotFound } from '../kernel/errors';
import { requireSignedIn, type Principal } from '../kernel/principal';
import type { EntitiesRepo, EntityRecord } from '../people/people.module';
import type { DbTransaction } from '../platform/db/db';
import type { QuestionnaireRecord } from './questionnaire-record';
import { QUESTIONNAIRE_NOT_FOUND, requireAnswerer } from './questionnaires.policy';
import type { ChangeDecision, QuestionnairesRepo } from './questionnaires.repo';
import { keepingNextReminder } from './reminders/reminder-dates';

export interface ChangedQuestionnaire {
  caller: Principal;
  entity: EntityRecord;
  record: QuestionnaireRecord;
}

/** What the caller makes of one questionnaire (its next reminder is left to the change). */
type Decide = (
  record: QuestionnaireRecord,
  caller: Principal,
  entity: EntityRecord,
  tx: DbTransaction,
) => Promise<ChangeDecision> | ChangeDecision;

export type AnsweringChange = (
  principal: Principal | null | undefined,
  id: string,
  decide: Decide,
) => Promise<ChangedQuestionnaire>;

/** The same for several questionnaires in one transaction: every change or none. */
export type QuestionnairesChange = (
  principal: Principal | null | undefined,
  ids: string[],
  decide: Decide,
) => Promise<ChangedQuestionnaire[]>;

type Check = (
  caller: Principal,
  entity: EntityRecord | null,
  record: QuestionnaireRecord,
) => { entity: EntityRecord };

/**
 * A change to one questionnaire by a caller `check` allows (the policy's requireAnswerer,
 * requireQuestionnaireManager, …): the transaction reads it and its entity, checks, and writes
 * what `decide` makes of it.
 */
export function questionnaireChange(
  deps: { questionnaires: QuestionnairesRepo; entities: EntitiesRepo },
  check: Check,
): AnsweringChange {
  const many = questionnairesChange(deps, check);
  return async (principal, id, decide) => (await many(principal, [id], decide))[0]!;
}

/** Several questionnaires changed at once by a caller `check` allows for each (bulk actions). */
export function questionnairesChange(
  deps: { questionnaires: QuestionnairesRepo; entities: EntitiesRepo },
  check: Check,
): QuestionnairesChange {
  return async (principal, ids, decide) => {
    const caller = requireSignedIn(principal);
    const entities = new Map<string, EntityRecord | null>();
    const entityOf = async (id: string) => {
      if (!entities.has(id)) entities.set(id, await deps.entities.getByIdOrHash(caller.firmId, id));
      return entities.get(id) ?? null;
    };
    const records = await deps.questionnaires.changeMany(
      caller.firmId,
      ids,
      async (current, tx) => {
        const found = check(caller, await entityOf(current.companyId), current);
        const decision = await decide(current, caller, found.entity, tx);
        return keepingNextReminder(current, decision, caller.firm);
      },
    );
    if (!records) throw new NotFound(QUESTIONNAIRE_NOT_FOUND);
    return records.map((record) => ({ caller, entity: entities.get(record.companyId)!, record }));
  };
}

/** A change only those who may answer the questionnaire make (answers, marks, signatures). */
export const answeringChange = (deps: {
  questionnaires: QuestionnairesRepo;
  entities: EntitiesRepo;
}): AnsweringChange => questionnaireChange(deps, requireAnswerer);
