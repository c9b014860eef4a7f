// A row of the staff overview as read from the store: the list fields of a questionnaire (no
// content) and the last activity it shows.
import { fromQuestionnaireDoc, LIST_FIELDS, type QuestionnaireDoc } from '../questionnaire-doc';
import type { QuestionnaireRecord } from '../questionnaire-record';

export const OVERVIEW_FIELDS: string[] = LIST_FIELDS;

export interface OverviewRecord extends QuestionnaireRecord {
  /** Shown exact; the list sorts by the stored time, which may lag it (overview-fields.ts). */
  activityAt: Date;
}

export function overviewRecord(firmId: string, id: string, doc: QuestionnaireDoc): OverviewRecord {
  const q = fromQuestionnaireDoc(firmId, id, doc);
  return { ...q, activityAt: q.lastActivityAt ?? q.sentAt ?? q.createdAt };
}
