// What the documents area needs from the questionnaires area, as an interface documents owns (the
// wiring in http/api-router.ts hands in the implementation, so documents imports no area that
// depends on it): documents that answer an upload question become, or stop being, its answer.
import type { Principal } from '../kernel/principal';
import type { EntityRecord } from '../people/people.module';
import type { DbTransaction } from '../platform/db/db';
import type { PlannedWrites } from '../platform/db/planned-writes';

export interface QuestionUploads {
  /**
   * Inside a transaction: checks the caller may answer this upload question of the entity's
   * questionnaire and plans its answer to hold these documents as well. Reads now.
   */
  planAttach(
    tx: DbTransaction,
    caller: Principal,
    entity: EntityRecord,
    target: { questionnaireId: string; questionId: string },
    documentIds: string[],
  ): Promise<{ writes: PlannedWrites; answer: string; questionnaireName: string }>;
  /** Inside a transaction: plans the question's answer to no longer hold this document. */
  planDetach(
    tx: DbTransaction,
    caller: Principal,
    entity: EntityRecord,
    target: { questionnaireId: string; questionId: string },
    documentId: string,
  ): Promise<PlannedWrites>;
}

export interface DocumentsLinks {
  questionUploads: QuestionUploads;
}
