// What GET /companies/{idOrHash}/questionnaires answers: an entity's questionnaires (spec 2 §3
// field names) and its scheduled sends, as the staff entity view reads them.
import type { QuestionnaireHeadDto, SectionSummaryDto } from './questionnaire-model';
import type { QuestionnaireRemindersDto } from './reminders';

/** How often a scheduled send repeats (spec 2 §9; 'once' is the default). */
export const SEND_FREQUENCIES = [
  'once',
  'weekly',
  'monthly',
  'month_end',
  'month_start',
  'quarterly',
  'yearly',
] as const;
export type SendFrequency = (typeof SEND_FREQUENCIES)[number];

export const SEND_FREQUENCY_LABELS: Record<SendFrequency, string> = {
  once: 'Once',
  weekly: 'Weekly',
  monthly: 'Monthly',
  month_end: 'Month end',
  month_start: 'Month start',
  quarterly: 'Quarterly',
  yearly: 'Yearly',
};

/** The newest questionnaires an entity's list shows; older ones wait for the overview table. */
export const ENTITY_QUESTIONNAIRES_LIMIT = 100;

export interface EntityQuestionnaireDto extends QuestionnaireHeadDto, QuestionnaireRemindersDto {
  is_draft: boolean;
  /** Each shown section and its status, in order (for cards and progress). */
  sections: SectionSummaryDto[];
  completed_sections: number;
  total_sections: number;
}

export interface ScheduledQuestionnaireDto {
  id: string;
  name: string;
  tax_year: number;
  /** The next send, a calendar date (YYYY-MM-DD). */
  send_date: string;
  frequency: SendFrequency;
}

export interface EntityQuestionnairesDto {
  questionnaires: EntityQuestionnaireDto[];
  scheduled: ScheduledQuestionnaireDto[];
}

/**
 * A status change and everything it carries (entities, questionnaire locks, removed scheduled
 * sends) is one store transaction, kept within Firestore's classic 500-write cap.
 */
export const MAX_STATUS_CHANGE_WRITES = 500;

export const tooManyStatusChanges = (writes: number) =>
  `Deactivating this user would change ${writes} records at once (at most ${MAX_STATUS_CHANGE_WRITES}). Lock or remove some of their questionnaires first, then try again.`;
