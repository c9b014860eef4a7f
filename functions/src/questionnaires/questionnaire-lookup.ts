// A questionnaire and its entity as stored, read for the caller's firm, for a policy check to
// decide on (both null when there is no caller or no such questionnaire).
import type { Principal } from '../kernel/principal';
import type { EntitiesRepo, EntityRecord } from '../people/people.module';
import type { QuestionnaireRecord } from './questionnaire-record';
import type { QuestionnairesRepo } from './questionnaires.repo';

export async function findWithEntity(
  deps: { questionnaires: QuestionnairesRepo; entities: EntitiesRepo },
  principal: Principal | null | undefined,
  id: string,
): Promise<{ record: QuestionnaireRecord | null; entity: EntityRecord | null }> {
  const record = principal ? await deps.questionnaires.get(principal.firmId, id) : null;
  const entity = record ? await deps.entities.getByIdOrHash(record.firmId, record.companyId) : null;
  return { record, entity };
}
