// Brings the overview's derived fields of every questionnaire up to date when the way they are
// derived changes: a data migration, run again when OVERVIEW_FIELDS_VERSION is raised. A
// questionnaire made before the overview existed gets its entity's advisor, group and tags here, and
// every one its section summary again (version 5: a template's payment step without a deposit is
// no step, so it no longer counts as a completed section).
import { entitiesRepo } from '../../people/people.module';
import type { Db } from '../../platform/db/db';
import { refreshDerivedFields } from '../../platform/db/derived-fields';
import type { Migration } from '../../platform/migrations/migrations';
import {
  fromQuestionnaireDoc,
  overviewDocFields,
  summaryFields,
  type QuestionnaireDoc,
} from '../questionnaire-doc';
import { summarize } from '../questionnaire-summary';
import { questionnairesRepo } from '../questionnaires.repo';

/** Raise when overview-fields.ts derives different fields. */
export const OVERVIEW_FIELDS_VERSION = 5;

export const refreshOverviewFields = (db: Db): Promise<number> =>
  refreshDerivedFields(db, {
    fields: [
      'assigned_advisor_id',
      'firm_group_id',
      'entity_tag_ids',
      'section_summaries',
      'completed_sections',
      'total_sections',
      'document_counts',
      'overview_keys',
      'overview_activity_at',
    ],
    collections: {
      questionnaires: async (firmId) => {
        const questionnaires = questionnairesRepo(db);
        const entities = new Map(
          (await entitiesRepo(db).collection(firmId).get()).docs.map((d) => [d.id, d.data()]),
        );
        return async (id, data) => {
          const doc = data as QuestionnaireDoc;
          const q = fromQuestionnaireDoc(firmId, id, doc, await questionnaires.partsOf(firmId, id));
          const entity = entities.get(q.companyId);
          const advisor =
            doc.assigned_advisor_id !== undefined
              ? q.assignedAdvisorId
              : ((entity?.assigned_advisor_id as string | null | undefined) ?? null);
          const group =
            doc.firm_group_id !== undefined
              ? q.firmGroupId
              : ((entity?.firm_group_id as string | null | undefined) ?? null);
          const tags =
            doc.entity_tag_ids !== undefined
              ? q.entityTagIds
              : ((entity?.tag_ids as string[] | undefined) ?? []);
          const facts = {
            ...q,
            assignedAdvisorId: advisor,
            firmGroupId: group,
            entityTagIds: tags,
          };
          return {
            assigned_advisor_id: advisor,
            firm_group_id: group,
            entity_tag_ids: tags,
            ...summaryFields(summarize(q)),
            ...overviewDocFields(facts),
          };
        };
      },
    },
  });

export const overviewFieldsMigration: Migration = {
  name: 'questionnaire-overview-fields',
  version: OVERVIEW_FIELDS_VERSION,
  run: refreshOverviewFields,
};
