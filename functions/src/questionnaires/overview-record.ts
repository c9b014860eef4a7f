// A row of the staff overview as read from the store: the list fields of a questionnaire (no
// content), its reminder state and the time it sorts by.
import type { Timestamp } from '../platform/db/db';
import { fromQuestionnaireDoc, LIST_FIELDS, type QuestionnaireDoc } from './questionnaire-doc';
import type { QuestionnaireRecord } from './questionnaire-record';

export interface OverviewDoc extends QuestionnaireDoc {
  reminders_disabled?: boolean;
  earliest_remind_date?: Timestamp | null;
}

export const OVERVIEW_FIELDS: string[] = [
  ...LIST_FIELDS,
  'reminders_disabled',
  'earliest_remind_date',
];

export interface OverviewRecord extends QuestionnaireRecord {
  activityAt: Date;
  remindersDisabled: boolean;
  nextReminderAt: Date | null;
}

export function overviewRecord(firmId: string, id: string, doc: OverviewDoc): OverviewRecord {
  const q = fromQuestionnaireDoc(firmId, id, doc);
  return {
    ...q,
    // Shown exact; the list sorts by the stored time, which may lag it by OVERVIEW_ACTIVITY_STEP_MS.
    activityAt: q.lastActivityAt ?? q.sentAt ?? q.createdAt,
    remindersDisabled: doc.reminders_disabled ?? false,
    nextReminderAt: doc.earliest_remind_date?.toDate() ?? null,
  };
}
