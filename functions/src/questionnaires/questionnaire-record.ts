// The questionnaire and scheduled-send records as the server works with them (spec 2 §3 names).
// Only the fields the entity view and the deactivation rule need so far; the sending, answering
// and template issues add sections, reminders and the rest under the same names.
import type { SendFrequency } from '@portico/common/questionnaires/entity-questionnaires';

export interface QuestionnaireRecord {
  id: string;
  firmId: string;
  companyId: string;
  name: string;
  taxYear: number;
  dueDate: Date | null;
  sentAt: Date | null;
  createdAt: Date;
  isDraft: boolean;
  locked: boolean;
  completed: boolean;
  /** When a client first opened it (spec: opened_timestamp); null until then. */
  openedAt: Date | null;
  deletedAt: Date | null;
}

/** A questionnaire that will be sent later, once or repeatedly (spec 2 "Send template"). */
export interface ScheduledQuestionnaireRecord {
  id: string;
  firmId: string;
  companyId: string;
  templateId: string | null;
  name: string;
  taxYear: number;
  frequency: SendFrequency;
  firstScheduledDate: Date;
  /** The next send; equal to the first until a send happens. */
  nextSendDate: Date;
  daysUntilDue: number;
  createdAt: Date;
}
